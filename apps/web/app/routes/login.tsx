import { data, redirect, useNavigate } from 'react-router';
import { AccountCard } from '../components/account/AccountCard';
import { LoginForm, type LoginResult } from '../components/account/LoginForm';
import { FormAlert } from '../components/checkout/FormAlert';
import { checkLogin, oauthError } from '../lib/account/account';
import { accountHeaders, logIn, requireGuest } from '../lib/account/account.server';
import { PRIVATE_NO_STORE } from '../lib/cart/cart.server';
import { isDocumentSubmission, safeRedirectPath } from '../lib/http/redirects';
import { localizePath } from '../lib/i18n/locale';
import { requireLocale } from '../lib/http/route-params';
import { currentCustomerId } from '../lib/http/session.server';
import { useLocalizePath } from '../lib/i18n/use-locale';
import { changeWish } from '../lib/wishlist/wishlist.server';
import type { Route } from './+types/login';
import { useT } from '../lib/i18n/i18n';
import { readForm } from '../lib/http/form.server';

/** A positive integer id from the query or a form, else null. */
function idParam(value: FormDataEntryValue | null): number | null {
  const id = Number(value);
  return typeof value === 'string' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * `?returnTo=` (a path on this site) is where a successful login goes, instead of home; `?wish=` is
 * the product whose heart a guest pressed there.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const input = { context, request, locale: requireLocale(params.lang) };
  const query = new URL(request.url).searchParams;
  const returnTo = safeRedirectPath(query.get('returnTo'), '') || null;
  // Logged in (also right after this page's own login, when its data is reloaded): back to the page.
  if (returnTo && (await currentCustomerId(context, request)) !== null) {
    throw redirect(returnTo, { headers: await accountHeaders(input) });
  }
  await requireGuest(input);
  const oauth = oauthError(query.get('oauth'));
  return data(
    { returnTo, wish: idParam(query.get('wish')), oauth },
    { headers: await accountHeaders(input) },
  );
}

/**
 * Used by this page and by the header's login popup (a fetcher): answers JSON, sets the cookies. A form
 * sent without JavaScript is a document navigation: logged in, it is redirected to its `returnTo` with
 * the cookies on that redirect (the page's loader would otherwise redirect a customer without them).
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const input = { context, request, locale: requireLocale(params.lang) };
  const form = await readForm(request);
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const headers = await accountHeaders(input);
  if (Object.keys(checkLogin(email, password)).length > 0) {
    return Response.json({ ok: false, error: 'invalid', email } satisfies LoginResult, {
      status: 422,
      headers,
    });
  }
  const { outcome, message } = await logIn(input, email, password);
  const wish = idParam(form.get('wish'));
  // A product no longer sold is simply not wished (nor one the API failed to wish: it logs that);
  // the login itself succeeded.
  if (outcome === 'ok' && wish !== null) await changeWish(input, { intent: 'add', productId: wish });
  if (outcome === 'ok' && isDocumentSubmission(request)) {
    const back = safeRedirectPath(form.get('returnTo'), localizePath('/', input.locale));
    return redirect(back, { status: 303, headers: await accountHeaders(input, headers) });
  }
  // The e-mail comes back, so a form sent without JavaScript keeps it (the password is typed again).
  const result: LoginResult =
    outcome === 'ok'
      ? { ok: true }
      : outcome === 'limited'
        ? { ok: false, error: 'limited', message, email }
        : { ok: false, error: outcome === 'invalid' ? 'invalid' : 'failed', email };
  const status = { ok: 200, invalid: 401, limited: 429, error: 502 }[outcome];
  return Response.json(result, { status, headers: await accountHeaders(input, headers) });
}

export function headers() {
  return { 'Cache-Control': PRIVATE_NO_STORE };
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { returnTo, wish, oauth } = loaderData;
  return (
    <AccountCard title={t('account.title.login')}>
      <title>{t('account.title.login')}</title>
      <FormAlert messages={oauth ? [t(`account.login.oauth.${oauth}`)] : []} />
      {wish && <p className="text-sm text-ink-muted">{t('wishlist.loginToWish')}</p>}
      <LoginForm
        pageResult={actionData as LoginResult | undefined}
        wish={wish}
        back={returnTo ?? localize('/')}
        onLoggedIn={() => navigate(returnTo ?? localize('/'))}
      />
    </AccountCard>
  );
}
