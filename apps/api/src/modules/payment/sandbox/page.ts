import type { CatalogLocale } from '@sakhe/contract';
import { sandboxMessages } from './messages';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const lari = (tetri: number) => `${(tetri / 100).toFixed(2)} ₾`;

export interface SandboxPageView {
  locale: CatalogLocale;
  /** The page's own path, for the form and the language switch. */
  path: string;
  payment?: { amount: number; orderNumber: string | null; open: boolean; returnUrl: string };
}

/** The sandbox "bank" page: what the shopper sees between the checkout and the thank-you page. */
export function renderSandboxPage({ locale, path, payment }: SandboxPageView): string {
  const t = sandboxMessages[locale];
  const other = locale === 'ka_GE' ? 'en' : 'ka';
  const lang = locale === 'ka_GE' ? 'ka' : 'en';
  const body = !payment
    ? `<p>${escape(t.notFound)}</p>`
    : `<dl>
      <dt>${escape(t.merchant)}</dt><dd>sakhe</dd>
      ${payment.orderNumber ? `<dt>${escape(t.order)}</dt><dd>#${escape(payment.orderNumber)}</dd>` : ''}
      <dt>${escape(t.amount)}</dt><dd class="amount">${escape(lari(payment.amount))}</dd>
    </dl>
    ${
      payment.open
        ? `<form method="post" action="${escape(path)}">
      <input type="hidden" name="lang" value="${lang}">
      <button name="outcome" value="approved" class="approve">${escape(t.approve)}</button>
      <button name="outcome" value="declined">${escape(t.decline)}</button>
      <button name="outcome" value="processing">${escape(t.processing)}</button>
    </form>`
        : `<p>${escape(t.done)}</p><p><a href="${escape(payment.returnUrl)}">${escape(t.back)}</a></p>`
    }`;
  return `<!doctype html>
<html lang="${lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escape(t.title)} · sakhe sandbox</title>
  <style>
    body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #222; }
    .notice { background: #fff6d6; border: 1px solid #e8d48a; padding: .75rem; border-radius: .5rem; font-size: .9rem; }
    dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; }
    dt { color: #666; } dd { margin: 0; } .amount { font-size: 1.4rem; font-weight: 600; }
    form { display: grid; gap: .75rem; margin-top: 1.5rem; }
    button { font: inherit; padding: .8rem; border-radius: .5rem; border: 1px solid #bbb; background: #fff; cursor: pointer; }
    button.approve { background: #1b7f4b; color: #fff; border-color: #1b7f4b; }
    button:focus-visible, a:focus-visible { outline: 3px solid #2e62d9; outline-offset: 2px; }
  </style>
</head>
<body>
  <p><a href="${escape(path)}?lang=${other}">${escape(t.otherLanguage)}</a></p>
  <h1>${escape(t.title)}</h1>
  <p class="notice">${escape(t.notice)}</p>
  ${body}
</body>
</html>`;
}
