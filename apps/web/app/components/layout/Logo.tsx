import { LocalizedLink } from '../LocalizedLink';
import { useT } from '../../lib/i18n/i18n';

/** The wordmark: the Latin name and the Georgian სახე ("face") side by side. */
export function Logo() {
  const t = useT();
  return (
    <LocalizedLink
      to="/"
      className="inline-flex items-baseline gap-2 rounded-sm text-2xl leading-none tracking-tight"
    >
      <span className="font-semibold text-ink">{t('site.name')}</span>
      <span aria-hidden="true" className="text-line">
        /
      </span>
      <span lang="ka" className="font-medium text-accent">
        {t('site.nameGeorgian')}
      </span>
      {/* The name starts with what is written (WCAG 2.5.3, label in name), then says where it goes. */}
      <span className="sr-only">, {t('site.homePage')}</span>
    </LocalizedLink>
  );
}
