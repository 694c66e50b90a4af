import { Globe } from 'lucide-react';
import { Link, useLocation, useMatches } from 'react-router';
import { pageAlternates } from '../../lib/seo/alternates';
import { LOCALES, switchLocalePath } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import { useT } from '../../lib/i18n/i18n';

/**
 * Links to the page being shown in each locale; the current one is marked, not linked away from. A page
 * whose address differs by more than the prefix (a product's slug) names its alternates in its loader
 * data, and those win; the query (a chosen shade, filters) comes along either way.
 */
export function LocaleSwitcher() {
  const t = useT();
  const current = useLocale();
  const { pathname, search } = useLocation();
  const alternates = pageAlternates(useMatches());
  return (
    <nav aria-label={t('locale.label')} className="flex items-center gap-1 text-sm">
      <Globe aria-hidden="true" className="hidden size-4 text-ink-muted sm:block" />
      <ul className="flex items-center">
        {LOCALES.map((locale) => (
          // The smallest phones (320 px) have no room for both names: the current one is then only read out.
          <li key={locale} className={locale === current ? 'max-[359px]:sr-only' : undefined}>
            <Link
              to={
                alternates?.[locale]
                  ? `${alternates[locale]}${search}`
                  : switchLocalePath(pathname, locale, search)
              }
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className="rounded-sm px-1.5 py-1 text-ink-muted sm:px-2 hover:text-ink aria-[current]:font-medium aria-[current]:text-accent"
            >
              {t(`locale.${locale}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
