import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hydraErrorSchema, unauthorizedSchema, violationListSchema } from '@sakhe/contract';
import {
  ADMIN_API,
  adminCatalogPromotionCollectionSchema,
  adminCatalogPromotionItemSchema,
  adminCouponCollectionSchema,
  adminCouponItemSchema,
  adminCouponsQuery,
  adminForbiddenSchema,
  adminPromotionCollectionSchema,
  adminPromotionItemSchema,
  adminPromotionsQuery,
  createCatalogPromotionBody,
  createCouponBody,
  createPromotionBody,
  generateCouponsBody,
  generatedCouponsSchema,
  promotionCodeParams,
  updateCatalogPromotionBody,
  updateCouponBody,
  updatePromotionBody,
} from '@sakhe/contract/admin';
import { z } from 'zod';
import { emptyBody, sendEmpty } from '../../../http/empty-reply';
import { collection } from '../../../http/hydra';
import { requestLocale } from '../../../http/locale';
import type { ModuleDeps } from '../../../http/module';
import { queryString } from '../../../http/query';
import { requirePermission } from '../../staff';
import {
  catalogPromotionDetail,
  catalogPromotionsPage,
  createCatalogPromotion,
  deleteCatalogPromotion,
  repriceCatalog,
  updateCatalogPromotion,
} from './catalog-service';
import {
  type Actor,
  couponDetail,
  couponsCsv,
  couponsPage,
  createCoupon,
  createPromotion,
  deleteCoupon,
  deletePromotion,
  generateCoupons,
  promotionDetail,
  promotionsPage,
  updateCoupon,
  updatePromotion,
} from './service';

const guarded = { 401: unauthorizedSchema, 403: adminForbiddenSchema };
const missing = { 404: hydraErrorSchema };
const refused = { 422: violationListSchema };
const withContext = <T extends object>(shortName: string, body: T) => ({
  '@context': `/api/v2/contexts/${shortName}`,
  ...body,
});

function actorOf(request: FastifyRequest): Actor {
  const staff = request.staff;
  if (!staff) throw new Error('an admin route ran without a member (staffAuth guards every route)');
  return { staffId: staff.id, locale: requestLocale(request) };
}

const CATALOG_SWEEP = 'catalog-promotion-sweep';

/**
 * Cart promotions, coupons (with the generator and its CSV) and catalog promotions of the Admin
 * API, in Sylius 1.12's paths where it has them. Every write is one transaction with its audit
 * entry, then a catalog change on the change feed: catalog promotions change prices and labels,
 * cart promotions what the referral page and carts offer.
 */
export const promotionsAdminModule =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['Admin: promotions'];
    const changed = (detail: string) => app.changes.publish('catalog', detail);

    // A dated catalog promotion starts or ends between writes: one node a minute reprices.
    const jobs = (app as { jobs?: typeof app.jobs }).jobs;
    if (jobs) {
      jobs.work(
        CATALOG_SWEEP,
        async () => {
          if ((await db.transaction((tx) => repriceCatalog(tx))) > 0) await changed('catalog-promotion');
        },
        { retryLimit: 0, expireInSeconds: 120 },
      );
      jobs.schedule(CATALOG_SWEEP, '* * * * *');
    }

    app.get(
      '/promotions',
      {
        schema: {
          tags,
          summary: 'Cart promotions by priority; search by code or label',
          querystring: adminPromotionsQuery,
          response: { 200: adminPromotionCollectionSchema, 400: hydraErrorSchema, ...guarded },
        },
        preHandler: requirePermission('promotions.read'),
      },
      async (request) => {
        const { members, totalItems } = await promotionsPage(db, request.query);
        return collection(members, {
          shortName: 'Promotion',
          path: `${ADMIN_API}/promotions`,
          query: queryString(request),
          totalItems,
          page: request.query,
        });
      },
    );
    app.get(
      '/promotions/:code',
      {
        schema: {
          tags,
          params: promotionCodeParams,
          response: { 200: adminPromotionItemSchema, ...missing, ...guarded },
        },
        preHandler: requirePermission('promotions.read'),
      },
      async (request) => withContext('Promotion', await promotionDetail(db, request.params.code)),
    );
    app.post(
      '/promotions',
      {
        schema: {
          tags,
          summary: 'A new cart promotion with its rules, actions and labels',
          body: createPromotionBody,
          response: { 201: adminPromotionItemSchema, ...refused, ...guarded },
        },
        preHandler: requirePermission('promotions.create'),
      },
      async (request, reply) => {
        const created = await createPromotion(db, actorOf(request), request.body);
        await changed('promotion');
        return reply.code(201).send(withContext('Promotion', created));
      },
    );
    app.put(
      '/promotions/:code',
      {
        schema: {
          tags,
          summary: 'Replaces the promotion (its code stays)',
          params: promotionCodeParams,
          body: updatePromotionBody,
          response: { 200: adminPromotionItemSchema, ...missing, ...refused, ...guarded },
        },
        preHandler: requirePermission('promotions.update'),
      },
      async (request) => {
        const updated = await updatePromotion(db, actorOf(request), request.params.code, request.body);
        await changed('promotion');
        return withContext('Promotion', updated);
      },
    );
    app.delete(
      '/promotions/:code',
      {
        schema: {
          tags,
          summary: 'Deletes a promotion no placed order used (else 422: switch it off)',
          params: promotionCodeParams,
          response: { 204: emptyBody(204), ...missing, ...refused, ...guarded },
        },
        preHandler: requirePermission('promotions.delete'),
      },
      async (request, reply) => {
        await deletePromotion(db, actorOf(request), request.params.code);
        await changed('promotion');
        return sendEmpty(reply, 204);
      },
    );

    // Coupons
    app.get(
      '/promotion-coupons',
      {
        schema: {
          tags,
          summary: 'Coupons, newest first; ?promotion=<code> for one promotion’s',
          querystring: adminCouponsQuery,
          response: { 200: adminCouponCollectionSchema, 400: hydraErrorSchema, ...guarded },
        },
        preHandler: requirePermission('coupons.read'),
      },
      async (request) => {
        const { members, totalItems } = await couponsPage(db, request.query);
        return collection(members, {
          shortName: 'PromotionCoupon',
          path: `${ADMIN_API}/promotion-coupons`,
          query: queryString(request),
          totalItems,
          page: request.query,
        });
      },
    );
    app.get(
      '/promotion-coupons/export.csv',
      {
        schema: {
          tags,
          summary: 'A promotion’s coupons as CSV',
          querystring: z.object({ promotion: z.string().trim().min(1).max(256) }),
          produces: ['text/csv'],
        },
        preHandler: requirePermission('coupons.export'),
      },
      async (request, reply) => {
        const lines = couponsCsv(db, request.query.promotion);
        // The first line (the header) is read here, so an unknown promotion is a 404, not a broken download.
        const first = await lines.next();
        async function* all() {
          if (!first.done) yield first.value;
          yield* lines;
        }
        const name = request.query.promotion.replace(/[^A-Za-z0-9_-]/g, '');
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="coupons-${name}.csv"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(all()));
      },
    );
    app.get(
      '/promotion-coupons/:code',
      {
        schema: {
          tags,
          params: promotionCodeParams,
          response: { 200: adminCouponItemSchema, ...missing, ...guarded },
        },
        preHandler: requirePermission('coupons.read'),
      },
      async (request) => withContext('PromotionCoupon', await couponDetail(db, request.params.code)),
    );
    app.post(
      '/promotion-coupons',
      {
        schema: {
          tags,
          summary: 'A coupon of a coupon-based promotion, its code chosen by hand (unique in any case)',
          body: createCouponBody,
          response: { 201: adminCouponItemSchema, ...refused, ...guarded },
        },
        preHandler: requirePermission('coupons.create'),
      },
      async (request, reply) => {
        const created = await createCoupon(db, actorOf(request), request.body);
        await changed('coupon');
        return reply.code(201).send(withContext('PromotionCoupon', created));
      },
    );
    app.post(
      '/promotion-coupons/generate',
      {
        schema: {
          tags,
          summary: 'Generates N unique codes (prefix + random characters), each with the same limits',
          body: generateCouponsBody,
          response: { 201: generatedCouponsSchema, ...refused, ...guarded },
        },
        preHandler: requirePermission('coupons.generate'),
      },
      async (request, reply) => {
        const generated = await generateCoupons(db, actorOf(request), request.body);
        await changed('coupon');
        return reply.code(201).send(generated);
      },
    );
    app.put(
      '/promotion-coupons/:code',
      {
        schema: {
          tags,
          summary: 'The coupon’s limits and expiry',
          params: promotionCodeParams,
          body: updateCouponBody,
          response: { 200: adminCouponItemSchema, ...missing, ...refused, ...guarded },
        },
        preHandler: requirePermission('coupons.update'),
      },
      async (request) => {
        const updated = await updateCoupon(db, actorOf(request), request.params.code, request.body);
        await changed('coupon');
        return withContext('PromotionCoupon', updated);
      },
    );
    app.delete(
      '/promotion-coupons/:code',
      {
        schema: {
          tags,
          summary: 'Deletes a coupon no placed order used (else 422)',
          params: promotionCodeParams,
          response: { 204: emptyBody(204), ...missing, ...refused, ...guarded },
        },
        preHandler: requirePermission('coupons.delete'),
      },
      async (request, reply) => {
        await deleteCoupon(db, actorOf(request), request.params.code);
        await changed('coupon');
        return sendEmpty(reply, 204);
      },
    );

    // Catalog promotions
    const catalogTags = ['Admin: catalog promotions'];
    app.get(
      '/catalog-promotions',
      {
        schema: {
          tags: catalogTags,
          summary: 'Catalog promotions (percentages off and product labels) by priority',
          querystring: adminPromotionsQuery,
          response: { 200: adminCatalogPromotionCollectionSchema, 400: hydraErrorSchema, ...guarded },
        },
        preHandler: requirePermission('catalog-promotions.read'),
      },
      async (request) => {
        const { members, totalItems } = await catalogPromotionsPage(db, request.query);
        return collection(members, {
          shortName: 'CatalogPromotion',
          path: `${ADMIN_API}/catalog-promotions`,
          query: queryString(request),
          totalItems,
          page: request.query,
        });
      },
    );
    app.get(
      '/catalog-promotions/:code',
      {
        schema: {
          tags: catalogTags,
          params: promotionCodeParams,
          response: { 200: adminCatalogPromotionItemSchema, ...missing, ...guarded },
        },
        preHandler: requirePermission('catalog-promotions.read'),
      },
      async (request) =>
        withContext('CatalogPromotion', await catalogPromotionDetail(db, request.params.code)),
    );
    app.post(
      '/catalog-promotions',
      {
        schema: {
          tags: catalogTags,
          summary: 'A new catalog promotion; its prices and label show on the storefront at once',
          body: createCatalogPromotionBody,
          response: { 201: adminCatalogPromotionItemSchema, ...refused, ...guarded },
        },
        preHandler: requirePermission('catalog-promotions.create'),
      },
      async (request, reply) => {
        const created = await createCatalogPromotion(db, actorOf(request), request.body);
        await changed('catalog-promotion');
        return reply.code(201).send(withContext('CatalogPromotion', created));
      },
    );
    app.put(
      '/catalog-promotions/:code',
      {
        schema: {
          tags: catalogTags,
          summary: 'Replaces the catalog promotion (its code stays) and reprices its products',
          params: promotionCodeParams,
          body: updateCatalogPromotionBody,
          response: { 200: adminCatalogPromotionItemSchema, ...missing, ...refused, ...guarded },
        },
        preHandler: requirePermission('catalog-promotions.update'),
      },
      async (request) => {
        const updated = await updateCatalogPromotion(db, actorOf(request), request.params.code, request.body);
        await changed('catalog-promotion');
        return withContext('CatalogPromotion', updated);
      },
    );
    app.delete(
      '/catalog-promotions/:code',
      {
        schema: {
          tags: catalogTags,
          summary: 'Deletes the catalog promotion; its products go back to their original prices',
          params: promotionCodeParams,
          response: { 204: emptyBody(204), ...missing, ...guarded },
        },
        preHandler: requirePermission('catalog-promotions.delete'),
      },
      async (request, reply) => {
        await deleteCatalogPromotion(db, actorOf(request), request.params.code);
        await changed('catalog-promotion');
        return sendEmpty(reply, 204);
      },
    );
  };
