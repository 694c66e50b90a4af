import type { CatalogPromotionLabel, ProductVariant } from '@sakhe/contract';

/**
 * A product as a card shows it (listing grids, home carousels, search results, recommendations).
 * Loader data is serialized into the page and decoded before hydration, so a card carries only what
 * it, its add-to-cart control and its wishlist heart read: texts in the page's locale, the default
 * variant, the main image and the labels worth a pill. `toCardProduct` (server) makes one.
 */
export interface CardProduct {
  /** What the wishlist heart sends. */
  id: number;
  code: string;
  name: string;
  /** In the page's locale. */
  slug: string;
  brand: string | null;
  /** The main image's path as the API serves it; null shows the placeholder. */
  image: string | null;
  /** The default variant, the one shown and added to the cart; null when there is none to sell. */
  variant: CardVariant | null;
  /** Only the visible ones: with text, and not merely repeating the discount. */
  labels: CardLabel[];
  /** The colours of the product's shades (a few dots on the card) and how many there are; absent without shades. */
  shades?: { colours: string[]; count: number } | undefined;
}

type CardVariant = Pick<ProductVariant, 'code' | 'name' | 'price' | 'originalPrice' | 'inStock'>;

type CardLabel = Pick<CatalogPromotionLabel, 'code' | 'label'>;
