import { SHOP, searchTemplate } from '../../../http/hydra';

/** `variable` → mapped `property` (null when the filter is not on a single property). */
const MAPPING: Array<[string, string | null]> = [
  ['translations.name', 'translations.name'],
  ['order[code]', 'code'],
  ['order[createdAt]', 'createdAt'],
  ['productTaxons.taxon.code', 'productTaxons.taxon.code'],
  ['productTaxons.taxon.code[]', 'productTaxons.taxon.code'],
  ['order[price]', 'price'],
  ['order[translation.name]', 'translation'],
  ['localeCode for order[translation.name]', 'localeCode'],
  ['taxon', null],
  ['minimumPrice', 'price'],
  ['maximumPrice', 'price'],
  ['code', 'code'],
  ['code[]', 'code'],
  ['brand', 'productTaxons.taxon.code'],
  ['brand[]', 'productTaxons.taxon.code'],
  ['category', null],
  ['category[]', null],
  ['order[averageRating]', 'averageRating'],
  ['order[discount]', null],
  ['order[bestselling]', null],
];

/** The products collection's `hydra:search`: Sylius 1.12's variables first, then sakhe's additions. */
export const productSearchTemplate = searchTemplate(`${SHOP}/products`, MAPPING);
