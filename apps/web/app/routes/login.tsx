import { useTranslation } from 'react-i18next';
import { data, useNavigate } from 'react-router';
import { AccountCard } from '../components/account/AccountCard';
import { LoginForm, type LoginResult } from '../components/account/LoginForm';
import { FormAlert } from '../components/checkout/FormAlert';
import { checkLogin, oauthError } from '../lib/account';
import { accountHeaders, logIn, requireGuest } from '../lib/account.server';
import { PRIVATE_NO_STORE } from '../lib/cart.server';
import { requireLocale } from '../lib/route-params';
import { useLocalizePath } from '../lib/use-locale';
import type { Route } from './+types/login';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const input = { context, request, locale: requireLocale(params.lang) };
  await requireGuest(input);
  const oauth = oauthError(new URL(request.url).searchParams.get('oauth'));
  return data({ oauth }, { headers: await accountHeaders(input) });
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

export default function Login({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { oauth } = loaderData;
  return (
    <AccountCard title={t('account.title.login')}>
      <title>{t('account.title.login')}</title>
      <FormAlert messages={oauth ? [t(`account.login.oauth.${oauth}`)] : []} />
      <LoginForm onLoggedIn={() => navigate(localize('/'))} back={localize('/')} />
    </AccountCard>
  );
}
