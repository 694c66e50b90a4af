import type { Taxon } from '@sakhe/contract';
import type { Queryable } from '../../../db/client';
import type { Page } from '../../../http/hydra';
import { NotFoundError } from '../../../http/errors';
import { CATALOG_TTL_MS } from '../cache-ttl';
import { nameSearch, withSearchThreshold } from '../search/match';
import { TtlCache } from '../ttl-cache';
import { type TaxonView, presentTaxon, presentTree } from './present';
import {
  type Paged,
  enabledChildren,
  findEnabledTaxon,
  menuChildrenPage,
  menuRootCode,
  menuTree,
  searchTaxons,
} from './queries';

export interface TaxonPage {
  members: Taxon[];
  totalItems: number;
}

const window = (page: Page) => ({ limit: page.itemsPerPage, offset: (page.page - 1) * page.itemsPerPage });

const flat = ({ rows, total }: Paged<Parameters<typeof presentTaxon>[0]>, view: TaxonView): TaxonPage => ({
  members: rows.map((row) => presentTaxon(row, view)),
  totalItems: total,
});

/** `GET taxons`: the first menu level, without embedded children. */
export async function listMenuTaxons(db: Queryable, page: Page, view: TaxonView): Promise<TaxonPage> {
  return flat(await menuChildrenPage(db, window(page)), view);
}

/** `GET taxons?taxonName=`: best match first; brands come with brandTaxon true. */
export async function searchTaxonsByName(
  db: Queryable,
  query: string,
  page: Page,
  view: TaxonView,
): Promise<TaxonPage> {
  const search = nameSearch(query);
  if (!search) return { members: [], totalItems: 0 };
  return flat(await withSearchThreshold(db, search, (tx) => searchTaxons(tx, search, window(page))), view);
}

/** `GET taxons/menu`: the whole enabled menu tree, top level by position, descendants embedded. */
export async function menu(db: Queryable, view: TaxonView): Promise<Taxon[]> {
  const [rootCode, rows] = await Promise.all([menuRootCode(db), menuTree(db)]);
  return presentTree(rows, rootCode, view);
}

/** `GET taxons/{code}`: an enabled taxon with its enabled children embedded one level deep. */
export async function getTaxon(db: Queryable, code: string, view: TaxonView): Promise<Taxon> {
  const [taxon, children] = await Promise.all([findEnabledTaxon(db, code), enabledChildren(db, code)]);
  if (!taxon) throw new NotFoundError();
  return presentTaxon(
    taxon,
    view,
    children.map((child) => presentTaxon(child, view)),
  );
}

/**
 * The taxon reads above, each result kept for CATALOG_TTL_MS: the tree changes only when the
 * catalog is edited, and the menu and the brands page are read on nearly every page view.
 */
export class TaxonCatalog {
  private readonly cache = new TtlCache<unknown>(CATALOG_TTL_MS, 2_000);

  constructor(private readonly db: Queryable) {}

  private cached<T>(key: unknown[], load: () => Promise<T>): Promise<T> {
    return this.cache.get(JSON.stringify(key), load) as Promise<T>;
  }

  menu(view: TaxonView): Promise<Taxon[]> {
    return this.cached(['menu', view], () => menu(this.db, view));
  }

  taxon(code: string, view: TaxonView): Promise<Taxon> {
    return this.cached(['taxon', code, view], () => getTaxon(this.db, code, view));
  }

  menuTaxons(page: Page, view: TaxonView): Promise<TaxonPage> {
    return this.cached(['menuTaxons', page, view], () => listMenuTaxons(this.db, page, view));
  }

  search(query: string, page: Page, view: TaxonView): Promise<TaxonPage> {
    return this.cached(['search', query, page, view], () => searchTaxonsByName(this.db, query, page, view));
  }
}
