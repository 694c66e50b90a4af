import { sanitizeDescription } from '../../lib/catalog/product-html';
import { useT } from '../../lib/i18n/i18n';

/** The description from the catalog, as HTML rebuilt from an allow-list (lib/product-html). */
export function ProductDescription({ html }: { html: string | null }) {
  const t = useT();
  const safe = sanitizeDescription(html);
  if (!safe) return null;
  return (
    <section aria-labelledby="product-description" className="mt-12 border-t border-line pt-10">
      <h2 id="product-description" className="text-xl font-semibold text-ink">
        {t('product.description')}
      </h2>
      <div
        className="mt-4 max-w-3xl leading-relaxed text-ink [&_h3]:mt-6 [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-medium [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-3 [&_p:first-child]:mt-0 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5"
        dangerouslySetInnerHTML={{ __html: safe }}
      />
    </section>
  );
}
