import { isLatinText } from '../../lib/catalog/product';

/** A brand above a product's name: Latin names in small caps, Georgian (no case) a size smaller. */
export function BrandName({ name }: { name: string }) {
  return (
    <p
      className={`text-ink-muted ${isLatinText(name) ? 'text-sm tracking-wide [font-variant-caps:all-small-caps]' : 'text-xs'}`}
    >
      {name}
    </p>
  );
}
