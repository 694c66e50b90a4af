import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hydraErrorSchema, paginationQuery, unauthorizedSchema, violationListSchema } from '@sakhe/contract';
import {
  adminCodeParams,
  adminForbiddenSchema,
  adminProductBody,
  adminProductCollectionSchema,
  adminProductItemSchema,
  adminProductPatchBody,
  adminProductsQuery,
  adminVariantBody,
  adminVariantCollectionSchema,
  adminVariantItemSchema,
  adminVariantPatchBody,
  adminVariantsQuery,
  stockAdjustmentBody,
  stockAdjustmentCollectionSchema,
  stockAdjustmentSchema,
} from '@sakhe/contract/admin';
import { z } from 'zod';
import { collection, context } from '../../../../http/hydra';
import { requestLocale } from '../../../../http/locale';
import type { ModuleDeps } from '../../../../http/module';
import { queryString } from '../../../../http/query';
import { requirePermission } from '../../../staff';
import { TtlCache } from '../../ttl-cache';
import {
  type Actor,
  type ProductListCaches,
  type ProductsDeps,
  adjustStock,
  createProduct,
  createVariant,
  listProductsPage,
  productDetail,
  removeProduct,
  removeVariant,
  stockHistory,
  updateProductFields,
  updateVariantFields,
  variantDetail,
  variantsPage,
} from './service';

const ADMIN = '/api/v2/admin';
const guarded = { 401: unauthorizedSchema, 403: adminForbiddenSchema };
const missing = { 404: hydraErrorSchema };
const refused = { 422: violationListSchema };

function actorOf(request: FastifyRequest): Actor {
  const staff = request.staff;
  if (!staff) throw new Error('an admin route ran without a member (staffAuth guards every route)');
  return { id: staff.id, email: staff.email, locale: requestLocale(request) };
}

const product = <T extends object>(body: T) => ({ '@context': context('Product'), ...body });
const variant = <T extends object>(body: T) => ({ '@context': context('ProductVariant'), ...body });

/** How long the list keeps a total or the taxons' names at most (CATALOG_CACHE_SECONDS when shorter). */
const LIST_KEPT_SECONDS = 10;

/**
 * Products, variants and stock of the Admin API (Sylius 1.12's admin paths). A DELETE answers 204,
 * or 200 with the record disabled when placed orders name it (their history keeps it).
 * `refreshCarts` is the cart module's (handed in by admin-api.ts: the catalog sits below the cart):
 * carts that lost a variant, or whose prices changed, are processed again before the answer.
 */
export const productsAdminModule =
  (refreshCarts: (app: FastifyInstance, tokens: string[]) => Promise<void>) =>
  ({ db, config }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['Admin: products'];
    // The list's totals by filter, and the taxons' names. A catalog change (this node's at once,
    // others' through the change feed) empties them; checkouts move stock without one, so a stock
    // filter's total may be some seconds old, never a page's rows.
    const keptMs = Math.min(config.CATALOG_CACHE_SECONDS, LIST_KEPT_SECONDS) * 1000;
    const listCaches: ProductListCaches = {
      counts: new TtlCache(keptMs, 1000),
      taxonNames: new TtlCache(keptMs, 1),
    };
    app.changes.on('catalog', () => {
      listCaches.counts.clear();
      listCaches.taxonNames.clear();
    });
    const deps = (): ProductsDeps => ({
      db,
      changes: app.changes,
      refreshCarts: (tokens) => refreshCarts(app, tokens),
    });

    app.get(
      '/products',
      {
        schema: {
          tags,
          summary: 'Products: search (name in either language, code), filters, sort and pages',
          querystring: adminProductsQuery,
          response: { 200: adminProductCollectionSchema, 400: hydraErrorSchema, ...guarded },
        },
        preHandler: requirePermission('products.read'),
      },
      async (request) => {
        const { members, totalItems } = await listProductsPage(
          db,
          request.query,
          requestLocale(request),
          listCaches,
        );
        return collection(members, {
          shortName: 'Product',
          path: `${ADMIN}/products`,
          query: queryString(request),
          totalItems,
          page: { page: request.query.page, itemsPerPage: request.query.itemsPerPage },
        });
      },
    );

    app.post(
      '/products',
      {
        schema: {
          tags,
          summary: 'A new product (disabled unless `enabled`); slugs are made from the names when left empty',
          body: adminProductBody,
          response: { 201: adminProductItemSchema, ...refused, ...guarded },
        },
        preHandler: requirePermission('products.create'),
      },
      async (request, reply) => {
        reply.code(201);
        return product(await createProduct(deps(), actorOf(request), request.body));
      },
    );

    app.get(
      '/products/:code',
      {
        schema: {
          tags,
          summary: 'A product with its translations, former slugs, categories, brand, images and variants',
          params: adminCodeParams,
          response: { 200: adminProductItemSchema, ...missing, ...guarded },
        },
        preHandler: requirePermission('products.read'),
      },
      async (request) => product(await productDetail(db, request.params.code)),
    );

    for (const method of ['put', 'patch'] as const) {
      app[method](
        '/products/:code',
        {
          schema: {
            tags,
            summary:
              method === 'put'
                ? 'Replaces the product’s fields (the path’s code wins over the body’s)'
                : 'Changes the fields given',
            params: adminCodeParams,
            body:
              method === 'put'
                ? adminProductBody.omit({ code: true }).extend({ code: z.string().optional() })
                : adminProductPatchBody,
            response: { 200: adminProductItemSchema, ...missing, ...refused, ...guarded },
          },
          preHandler: requirePermission('products.update'),
        },
        async (request) =>
          product(await updateProductFields(deps(), actorOf(request), request.params.code, request.body)),
      );
    }

    app.delete(
      '/products/:code',
      {
        schema: {
          tags,
          summary: 'Deletes the product (204), or disables it when placed orders name it (200)',
          params: adminCodeParams,
          response: { 200: adminProductItemSchema, 204: z.null(), ...missing, ...guarded },
        },
        preHandler: requirePermission('products.delete'),
      },
      async (request, reply) => {
        const disabled = await removeProduct(deps(), actorOf(request), request.params.code);
        if (disabled) return product(disabled);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/product-variants',
      {
        schema: {
          tags,
          summary: 'Variants, of one product with `product`',
          querystring: adminVariantsQuery,
          response: { 200: adminVariantCollectionSchema, ...guarded },
        },
        preHandler: requirePermission('products.read'),
      },
      async (request) => {
        const { members, totalItems } = await variantsPage(db, request.query);
        return collection(members, {
          shortName: 'ProductVariant',
          path: `${ADMIN}/product-variants`,
          query: queryString(request),
          totalItems,
          page: { page: request.query.page, itemsPerPage: request.query.itemsPerPage },
        });
      },
    );

    app.post(
      '/product-variants',
      {
        schema: {
          tags,
          summary:
            'A new variant of `product`, with its shade (and colour) or volume, prices and first stock',
          body: adminVariantBody,
          response: { 201: adminVariantItemSchema, ...refused, ...guarded },
        },
        preHandler: requirePermission('products.create'),
      },
      async (request, reply) => {
        reply.code(201);
        return variant(await createVariant(deps(), actorOf(request), request.body));
      },
    );

    app.get(
      '/product-variants/:code',
      {
        schema: {
          tags,
          params: adminCodeParams,
          response: { 200: adminVariantItemSchema, ...missing, ...guarded },
        },
        preHandler: requirePermission('products.read'),
      },
      async (request) => variant(await variantDetail(db, request.params.code)),
    );

    for (const method of ['put', 'patch'] as const) {
      app[method](
        '/product-variants/:code',
        {
          schema: {
            tags,
            summary: method === 'put' ? 'Replaces the variant’s fields' : 'Changes the fields given',
            params: adminCodeParams,
            body:
              method === 'put'
                ? adminVariantPatchBody.required({ price: true }).extend({ code: z.string().optional() })
                : adminVariantPatchBody,
            response: { 200: adminVariantItemSchema, ...missing, ...refused, ...guarded },
          },
          preHandler: requirePermission('products.update'),
        },
        async (request) =>
          variant(await updateVariantFields(deps(), actorOf(request), request.params.code, request.body)),
      );
    }

    app.delete(
      '/product-variants/:code',
      {
        schema: {
          tags,
          summary:
            'Deletes the variant (204; carts holding it lose it), or disables it when placed orders name it (200)',
          params: adminCodeParams,
          response: { 200: adminVariantItemSchema, 204: z.null(), ...missing, ...guarded },
        },
        preHandler: requirePermission('products.delete'),
      },
      async (request, reply) => {
        const disabled = await removeVariant(deps(), actorOf(request), request.params.code);
        if (disabled) return variant(disabled);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/product-variants/:code/stock-adjustments',
      {
        schema: {
          tags,
          summary: 'The variant’s stock history: who, when, how many, why (newest first)',
          params: adminCodeParams,
          querystring: paginationQuery,
          response: { 200: stockAdjustmentCollectionSchema, ...missing, ...guarded },
        },
        preHandler: requirePermission('products.read'),
      },
      async (request) => {
        const { members, totalItems } = await stockHistory(db, request.params.code, request.query);
        return collection(members, {
          shortName: 'StockAdjustment',
          path: `${ADMIN}/product-variants/${encodeURIComponent(request.params.code)}/stock-adjustments`,
          query: queryString(request),
          totalItems,
          page: request.query,
        });
      },
    );

    app.post(
      '/product-variants/:code/stock-adjustments',
      {
        schema: {
          tags,
          summary: 'Adds or takes away stock on hand with a reason; never below the units placed orders hold',
          params: adminCodeParams,
          body: stockAdjustmentBody,
          response: {
            201: z.object({
              adjustment: stockAdjustmentSchema,
              variant: adminVariantItemSchema.omit({ '@context': true }),
            }),
            ...missing,
            ...refused,
            ...guarded,
          },
        },
        preHandler: requirePermission('stock.adjust'),
      },
      async (request, reply) => {
        reply.code(201);
        return adjustStock(deps(), actorOf(request), request.params.code, request.body);
      },
    );
  };
