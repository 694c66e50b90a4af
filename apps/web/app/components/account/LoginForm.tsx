import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { checkLogin, issueMessage } from '../../lib/account/account';
import { cartSummaryStore } from '../../lib/cart/cart';
import { useChrome } from '../../lib/layout/layout';
import { userSummaryStore } from '../../lib/account/user-summary';
import { useLocalizePath } from '../../lib/i18n/use-locale';
import { wishlistStore } from '../../lib/wishlist/wishlist';
import { FormAlert } from '../checkout/FormAlert';
import { TextField } from '../checkout/TextField';
import { LocalizedLink } from '../LocalizedLink';
import { primaryButton } from './AccountCard';
import { useT } from '../../lib/i18n/i18n';
import { useTypedBeforeHydration } from '../../lib/browser/use-typed-before-hydration';

export interface LoginResult {
  ok: boolean;
  error?: 'invalid' | 'failed' | 'limited';
  /** The API's words when too many attempts were made ("try again in 15 minutes"). */
  message?: string;
  /** The e-mail that was sent, which the form keeps after a refusal. */
  email?: string;
}

interface LoginFormProps {
  onLoggedIn?: () => void;
  /** The login page's own answer to a form sent without JavaScript (a document POST). */
  pageResult?: LoginResult | undefined;
  /** An e-mail the shopper already typed elsewhere on the page (the checkout's). */
  defaultEmail?: string;
  /** Where a Facebook login comes back to (a path with its locale); the current page by default. */
  back?: string;
  /** The product whose heart a guest pressed: wished once they are logged in. */
  wish?: number | null;
}

/**
 * E-mail and password login (SPEC §5): the form is checked when submitted, and neither sends while
 * invalid nor while a login is running. Posts to /login, which keeps the tokens in cookies (and
 * wishes `wish`, the product whose heart a guest pressed). Facebook leaves the page for the
 * provider and comes back logged in (/auth/facebook).
 */
export function LoginForm({ onLoggedIn, pageResult, defaultEmail, back, wish }: LoginFormProps) {
  const t = useT();
  const localize = useLocalizePath();
  const location = useLocation();
  const { facebookLogin } = useChrome();
  const returnTo = back ?? `${location.pathname}${location.search}`;
  const fetcher = useFetcher<LoginResult>();
  const [touched, setTouched] = useState(false);
  const [email, setEmail] = useState(pageResult?.email ?? defaultEmail ?? '');
  const [password, setPassword] = useState('');
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (fields) => {
    setEmail(String(fields.get('email') ?? ''));
    setPassword(String(fields.get('password') ?? ''));
  });
  const issues = checkLogin(email, password);
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data ?? pageResult;
  const reported = useRef<LoginResult | undefined>(undefined);
  useEffect(() => {
    if (!result?.ok || reported.current === result) return;
    reported.current = result;
    // The header and hearts asked as a guest; after login they show the customer's own.
    userSummaryStore.invalidate();
    cartSummaryStore.invalidate();
    wishlistStore.invalidate();
    onLoggedIn?.();
  });

  return (
    <div className="grid gap-4">
      <fetcher.Form
        ref={form}
        method="post"
        action={localize('/login')}
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          setTouched(true);
          if (busy || Object.keys(issues).length > 0) event.preventDefault();
        }}
      >
        {/* A guest's heart sent them here: the product is wished once they are in. */}
        {wish && <input type="hidden" name="wish" value={wish} />}
        {/* Where a login sent without JavaScript goes (a script's login stays on the page). */}
        <input type="hidden" name="returnTo" value={returnTo} />
        <FormAlert messages={result?.error ? [loginError(t, result)] : []} />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('account.fields.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={touched && issues.email ? issueMessage(t, issues.email) : undefined}
        />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('account.fields.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={touched && issues.password ? issueMessage(t, issues.password) : undefined}
        />
        <button type="submit" disabled={busy} aria-busy={busy} className={primaryButton}>
          {t('account.login.submit')}
        </button>
      </fetcher.Form>
      <LocalizedLink to="/password-recovery" className="text-sm text-accent hover:underline">
        {t('account.login.forgot')}
      </LocalizedLink>
      <div className="grid gap-2">
        {facebookLogin && (
          <a
            href={`/auth/facebook?back=${encodeURIComponent(returnTo)}`}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-[#1877f2] px-6 font-medium text-white hover:bg-[#166fe5]"
          >
            {t('account.login.facebook')}
          </a>
        )}
        {/* SPEC §6: the Google button is shown dimmed and does nothing. */}
        <button
          type="button"
          aria-disabled="true"
          className="inline-flex min-h-11 cursor-not-allowed items-center justify-center rounded-full border border-line px-6 font-medium text-ink opacity-50"
        >
          {t('account.login.google')}
        </button>
      </div>
      <p className="text-sm text-ink-muted">
        {t('account.login.noAccount')}{' '}
        <LocalizedLink to="/register" className="font-medium text-accent hover:underline">
          {t('account.login.register')}
        </LocalizedLink>
      </p>
    </div>
  );
}

/** What a refused login says: the API's wait when limited, else wrong details or a failure. */
function loginError(t: ReturnType<typeof useT>, result: LoginResult): string {
  if (result.error === 'limited' && result.message) return result.message;
  return t(result.error === 'invalid' ? 'account.login.invalid' : 'account.login.failed');
}
