/** JSON-LD / Hydra envelopes shared by every resource (api-contract §1.2). */

export const SHOP = '/api/v2/shop';

export const iri = (collection: string, id: string | number) =>
  `${SHOP}/${collection}/${encodeURIComponent(String(id))}`;

export const context = (shortName: string) => `/api/v2/contexts/${shortName}`;

export interface Page {
  page: number;
  itemsPerPage: number;
}

export interface CollectionOptions {
  shortName: string;
  /** The collection path, e.g. /api/v2/shop/products */
  path: string;
  /** The request's query string without the leading "?" (empty when none). */
  query: string;
  totalItems: number;
  /** Absent for unpaginated collections. */
  page?: Page;
}

export function collection<T>(members: T[], options: CollectionOptions) {
  const view = collectionView(options);
  return {
    '@context': context(options.shortName),
    '@id': options.path,
    '@type': 'hydra:Collection' as const,
    'hydra:member': members,
    'hydra:totalItems': options.totalItems,
    ...(view ? { 'hydra:view': view } : {}),
  };
}

/**
 * `hydra:view` appears when the request had query parameters or the result spans several
 * pages; first/last/previous/next links only when there is more than one page.
 */
function collectionView({ path, query, totalItems, page }: CollectionOptions) {
  const lastPage = page ? Math.max(1, Math.ceil(totalItems / page.itemsPerPage)) : 1;
  if (!query && lastPage <= 1) return undefined;
  const params = new URLSearchParams(query);
  const at = (n: number) => {
    params.set('page', String(n));
    return `${path}?${decodeURIComponent(params.toString())}`;
  };
  if (!page || lastPage <= 1) {
    return { '@id': query ? `${path}?${query}` : path, '@type': 'hydra:PartialCollectionView' as const };
  }
  return {
    '@id': at(page.page),
    '@type': 'hydra:PartialCollectionView' as const,
    'hydra:first': at(1),
    'hydra:last': at(lastPage),
    ...(page.page > 1 ? { 'hydra:previous': at(Math.min(page.page - 1, lastPage)) } : {}),
    ...(page.page < lastPage ? { 'hydra:next': at(page.page + 1) } : {}),
  };
}

/**
 * A collection's `hydra:search` (api-contract §1.2), as API Platform prints it: the filters as
 * `[variable, mapped property]` pairs (the property null when a filter is not on one property),
 * in the order given.
 */
export function searchTemplate(path: string, mapping: ReadonlyArray<readonly [string, string | null]>) {
  return {
    '@type': 'hydra:IriTemplate' as const,
    'hydra:template': `${path}{?${mapping.map(([variable]) => variable).join(',')}}`,
    'hydra:variableRepresentation': 'BasicRepresentation' as const,
    'hydra:mapping': mapping.map(([variable, property]) => ({
      '@type': 'IriTemplateMapping' as const,
      variable,
      property,
      required: false,
    })),
  };
}

/** `Y-m-d H:i:s`, without a timezone, as Sylius prints dates (UTC here). */
export function formatDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * A database id in a path or a reference: anything but a positive int4 (the ids' column type)
 * names no row.
 */
export function parseId(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * The identifier a reference names: a resource's IRI (absolute path or full URL) or the bare
 * identifier itself (api-contract §1.2: Sylius converts IRIs in command bodies).
 */
export function identifierOf(reference: string, collection: string): string {
  const prefix = `${SHOP}/${collection}/`;
  const at = reference.indexOf(prefix);
  if (at === -1) return reference.trim();
  const identifier = reference.slice(at + prefix.length).split(/[?#]/)[0] ?? '';
  try {
    return decodeURIComponent(identifier);
  } catch {
    return identifier; // a stray "%" is just part of an unknown identifier
  }
}
