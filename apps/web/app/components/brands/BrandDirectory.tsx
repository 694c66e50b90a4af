import type { BrandGroup } from '../../lib/catalog/brands';
import { taxonPath } from '../../lib/catalog/taxons';
import { LocalizedLink } from '../LocalizedLink';
import { useT } from '../../lib/i18n/i18n';

/** Letter links on top, then each letter's brands, every brand linking to its listing. */
export function BrandDirectory({ groups }: { groups: BrandGroup[] }) {
  const t = useT();
  if (groups.length === 0) return <p className="mt-8 text-ink-muted">{t('brands.empty')}</p>;
  return (
    <>
      <nav
        aria-label={t('brands.jumpTo')}
        className="sticky top-0 z-10 -mx-4 mt-6 bg-surface/95 px-4 py-3 sm:mx-0 sm:px-0"
      >
        <ul className="flex flex-wrap gap-1.5">
          {groups.map((group) => (
            <li key={group.anchor}>
              <a
                href={`#${group.anchor}`}
                className="inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface-raised text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent motion-reduce:transition-none"
              >
                {group.character}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-10 gap-x-10 sm:columns-2 lg:columns-4">
        {groups.map((group) => (
          <section
            key={group.anchor}
            id={group.anchor}
            aria-labelledby={`${group.anchor}-heading`}
            className="mb-8 break-inside-avoid scroll-mt-48 border-t border-line pt-4"
          >
            <h2 id={`${group.anchor}-heading`} className="text-2xl font-semibold text-accent">
              {group.character}
            </h2>
            <ul className="mt-3 space-y-2">
              {group.brands.map((brand) => (
                <li key={brand.code}>
                  <LocalizedLink
                    to={taxonPath(brand.code)}
                    className="rounded-sm text-ink hover:text-accent hover:underline"
                  >
                    {brand.name}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
