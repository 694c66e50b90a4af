import { ChevronRight, House } from 'lucide-react';
import { useChrome } from '../../lib/layout/layout';
import { localizedUrl, serializeJsonLd } from '../../lib/seo/seo';
import { useLocale } from '../../lib/i18n/use-locale';
import { LocalizedLink } from '../LocalizedLink';
import { useT } from '../../lib/i18n/i18n';

export interface BreadcrumbItem {
  label: string;
  /** Locale-neutral path (`/shop/face`); the last item may leave it out (the current page). */
  to?: string;
}

/**
 * The trail to the current page, starting at the homepage (added here), with its BreadcrumbList JSON-LD.
 * Pass the items after the homepage; the last one is the current page.
 */
export function Breadcrumb({ items, className = '' }: { items: BreadcrumbItem[]; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const { origin } = useChrome().settings;
  const trail: BreadcrumbItem[] = [{ label: t('breadcrumb.home'), to: '/' }, ...items];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.to && origin ? { item: localizedUrl(origin, item.to, locale) } : {}),
    })),
  };
  return (
    <nav aria-label={t('breadcrumb.label')} className={`text-sm ${className}`}>
      {/* One line on every screen (issue 26, item 8): the categories between home and the current page
          give way first, cut short with an ellipsis (their full name in the title). */}
      <ol className="flex min-w-0 flex-nowrap items-center gap-1 overflow-hidden text-ink-muted">
        {trail.map((item, index) => {
          const last = index === trail.length - 1;
          // The middle ones shrink down to their chevron; the current page's name keeps its width up to 70%
          // of the line (cut short past that), so it stays whole when it can and a deep trail never makes a
          // 320 px page scroll sideways. Each is one line high, so all sit on one line.
          const width =
            index === 0 ? 'shrink-0' : last ? 'max-w-[70%] shrink-0' : 'min-w-5 shrink overflow-hidden';
          return (
            <li key={`${index}-${item.label}`} className={`flex h-5 items-center gap-1 ${width}`}>
              {index > 0 && <ChevronRight aria-hidden="true" className="size-3.5 shrink-0" />}
              {last || !item.to ? (
                <span
                  aria-current={last ? 'page' : undefined}
                  title={item.label}
                  className={`truncate ${last ? 'font-medium text-ink' : ''}`}
                >
                  {item.label}
                </span>
              ) : (
                <LocalizedLink
                  to={item.to}
                  title={item.label}
                  className="truncate rounded-sm hover:text-accent hover:underline"
                >
                  {/* On a phone home is a house, which leaves the current page's name room to be whole. */}
                  {index === 0 && <House aria-hidden="true" className="size-4 sm:hidden" />}
                  <span className={index === 0 ? 'max-sm:sr-only' : undefined}>{item.label}</span>
                </LocalizedLink>
              )}
            </li>
          );
        })}
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
    </nav>
  );
}
