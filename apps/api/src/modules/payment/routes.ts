import {
  hydraCollection,
  hydraErrorSchema,
  paymentConfigurationSchema,
  paymentMethodItemSchema,
  paymentMethodSchema,
  paymentMethodsQuery,
  paymentParams,
  unauthorizedSchema,
  violationListSchema,
} from '@sakhe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UnauthorizedError } from '../../http/errors';
import { SHOP, collection, context } from '../../http/hydra';
import { requestLocale } from '../../http/locale';
import type { ModuleDeps } from '../../http/module';
import { queryString } from '../../http/query';
import { GatewayCallbackError, type PaymentGateway } from './gateway';
import { sandboxGateway } from './sandbox/gateway';
import {
  applyGatewayOutcome,
  getPaymentMethod,
  listPaymentMethods,
  paymentConfiguration,
  paymentMethodsFor,
} from './service';

const tags = ['PaymentMethod'];
const collectionSchema = hydraCollection(paymentMethodSchema);

/** The card gateways by name; the sandbox unless a bank is configured in its place. */
function paymentGateways({ config }: Pick<ModuleDeps, 'config'>): ReadonlyMap<string, PaymentGateway> {
  const sandbox = sandboxGateway({ publicUrl: config.PUBLIC_URL, appSecret: config.APP_SECRET });
  return new Map([[sandbox.name, sandbox]]);
}

/** Payment methods, payment configuration and the gateways' server-to-server callbacks. */
export const paymentModule =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const gateways = paymentGateways(deps);

    app.get(
      '/payment-methods',
      { schema: { tags, querystring: paymentMethodsQuery, response: { 200: collectionSchema } } },
      async (request) => {
        const methods = await listPaymentMethods(db, request.query, requestLocale(request));
        return collection(methods, {
          shortName: 'PaymentMethod',
          path: `${SHOP}/payment-methods`,
          query: queryString(request),
          totalItems: methods.length,
        });
      },
    );

    app.get(
      '/orders/:tokenValue/payments/:paymentId/methods',
      { schema: { tags, params: paymentParams, response: { 200: collectionSchema, 404: hydraErrorSchema } } },
      async (request) => {
        const { tokenValue, paymentId } = request.params;
        const methods = await paymentMethodsFor(db, tokenValue, paymentId, requestLocale(request));
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
        ...(await getPaymentMethod(db, request.params.code, requestLocale(request))),
      }),
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
        return paymentConfiguration(db, gateways, tokenValue, paymentId, requestLocale(request));
      },
    );

    app.post(
      '/payment-gateways/:gateway/callback',
      {
        schema: {
          tags: ['Payment'],
          summary: "A gateway's signed server-to-server report of a payment's outcome",
          params: z.object({ gateway: z.string().max(32) }),
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
        let callback;
        try {
          callback = gateway.verifyCallback({ body: request.body, headers: request.headers });
        } catch (error) {
          if (error instanceof GatewayCallbackError) {
            request.log.warn({ gateway: gateway.name, reason: error.message }, 'payment callback refused');
            throw new UnauthorizedError(error.message);
          }
          throw error;
        }
        return { state: await applyGatewayOutcome(db, callback) };
      },
    );
  };
