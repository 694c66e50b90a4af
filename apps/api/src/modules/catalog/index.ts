/**
 * The catalog: taxons, products, variants, images, search and catalog-promotion labels of the Shop
 * API; its per-app state (product caches, variant cards); and what carts, checkout, wishlists and
 * the seed use of it (default variants, listing prices, image URLs, search keys).
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { catalogModule } from './routes';
export { productBulkAdminModule } from './admin/bulk/routes';
export { productImagesAdminModule } from './admin/images/routes';
export { productTransferAdminModule } from './admin/transfer/routes';
export { taxonsAdminModule } from './admin/taxons/routes';
export { productsAdminModule } from './admin/products/routes';
export { defaultVariantOf, listingPricesOfVariants, refreshListingPrices } from './default-variant';
export { imageUrl } from './images';
export { catalogState } from './plugin';
export type { ProductView } from './products/present';
export { enabledByIds as enabledProductsByIds } from './products/service';
export type { ProductCatalog } from './products/service';
export { searchKey } from './search/fold';
export { latinSlug, localSlug, slugFor } from './slug';
export type { VariantCards, VariantNames } from './variant-cards';
