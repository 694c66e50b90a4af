import { PackageSearch } from 'lucide-react';
import { LocalizedLink } from '../LocalizedLink';
import { useT } from '../../lib/i18n/i18n';

/** The product page's 404: the spec's words and a way back into the shop. */
export function ProductNotFound() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <title>{t('product.notFoundTitle')}</title>
      <PackageSearch aria-hidden="true" className="size-12 text-ink-muted" strokeWidth={1.5} />
      <h1 className="mt-4 text-3xl font-semibold text-ink">{t('product.notFound')}</h1>
      <p className="mt-3 text-ink-muted">{t('product.notFoundMessage')}</p>
      <LocalizedLink
        to="/shop"
        className="mt-10 inline-flex items-center rounded-full bg-accent px-6 py-3 font-medium text-white transition-colors hover:bg-accent-strong motion-reduce:transition-none"
      >
        {t('product.browse')}
      </LocalizedLink>
    </section>
  );
}
