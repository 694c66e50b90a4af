/** Wire shapes of the Shop API (Sylius 1.12 JSON-LD/Hydra, plus sakhe's additions). */

export interface HydraCollection<T> {
  '@id'?: string;
  'hydra:member': T[];
  'hydra:totalItems': number;
}

export interface Taxon {
  '@id'?: string;
  code: string;
  name: string | null;
  slug: string | null;
  description?: string | null;
  /** Embedded child taxons on `taxons/menu`; Sylius itself sends IRIs here. */
  children?: Array<Taxon | string>;
}
