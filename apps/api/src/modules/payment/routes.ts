import {
  hydraErrorSchema,
  paymentConfigurationSchema,
  paymentIdParams,
  paymentItemSchema,
  paymentMethodItemSchema,
  paymentMethodCollectionSchema,
  paymentMethodsQuery,
  paymentParams,
  paymentQuery,
  unauthorizedSchema,
  violationListSchema,
} from '@sakhe/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UnauthorizedError } from '../../http/errors';
import { SHOP, collection, context, searchTemplate } from '../../http/hydra';
import { requestLocale } from '../../http/locale';
import type { ModuleDeps } from '../../http/module';
import { queryString } from '../../http/query';
import { handleCallback } from './callback';
import { GatewayCallbackError } from './gateway';
import {
  getPaymentMethod,
  listPaymentMethods,
  paymentConfiguration,
  paymentMethodsFor,
  showPayment,
} from './service';

const tags = ['PaymentMethod'];
const collectionSchema = paymentMethodCollectionSchema;
/** The 1.x path's query, as Sylius 1.12 lists it (the 2.0 nested path takes none). */
const search = searchTemplate(`${SHOP}/payment-methods`, [
  ['paymentId', null],
  ['tokenValue', null],
]);

/** Payment methods, payment configuration and the gateways' server-to-server callbacks. */
export const paymentModule =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const payments = app.payments;
    const { gateways } = payments;

    app.get(
      '/payment-methods',
      { schema: { tags, querystring: paymentMethodsQuery, response: { 200: collectionSchema } } },
      async (request) => {
        const methods = await listPaymentMethods(db, gateways, request.query, requestLocale(request));
        return {
          ...collection(methods, {
            shortName: 'PaymentMethod',
            path: `${SHOP}/payment-methods`,
            query: queryString(request),
            totalItems: methods.length,
          }),
          'hydra:search': search,
        };
      },
    );

    app.get(
      '/orders/:tokenValue/payments/:paymentId/methods',
      { schema: { tags, params: paymentParams, response: { 200: collectionSchema, 404: hydraErrorSchema } } },
      async (request) => {
        const { tokenValue, paymentId } = request.params;
        const methods = await paymentMethodsFor(db, gateways, tokenValue, paymentId, requestLocale(request));
        return collection(methods, {
          shortName: 'PaymentMethod',
          path: `${SHOP}/orders/${encodeURIComponent(tokenValue)}/payments/${encodeURIComponent(paymentId)}/methods`,
          query: '',
          totalItems: methods.length,
        });
      },
    );

    app.get(
      '/payment-methods/:code',
      {
        schema: {
          tags,
          params: z.object({ code: z.string().max(128) }),
          response: { 200: paymentMethodItemSchema, 404: hydraErrorSchema },
        },
      },
      async (request) => ({
        '@context': context('PaymentMethod'),
        ...(await getPaymentMethod(db, gateways, request.params.code, requestLocale(request))),
      }),
    );

    app.get(
      '/payments/:id',
      {
        schema: {
          tags: ['Payment'],
          summary:
            "A payment of the caller's order: a customer's with their access token, a guest's with " +
            '?tokenValue= (the order token); anyone else gets 404',
          params: paymentIdParams,
          querystring: paymentQuery,
          response: { 200: paymentItemSchema, 401: unauthorizedSchema, 404: hydraErrorSchema },
        },
      },
      async (request) =>
        showPayment(
          db,
          request.params.id,
          { customerId: request.customerId, tokenValue: request.query.tokenValue },
          requestLocale(request),
        ),
    );

    app.get(
      '/orders/:tokenValue/payments/:paymentId/configuration',
      {
        schema: {
          tags: ['Order'],
          summary: 'Where the shopper pays: for card payments the gateway page (once the order is placed)',
          params: paymentParams,
          response: { 200: paymentConfigurationSchema, 404: hydraErrorSchema, 422: violationListSchema },
        },
      },
      async (request) => {
        const { tokenValue, paymentId } = request.params;
        return paymentConfiguration(db, payments, tokenValue, paymentId, requestLocale(request));
      },
    );

    // The banks' callbacks are verified on the body's exact bytes (a signature covers them), so in
    // their own scope JSON is kept as text, and parsed only once verified.
    await app.register(async (scope) => {
      const callbacks = scope.withTypeProvider<ZodTypeProvider>();
      callbacks.removeContentTypeParser(['application/json']);
      callbacks.addContentTypeParser(
        ['application/json', 'text/plain'],
        { parseAs: 'string' },
        (_request, body, done) => done(null, body),
      );
      callbacks.post(
        '/payment-gateways/:gateway/callback',
        {
          schema: {
            tags: ['Payment'],
            summary:
              "A gateway's server-to-server report of a payment's outcome (verified before it is read)",
            params: z.object({ gateway: z.string().max(32) }),
            querystring: z.record(z.string(), z.string().max(200)),
            response: {
              200: z.object({ state: z.string() }),
              401: unauthorizedSchema,
              404: hydraErrorSchema,
              422: violationListSchema,
            },
          },
        },
        async (request) => {
          const gateway = gateways.get(request.params.gateway);
          if (!gateway) throw new UnauthorizedError('Unknown gateway');
          try {
            const rawBody = typeof request.body === 'string' ? request.body : '';
            return await handleCallback(db, payments, gateway, {
              rawBody,
              headers: request.headers,
              query: request.query,
            });
          } catch (error) {
            if (error instanceof GatewayCallbackError) throw new UnauthorizedError(error.message);
            throw error;
          }
        },
      );
    });
  };
