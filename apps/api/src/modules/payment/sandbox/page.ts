import type { CatalogLocale } from '@sakhe/contract';
import { sandboxMessages } from './messages';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const NUMBER_FORMATS: Record<CatalogLocale, Intl.NumberFormat> = {
  ka_GE: new Intl.NumberFormat('ka-GE', { style: 'currency', currency: 'GEL' }),
  en_US: new Intl.NumberFormat('en', { style: 'currency', currency: 'GEL', currencyDisplay: 'narrowSymbol' }),
};

/**
 * An amount in tetri as the shop prints it (`172,62 ₾`, `₾172.62`). Intl is given the exact decimal
 * as a string, made with integer arithmetic, so no float ever rounds it.
 */
function formatLari(tetri: number, locale: CatalogLocale): string {
  const sign = tetri < 0 ? '-' : '';
  const whole = Math.abs(tetri);
  const decimal = `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
  return NUMBER_FORMATS[locale].format(decimal as unknown as number);
}

/** The shop's first-view font cut (Georgian, Latin and ₾), served next to the page. */
export const SANDBOX_FONT_FILES = ['georgian.woff2', 'latin.woff2'] as const;
const sandboxAssetPath = (file: string) => `/payment-sandbox/assets/${file}`;

export interface SandboxPageView {
  locale: CatalogLocale;
  /** The page's own path, for the form and the language switch. */
  path: string;
  /** The CSP nonce of this response's stylesheet. */
  nonce: string;
  payment?: {
    amount: number;
    orderNumber: string | null;
    returnUrl: string;
    /** The single-use form token while the payment is open; none once it is decided. */
    formToken: string | null;
  };
  /** A POST was refused (no, a used or an expired form token): say so and change nothing. */
  refused?: boolean;
}

// The shop's look (apps/web/app/app.css, LOOK.md): Noto Sans Georgian, warm off-white surfaces,
// near-black text, the muted plum accent for the call to action.
const STYLE = `
  @font-face { font-family: 'Noto Sans Georgian Core'; font-style: normal; font-display: swap; font-weight: 400 700;
    src: url(${sandboxAssetPath('georgian.woff2')}) format('woff2-variations'); unicode-range: U+10D0-10FF; }
  @font-face { font-family: 'Noto Sans Georgian Core'; font-style: normal; font-display: swap; font-weight: 400 700;
    src: url(${sandboxAssetPath('latin.woff2')}) format('woff2-variations');
    unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329,
      U+2000-206F, U+20AC, U+20BE, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD; }
  :root { --surface: #fbf8f4; --raised: #fff; --sunken: #f3ede6; --ink: #1f1b19; --muted: #5d5550; --line: #e6ddd4;
    --accent: #8b3c5d; --accent-strong: #71304b; --accent-soft: #f5e9ed; --danger: #b3261e; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; background: var(--surface); color: var(--ink); line-height: 1.5;
    font-family: 'Noto Sans Georgian Core', ui-sans-serif, system-ui, sans-serif; }
  header { border-bottom: 1px solid var(--line); background: var(--raised); }
  .bar { max-width: 30rem; margin: 0 auto; padding: 1rem; display: flex; align-items: center; justify-content: space-between; gap: 1rem; }
  .bank { font-weight: 600; display: inline-flex; align-items: center; gap: .5rem; }
  .bank svg { color: var(--accent); }
  a { color: var(--accent); text-underline-offset: 3px; }
  a:hover { color: var(--accent-strong); }
  main { max-width: 30rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  h1 { font-size: 1.5rem; font-weight: 600; margin: 0 0 1rem; }
  .card { background: var(--raised); border: 1px solid var(--line); border-radius: 1rem; padding: 1.25rem; }
  .notice { background: var(--accent-soft); border-radius: .75rem; padding: .75rem 1rem; font-size: .9rem; margin: 0 0 1rem; }
  .refused { background: #fdecea; color: var(--danger); border-radius: .75rem; padding: .75rem 1rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; margin: 0; }
  dt { color: var(--muted); } dd { margin: 0; text-align: end; }
  .amount { font-size: 1.5rem; font-weight: 700; color: var(--accent); }
  form { display: grid; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; font-weight: 600; min-height: 3rem; padding: .75rem 1rem; border-radius: 999px; cursor: pointer;
    border: 1px solid var(--line); background: var(--raised); color: var(--ink); }
  button:hover { background: var(--sunken); }
  button.approve { background: var(--accent); border-color: var(--accent); color: #fff; }
  button.approve:hover { background: var(--accent-strong); }
  button.quiet { border-color: transparent; background: transparent; color: var(--muted); font-weight: 500; }
  :focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
`;

const LOCK_ICON =
  '<svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><rect x="3" y="11" width="18" height="11" rx="2"/><path d="M7 11V7a5 5 0 0 1 10 0v4"/></svg>';

/** The sandbox "bank" page: what the shopper sees between the checkout and the thank-you page. */
export function renderSandboxPage({ locale, path, nonce, payment, refused }: SandboxPageView): string {
  const t = sandboxMessages[locale];
  const other = locale === 'ka_GE' ? 'en' : 'ka';
  const lang = locale === 'ka_GE' ? 'ka' : 'en';
  const decision = (token: string) => `<form method="post" action="${escape(path)}">
      <input type="hidden" name="lang" value="${lang}">
      <input type="hidden" name="formToken" value="${escape(token)}">
      <button name="outcome" value="approved" class="approve">${escape(t.approve)}</button>
      <button name="outcome" value="declined">${escape(t.decline)}</button>
      <button name="outcome" value="processing" class="quiet">${escape(t.processing)}</button>
    </form>`;
  const body = !payment
    ? `<p>${escape(t.notFound)}</p>`
    : `<dl>
      <dt>${escape(t.merchant)}</dt><dd>sakhe</dd>
      ${payment.orderNumber ? `<dt>${escape(t.order)}</dt><dd>#${escape(payment.orderNumber)}</dd>` : ''}
      <dt>${escape(t.amount)}</dt><dd class="amount">${escape(formatLari(payment.amount, locale))}</dd>
    </dl>
    ${
      payment.formToken
        ? decision(payment.formToken)
        : `<p>${escape(t.done)}</p><p><a href="${escape(payment.returnUrl)}">${escape(t.back)}</a></p>`
    }`;
  return `<!doctype html>
<html lang="${lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escape(t.title)} · ${escape(t.bank)}</title>
  <link rel="preload" href="${sandboxAssetPath(lang === 'ka' ? 'georgian.woff2' : 'latin.woff2')}" as="font" type="font/woff2" crossorigin>
  <style nonce="${escape(nonce)}">${STYLE}</style>
</head>
<body>
  <header><div class="bar">
    <span class="bank">${LOCK_ICON}${escape(t.bank)}</span>
    <a href="${escape(path)}?lang=${other}" lang="${other}">${escape(t.otherLanguage)}</a>
  </div></header>
  <main>
    <h1>${escape(t.title)}</h1>
    <p class="notice">${escape(t.notice)}</p>
    ${refused ? `<p class="refused" role="alert">${escape(t.refused)}</p>` : ''}
    <div class="card">
    ${body}
    </div>
  </main>
</body>
</html>`;
}
