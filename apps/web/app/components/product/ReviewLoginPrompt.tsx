import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { loginReturningTo } from '../../lib/account/login-return';
import { useLocalizePath } from '../../lib/i18n/use-locale';
import { primaryButton } from '../account/AccountCard';
import { useT } from '../../lib/i18n/i18n';

/** For guests (SPEC §5, §6): reviews need a login, and the login page brings them back to this product. */
export function ReviewLoginPrompt() {
  const t = useT();
  const localize = useLocalizePath();
  const location = useLocation();
  // Back to the product as it was shown (its variant), without the inline form's `?review`.
  const search = new URLSearchParams(location.search);
  search.delete('review');
  const here = `${location.pathname}${search.size > 0 ? `?${search}` : ''}`;
  return (
    <div className="grid justify-items-start gap-4">
      <p role="status" className="text-ink">
        {t('reviews.loginRequired')}
      </p>
      <p className="text-sm text-ink-muted">{t('reviews.who')}</p>
      <Link to={localize(loginReturningTo(here))} className={`${primaryButton} gap-2`}>
        <LogIn aria-hidden="true" className="size-4" />
        {t('reviews.login')}
      </Link>
    </div>
  );
}
