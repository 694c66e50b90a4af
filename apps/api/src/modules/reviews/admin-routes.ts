import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hydraErrorSchema, unauthorizedSchema, violationListSchema } from '@sakhe/contract';
import {
  ADMIN_API,
  adminForbiddenSchema,
  adminReviewCollectionSchema,
  adminReviewItemSchema,
  adminReviewsQuery,
  emptyPatchBody,
  reviewIdParams,
  reviewReplyBody,
  reviewSettingsBody,
  reviewSettingsSchema,
} from '@sakhe/contract/admin';
import { collection } from '../../http/hydra';
import { requestLocale } from '../../http/locale';
import type { ModuleDeps } from '../../http/module';
import { queryString } from '../../http/query';
import { reviewModeration, setReviewModeration } from '../settings';
import { requirePermission } from '../staff';
import { type Moderator, moderateReview, replyToReview, reviewDetail, reviewsPage } from './moderation';

const guarded = { 401: unauthorizedSchema, 403: adminForbiddenSchema };
const missing = { 404: hydraErrorSchema };
const withContext = <T extends object>(body: T) => ({
  '@context': '/api/v2/contexts/ProductReview',
  ...body,
});

function moderatorOf(request: FastifyRequest): Moderator {
  const staff = request.staff;
  if (!staff) throw new Error('an admin route ran without a member (staffAuth guards every route)');
  return { staffId: staff.id, locale: requestLocale(request) };
}

/**
 * Review moderation in the Admin API (Sylius 1.12's product-review paths, plus the reply and the
 * moderation setting). What shoppers see changes on accept, reject and reply: a catalog change
 * tells every node's caches and kept pages.
 */
export const reviewsAdminModule =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['Admin: reviews'];
    const settings = async () => ({
      '@context': '/api/v2/contexts/ReviewSettings',
      '@id': `${ADMIN_API}/review-settings`,
      '@type': 'ReviewSettings' as const,
      moderation: await reviewModeration(app.shopSettings),
    });

    app.get(
      '/product-reviews',
      {
        schema: {
          tags,
          summary: 'Reviews of every status, newest first; status=new is the moderation queue',
          querystring: adminReviewsQuery,
          response: { 200: adminReviewCollectionSchema, 400: hydraErrorSchema, ...guarded },
        },
        preHandler: requirePermission('reviews.read'),
      },
      async (request) => {
        const { members, totalItems } = await reviewsPage(db, request.query, requestLocale(request));
        return collection(members, {
          shortName: 'ProductReview',
          path: `${ADMIN_API}/product-reviews`,
          query: queryString(request),
          totalItems,
          page: request.query,
        });
      },
    );
    app.get(
      '/product-reviews/:id',
      {
        schema: {
          tags,
          params: reviewIdParams,
          response: { 200: adminReviewItemSchema, ...missing, ...guarded },
        },
        preHandler: requirePermission('reviews.read'),
      },
      async (request) => withContext(await reviewDetail(db, request.params.id, requestLocale(request))),
    );
    for (const [verb, status] of [
      ['accept', 'accepted'],
      ['reject', 'rejected'],
    ] as const) {
      app.patch(
        `/product-reviews/:id/${verb}`,
        {
          schema: {
            tags,
            summary:
              verb === 'accept'
                ? 'Publishes the review; the product’s rating and count follow'
                : 'Hides the review; the product’s rating and count follow',
            params: reviewIdParams,
            body: emptyPatchBody,
            response: { 200: adminReviewItemSchema, ...missing, ...guarded },
          },
          preHandler: requirePermission('reviews.moderate'),
        },
        async (request) => {
          const { review, changed } = await moderateReview(
            db,
            moderatorOf(request),
            request.params.id,
            status,
          );
          if (changed) await app.changes.publish('catalog', 'review');
          return withContext(review);
        },
      );
    }
    app.put(
      '/product-reviews/:id/reply',
      {
        schema: {
          tags,
          summary: 'The shop’s reply, shown under the review once it is accepted (null or empty removes it)',
          params: reviewIdParams,
          body: reviewReplyBody,
          response: { 200: adminReviewItemSchema, ...missing, 422: violationListSchema, ...guarded },
        },
        preHandler: requirePermission('reviews.reply'),
      },
      async (request) => {
        const review = await replyToReview(db, moderatorOf(request), request.params.id, request.body.reply);
        await app.changes.publish('catalog', 'review');
        return withContext(review);
      },
    );
    app.get(
      '/review-settings',
      {
        schema: { tags, response: { 200: reviewSettingsSchema, ...guarded } },
        preHandler: requirePermission('reviews.read'),
      },
      settings,
    );
    app.put(
      '/review-settings',
      {
        schema: {
          tags,
          summary: 'Publish new reviews at once, or hold them for a moderator',
          body: reviewSettingsBody,
          response: { 200: reviewSettingsSchema, 422: violationListSchema, ...guarded },
        },
        preHandler: requirePermission('reviews.settings'),
      },
      async (request) => {
        await setReviewModeration(db, app.changes, request.staff!.id, request.body.moderation);
        return settings();
      },
    );
  };
