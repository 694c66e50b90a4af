import type { Product, Wishlist, WishlistEntry } from '@sakhe/contract';
import { context, iri } from '../../http/hydra';
import type { EntryRow, WishlistRow } from './queries';

const wishlistIri = (token: string) => iri('wishlists', token);

/**
 * One wished variant, from the product as the catalog presents it: BitBag's keys, then the
 * storefront's (api-contract §12). Undefined when the product or the variant is no longer sold.
 */
function presentEntry(entry: EntryRow, product: Product | undefined): WishlistEntry | undefined {
  const variant = product?.productVariants.find((candidate) => candidate.id === entry.variantId);
  if (!product || !variant) return undefined;
  return {
    '@type': 'WishlistProduct',
    product: {
      '@id': product['@id'],
      '@type': 'Product',
      id: product.id,
      variants: product.variants,
      defaultVariant: product.defaultVariant,
      code: product.code,
      name: product.name,
      slug: product.slug,
      translations: Object.fromEntries(
        Object.entries(product.translations).map(([locale, { name, slug }]) => [locale, { name, slug }]),
      ),
      images: product.images,
      productTaxons: product.productTaxons,
    },
    variant: {
      '@id': variant['@id'],
      '@type': 'ProductVariant',
      id: variant.id,
      inStock: variant.inStock,
      code: variant.code,
      name: variant.name,
      price: variant.price,
      originalPrice: variant.originalPrice,
      translations: variant.translations,
    },
    quantity: entry.quantity,
  };
}

export function presentWishlist(
  wishlist: WishlistRow,
  entries: readonly EntryRow[],
  products: ReadonlyMap<number, Product>,
  shopUser: { id: number; email: string } | undefined,
): Wishlist {
  return {
    '@context': context('Wishlist'),
    '@id': wishlistIri(wishlist.token),
    '@type': 'Wishlist',
    id: wishlist.id,
    wishlistProducts: entries.flatMap((entry) => presentEntry(entry, products.get(entry.productId)) ?? []),
    shopUser: shopUser
      ? { '@id': iri('shop-users', shopUser.id), '@type': 'ShopUser', id: shopUser.id, email: shopUser.email }
      : null,
    token: wishlist.token,
  };
}
