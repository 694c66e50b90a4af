import type { CatalogLocale } from '@sakhe/contract';
import {
  type AdminTaxon,
  type CreateTaxonBody,
  type MoveTaxonBody,
  TAXON_LOCALES,
  type UpdateTaxonBody,
} from '@sakhe/contract/admin';
import type { ChangeFeed } from '../../../../db/change-feed';
import type { Database, Queryable } from '../../../../db/client';
import { NotFoundError, ValidationError, type Violation } from '../../../../http/errors';
import { cleanRichText } from '../../../../http/rich-text';
import { violation } from '../../../../i18n/violations';
import { recordAudit } from '../../../staff';
import { imageUrl } from '../../images';
import { searchKey } from '../../search/fold';
import { slugFor } from '../../slug';
import {
  type AdminTaxonRow,
  type TaxonNode,
  childIds,
  deleteTaxon,
  findAdminTaxon,
  findNode,
  insertTaxon,
  lockTree,
  menuRootCode,
  pageAdminTaxons,
  renumber,
  reparent,
  replaceImages,
  rewriteSubtreeSlugs,
  setEnabled,
  subtreeProductCount,
  subtreeSlugs,
  takenSlugs,
  upsertTranslation,
} from './queries';

const ADMIN_TAXONS = '/api/v2/admin/taxons';
const taxonIri = (code: string) => `${ADMIN_TAXONS}/${encodeURIComponent(code)}`;

export interface TaxonActor {
  staffId: number;
  locale: CatalogLocale;
}

export interface TaxonDeps {
  db: Database;
  changes: ChangeFeed;
}

function presentAdminTaxon(row: AdminTaxonRow): AdminTaxon {
  return {
    '@id': taxonIri(row.code),
    '@type': 'Taxon',
    id: row.id,
    code: row.code,
    parent: row.parentCode === null ? null : taxonIri(row.parentCode),
    parentCode: row.parentCode,
    position: row.position,
    level: row.level,
    enabled: row.enabled,
    brandTaxon: row.brandTaxon,
    children: row.childCodes.map(taxonIri),
    translations: Object.fromEntries(
      row.translations.map((t) => [
        t.locale,
        {
          '@type': 'TaxonTranslation' as const,
          locale: t.locale,
          name: t.name,
          slug: t.slug,
          description: t.description,
        },
      ]),
    ),
    images: row.images.map((image) => ({
      '@id': `/api/v2/admin/taxon-images/${image.id}`,
      '@type': 'TaxonImage' as const,
      id: image.id,
      type: image.type,
      path: image.path,
      url: imageUrl(image.path),
      locale: image.locale,
    })),
    productCount: row.productCount,
  };
}

export async function listAdminTaxons(
  db: Queryable,
  query: { page: number; itemsPerPage: number; root?: string | undefined },
) {
  const { rows, total } = await pageAdminTaxons(db, query.root, {
    limit: query.itemsPerPage,
    offset: (query.page - 1) * query.itemsPerPage,
  });
  return { members: rows.map(presentAdminTaxon), totalItems: total };
}

export async function adminTaxon(db: Queryable, code: string): Promise<AdminTaxon> {
  const row = await findAdminTaxon(db, code);
  if (!row) throw new NotFoundError();
  return presentAdminTaxon(row);
}

/** A parent named by code or by IRI (admin or shop). */
function codeOf(reference: string): string {
  const match = /\/taxons\/([^/?#]+)/.exec(reference);
  if (!match) return reference.trim();
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return match[1]!;
  }
}

/** The part of a child's slug its parent gives: `parent/`, or nothing under the menu root. */
async function slugPrefix(db: Queryable, parent: TaxonNode, locale: string): Promise<string> {
  if (parent.parentId === null && parent.code === (await menuRootCode(db))) return '';
  const parentSlug = parent.slugs[locale];
  return parentSlug ? `${parentSlug}/` : '';
}

/** A typed slug keeps its own segment and gets the parent's prefix; none is made from the name. */
function ownSegment(locale: string, name: string, typed: string | undefined): string {
  if (typed) return typed.split('/').pop() ?? typed;
  return slugFor(locale, name) || 'taxon';
}

const lastSegment = (slug: string) => slug.split('/').pop() ?? slug;

async function writeTranslations(
  tx: Queryable,
  actor: TaxonActor,
  taxonId: number,
  parent: TaxonNode,
  translations: CreateTaxonBody['translations'] | UpdateTaxonBody['translations'],
): Promise<void> {
  const violations: Violation[] = [];
  for (const locale of TAXON_LOCALES) {
    const input = translations?.[locale];
    if (!input) continue;
    const slug = `${await slugPrefix(tx, parent, locale)}${ownSegment(locale, input.name, input.slug)}`;
    if ((await takenSlugs(tx, locale, [slug], [taxonId])).size > 0) {
      violations.push(violation(actor.locale, `translations[${locale}].slug`, 'slugTaken', { slug }));
      continue;
    }
    await upsertTranslation(tx, taxonId, locale, {
      name: input.name,
      slug,
      description: cleanRichText(input.description),
      searchKey: searchKey(input.name),
    });
  }
  if (violations.length > 0) throw new ValidationError(violations);
}

async function publishCatalog(changes: ChangeFeed, code: string): Promise<void> {
  await changes.publish('catalog', `taxon:${code}`);
}

/** `POST /taxons`: a category (or, under `brendebi`, a brand) at the end of its parent's children. */
export async function createTaxon(
  deps: TaxonDeps,
  actor: TaxonActor,
  body: CreateTaxonBody,
): Promise<AdminTaxon> {
  const created = await deps.db.transaction(async (tx) => {
    await lockTree(tx);
    const parent = await findNode(tx, codeOf(body.parent));
    if (!parent) throw new ValidationError([violation(actor.locale, 'parent', 'taxonUnknownParent')]);
    if (await findNode(tx, body.code)) {
      throw new ValidationError([violation(actor.locale, 'code', 'codeTaken', { code: body.code })]);
    }
    // A brand is what hangs below the brands root or below another brand.
    const brandTaxon = parent.brandTaxon || (parent.parentId === null && parent.code === BRANDS_ROOT);
    const id = await insertTaxon(tx, { code: body.code, parent, enabled: body.enabled, brandTaxon });
    await writeTranslations(tx, actor, id, parent, body.translations);
    await replaceImages(tx, id, body.images);
    const after = await adminTaxon(tx, body.code);
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: 'taxon.create',
      entityType: 'taxon',
      entityId: body.code,
      before: null,
      after,
    });
    return after;
  });
  await publishCatalog(deps.changes, body.code);
  return created;
}

/** The brands' tree root (the seed's and the storefront's `brendebi`). */
const BRANDS_ROOT = 'brendebi';

/** `PUT`/`PATCH /taxons/{code}`: names, slugs, descriptions, enabled, images. */
export async function updateTaxon(
  deps: TaxonDeps,
  actor: TaxonActor,
  code: string,
  body: UpdateTaxonBody,
): Promise<AdminTaxon> {
  const updated = await deps.db.transaction(async (tx) => {
    await lockTree(tx);
    const node = await findNode(tx, code);
    if (!node) throw new NotFoundError();
    const before = await adminTaxon(tx, code);
    if (body.translations) {
      const parent = node.parentId === null ? undefined : await findParent(tx, before.parentCode);
      if (parent) {
        await writeTranslations(tx, actor, node.id, parent, body.translations);
        // A renamed slug carries its subtree's slugs along.
        for (const locale of TAXON_LOCALES) {
          const oldSlug = node.slugs[locale];
          const newSlug = (await findNode(tx, code))!.slugs[locale];
          if (oldSlug && newSlug && oldSlug !== newSlug) {
            await rewriteChildSlugs(tx, actor, node, locale, oldSlug, newSlug);
          }
        }
      } else {
        await writeRootTranslations(tx, node, body.translations);
      }
    }
    if (body.enabled !== undefined) await setEnabled(tx, node.id, body.enabled);
    if (body.images) await replaceImages(tx, node.id, body.images);
    const after = await adminTaxon(tx, code);
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: 'taxon.update',
      entityType: 'taxon',
      entityId: code,
      before,
      after,
    });
    return after;
  });
  await publishCatalog(deps.changes, code);
  return updated;
}

async function findParent(tx: Queryable, parentCode: string | null): Promise<TaxonNode | undefined> {
  return parentCode === null ? undefined : findNode(tx, parentCode);
}

/** A root's (the menu's, the brands') names; its slug is what its children's start with, kept as typed. */
async function writeRootTranslations(
  tx: Queryable,
  node: TaxonNode,
  translations: UpdateTaxonBody['translations'],
): Promise<void> {
  for (const locale of TAXON_LOCALES) {
    const input = translations?.[locale];
    if (!input) continue;
    await upsertTranslation(tx, node.id, locale, {
      name: input.name,
      slug: node.slugs[locale] ?? ownSegment(locale, input.name, input.slug),
      description: cleanRichText(input.description),
      searchKey: searchKey(input.name),
    });
  }
}

/** Descendants' slugs below `oldSlug/` move below `newSlug/`, refused if one would collide. */
async function rewriteChildSlugs(
  tx: Queryable,
  actor: TaxonActor,
  node: TaxonNode,
  locale: string,
  oldSlug: string,
  newSlug: string,
): Promise<void> {
  const subtree = await subtreeSlugs(tx, node.path, locale);
  const rewritten = subtree
    .filter((row) => row.slug.startsWith(`${oldSlug}/`))
    .map((row) => `${newSlug}${row.slug.slice(oldSlug.length)}`);
  const taken = await takenSlugs(
    tx,
    locale,
    rewritten,
    subtree.map((row) => row.id),
  );
  if (taken.size > 0) {
    throw new ValidationError([
      violation(actor.locale, `translations[${locale}].slug`, 'slugTaken', { slug: [...taken][0]! }),
    ]);
  }
  await rewriteSubtreeSlugs(tx, node.path, locale, oldSlug, newSlug);
}

/**
 * Our move: under another parent (or the same one) at a position among its children. A taxon
 * cannot go under itself or its own descendants, nor from the categories to the brands or back,
 * and the tree roots stay roots. The subtree keeps its shape: paths, levels and slugs are rewritten
 * for all of it in the same transaction, so listings under the new ancestors include its products.
 */
export async function moveTaxon(
  deps: TaxonDeps,
  actor: TaxonActor,
  code: string,
  body: MoveTaxonBody,
): Promise<AdminTaxon> {
  const moved = await deps.db.transaction(async (tx) => {
    await lockTree(tx);
    const node = await findNode(tx, code);
    if (!node) throw new NotFoundError();
    const refuse = (key: Parameters<typeof violation>[2]) => {
      throw new ValidationError([violation(actor.locale, 'parent', key)]);
    };
    if (node.parentId === null) refuse('taxonRootFixed');
    const parent = await findNode(tx, codeOf(body.parent));
    if (!parent) return refuse('taxonUnknownParent');
    if (parent.path.startsWith(node.path)) refuse('taxonUnderItself');
    const parentIsBrand = parent.brandTaxon || parent.code === BRANDS_ROOT;
    if (parentIsBrand !== node.brandTaxon) refuse('taxonAcrossTrees');

    const before = await adminTaxon(tx, code);
    const oldParentId = node.parentId!;
    if (oldParentId !== parent.id) {
      await reparent(tx, node, parent);
      for (const locale of TAXON_LOCALES) {
        const oldSlug = node.slugs[locale];
        if (!oldSlug) continue;
        const newSlug = `${await slugPrefix(tx, parent, locale)}${lastSegment(oldSlug)}`;
        if (newSlug !== oldSlug) {
          const moved = await findNode(tx, code);
          await rewriteChildSlugs(tx, actor, moved!, locale, oldSlug, newSlug);
        }
      }
      await renumber(tx, await childIds(tx, oldParentId));
    }
    const siblings = await childIds(tx, parent.id, node.id);
    siblings.splice(Math.min(body.position, siblings.length), 0, node.id);
    await renumber(tx, siblings);

    const after = await adminTaxon(tx, code);
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: 'taxon.move',
      entityType: 'taxon',
      entityId: code,
      before: { parent: before.parentCode, position: before.position, translations: before.translations },
      after: { parent: after.parentCode, position: after.position, translations: after.translations },
    });
    return after;
  });
  await publishCatalog(deps.changes, code);
  return moved;
}

/**
 * `DELETE /taxons/{code}`: the taxon and its subtree. Refused while any product is in it (they
 * would silently lose their category or brand) and for the tree roots.
 */
export async function removeTaxon(deps: TaxonDeps, actor: TaxonActor, code: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockTree(tx);
    const node = await findNode(tx, code);
    if (!node) throw new NotFoundError();
    if (node.parentId === null) {
      throw new ValidationError([violation(actor.locale, 'code', 'taxonRootFixed')]);
    }
    const products = await subtreeProductCount(tx, node.path);
    if (products > 0) {
      throw new ValidationError([violation(actor.locale, 'code', 'taxonHasProducts', { count: products })]);
    }
    const before = await adminTaxon(tx, code);
    await deleteTaxon(tx, node.id);
    await renumber(tx, await childIds(tx, node.parentId));
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: 'taxon.delete',
      entityType: 'taxon',
      entityId: code,
      before,
      after: null,
    });
  });
  await publishCatalog(deps.changes, code);
}
