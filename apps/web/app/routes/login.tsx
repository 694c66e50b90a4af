import { useTranslation } from 'react-i18next';
import { redirect, useNavigate, useSearchParams } from 'react-router';
import { AccountCard } from '../components/account/AccountCard';
import { LoginForm, type LoginResult } from '../components/account/LoginForm';
import { checkLogin } from '../lib/account';
import { accountHeaders, logIn, requireGuest } from '../lib/account.server';
import { BACK_PARAM, backPath } from '../lib/back-path';
import { PRIVATE_NO_STORE } from '../lib/cart.server';
import { requireLocale } from '../lib/route-params';
import { currentCustomerId } from '../lib/session.server';
import { useLocalizePath } from '../lib/use-locale';
import type { Route } from './+types/login';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const input = { context, request, locale: requireLocale(params.lang) };
  // `?back=` (the product being reviewed): where a customer already logged in goes, like one logging in now.
  const back = backPath(new URL(request.url).searchParams.get(BACK_PARAM));
  if (back && (await currentCustomerId(context, request)) !== null) {
    throw redirect(back, { headers: await accountHeaders(input) });
  }
  await requireGuest(input);
  return Response.json(null, { headers: await accountHeaders(input) });
}

/** Used by this page and by the header's login popup (a fetcher): answers JSON, sets the cookies. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const input = { context, request, locale: requireLocale(params.lang) };
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const headers = await accountHeaders(input);
  if (Object.keys(checkLogin(email, password)).length > 0) {
    return Response.json({ ok: false, error: 'invalid' } satisfies LoginResult, { status: 422, headers });
  }
  const outcome = await logIn(input, email, password);
  const result: LoginResult =
    outcome === 'ok' ? { ok: true } : { ok: false, error: outcome === 'invalid' ? 'invalid' : 'failed' };
  return Response.json(result, {
    status: outcome === 'ok' ? 200 : 401,
    headers: await accountHeaders(input, headers),
  });
}

export function headers() {
  return { 'Cache-Control': PRIVATE_NO_STORE };
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

export default function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const [searchParams] = useSearchParams();
  const back = backPath(searchParams.get(BACK_PARAM));
  return (
    <AccountCard title={t('account.title.login')}>
      <title>{t('account.title.login')}</title>
      <LoginForm onLoggedIn={() => navigate(back ?? localize('/'))} />
    </AccountCard>
  );
}
