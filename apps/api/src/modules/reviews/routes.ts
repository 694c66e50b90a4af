import {
  createReviewBody,
  hydraErrorSchema,
  productReviewCollectionSchema,
  productReviewItemSchema,
  reviewParams,
  reviewsQuery,
  unauthorizedSchema,
  violationListSchema,
} from '@sakhe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHOP, collection } from '../../http/hydra';
import { requestLocale } from '../../http/locale';
import type { ModuleDeps } from '../../http/module';
import { queryString } from '../../http/query';
import { reviewModeration } from '../settings';
import { reviewSearchTemplate } from './present';
import { createReview, listProductReviews, showReview } from './service';

const tags = ['ProductReview'];

/** Product reviews (api-contract §5): anyone reads the accepted ones; buyers write them. */
export const reviewsModule =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/product-reviews',
      {
        schema: {
          tags,
          summary:
            'Accepted reviews, newest first unless order[createdAt]=asc; reviewSubject=<product IRI> filters',
          querystring: reviewsQuery,
          response: { 200: productReviewCollectionSchema, 400: hydraErrorSchema },
        },
      },
      async (request) => {
        const { members, totalItems } = await listProductReviews(db, request.query);
        return {
          ...collection(members, {
            shortName: 'ProductReview',
            path: `${SHOP}/product-reviews`,
            query: queryString(request),
            totalItems,
            page: request.query,
          }),
          'hydra:search': reviewSearchTemplate,
        };
      },
    );

    app.get(
      '/product-reviews/:id',
      {
        schema: {
          tags,
          params: reviewParams,
          response: { 200: productReviewItemSchema, 404: hydraErrorSchema },
        },
      },
      async (request) => showReview(db, request.params.id),
    );

    app.post(
      '/product-reviews',
      {
        schema: {
          tags,
          summary:
            'Review a product the logged-in customer bought (once per product); accepted at once, or held ' +
            'for a moderator (then `status: new`) when the shop says so. ' +
            'A guest gets 422 "Log in to leave a review".',
          body: createReviewBody,
          response: {
            201: productReviewItemSchema,
            401: unauthorizedSchema,
            404: hydraErrorSchema,
            422: violationListSchema,
          },
        },
      },
      async (request, reply) => {
        const review = await createReview(
          db,
          { customerId: request.customerId, shopUserId: request.shopUserId },
          request.body,
          requestLocale(request),
          await reviewModeration(app.shopSettings),
        );
        // The product's page, its rating and the listings' stars change: every node's catalog caches
        // and kept pages go out of date (accepted at once, so shown at once). A held review changes
        // nothing shoppers see until a moderator accepts it.
        if (review.status === 'accepted') await app.changes.publish('catalog', 'review');
        return reply.code(201).send(review);
      },
    );
  };
