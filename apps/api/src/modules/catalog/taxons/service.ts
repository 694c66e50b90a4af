import type { Taxon } from '@sakhe/contract';
import type { Queryable } from '../../../db/client';
import type { Page } from '../../../http/hydra';
import { NotFoundError } from '../../../http/errors';
import { nameSearch, withSearchThreshold } from '../search/match';
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
