import {
  customerCouponCollectionSchema,
  customerParams,
  hydraErrorSchema,
  paginationQuery,
  referralCodeParams,
  referralCodeSchema,
  referralCollectionSchema,
  referralProgramSchema,
  unauthorizedSchema,
} from '@sakhe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHOP, collection } from '../../http/hydra';
import { requestLocale } from '../../http/locale';
import type { ModuleDeps } from '../../http/module';
import { authenticate } from '../auth';
import { listCoupons, listFriends, showCode, showProgram } from './account';
import { sweepReferralRewards } from './sweep';

const tags = ['Referral'];
const denied = { 401: unauthorizedSchema, 404: hydraErrorSchema };

/** The invite-a-friend programme of the logged-in customer; another customer's id is a 404. */
export const referralModule =
  ({ db, config }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    sweepReferralRewards(app, db, config);
    app.get(
      '/customers/:id/referral',
      {
        schema: {
          tags,
          summary:
            "The customer's invitation code (made on the first call) and links, friends counted by status, and what friend and customer get",
          params: customerParams,
          response: { 200: referralProgramSchema, ...denied },
        },
      },
      async (request) =>
        showProgram(db, request.params.id, authenticate(request), {
          publicUrl: config.PUBLIC_URL,
          locale: requestLocale(request),
        }),
    );

    app.get(
      '/customers/:id/referrals',
      {
        schema: {
          tags,
          summary: 'The friends who registered with the customer’s code, newest first',
          params: customerParams,
          querystring: paginationQuery,
          response: { 200: referralCollectionSchema, ...denied },
        },
      },
      async (request) => {
        const customerId = authenticate(request);
        const { members, totalItems } = await listFriends(db, request.params.id, customerId, request.query);
        return collection(members, {
          shortName: 'Referral',
          path: `${SHOP}/customers/${customerId}/referrals`,
          query: request.url.split('?')[1] ?? '',
          totalItems,
          page: request.query,
        });
      },
    );

    app.get(
      '/customers/:id/coupons',
      {
        schema: {
          tags,
          summary: "The customer's personal coupons still usable on their next order (unused, unexpired)",
          params: customerParams,
          response: { 200: customerCouponCollectionSchema, ...denied },
        },
      },
      async (request) => {
        const customerId = authenticate(request);
        const members = await listCoupons(db, request.params.id, customerId, requestLocale(request));
        return collection(members, {
          shortName: 'PromotionCoupon',
          path: `${SHOP}/customers/${customerId}/coupons`,
          query: '',
          totalItems: members.length,
        });
      },
    );

    app.get(
      '/referral-codes/:code',
      {
        schema: {
          tags,
          summary: 'Whether an invitation code exists (any case): 200, or 404',
          params: referralCodeParams,
          response: { 200: referralCodeSchema, 404: hydraErrorSchema },
        },
      },
      async (request) => showCode(db, request.params.code),
    );
  };
