/**
 * The catalog: taxons, products, variants, images, search and catalog-promotion labels of the Shop
 * API; its per-app state (product caches, variant cards); and what carts, checkout, wishlists and
 * the seed use of it (default variants, listing prices, image URLs, search keys).
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { catalogModule } from './routes';
export { defaultVariantOf, refreshListingPrices } from './default-variant';
export { imageUrl } from './images';
export { catalogState } from './plugin';
export type { ProductView } from './products/present';
export { enabledByIds as enabledProductsByIds } from './products/service';
export type { ProductCatalog } from './products/service';
export { searchKey } from './search/fold';
export type { VariantCards, VariantNames } from './variant-cards';
