import {
  hydraErrorSchema,
  shipmentParams,
  shippingMethodItemSchema,
  shippingMethodCollectionSchema,
  shippingMethodsQuery,
} from '@sakhe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHOP, collection, context, searchTemplate } from '../../http/hydra';
import { requestLocale } from '../../http/locale';
import type { ModuleDeps } from '../../http/module';
import { queryString } from '../../http/query';
import { getShippingMethod, listShippingMethods, shipmentMethods } from './service';

const tags = ['ShippingMethod'];
const collectionSchema = shippingMethodCollectionSchema;
/** The 1.x path's query, as Sylius 1.12 lists it (the 2.0 nested path takes none). */
const search = searchTemplate(`${SHOP}/shipping-methods`, [
  ['shipmentId', null],
  ['tokenValue', null],
]);

/** Shipping methods, alone and for a shipment (1.x query and 2.0 nested paths), unpaginated. */
export const shippingModule =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/shipping-methods',
      { schema: { tags, querystring: shippingMethodsQuery, response: { 200: collectionSchema } } },
      async (request) => {
        const methods = await listShippingMethods(db, request.query, requestLocale(request));
        return {
          ...collection(methods, {
            shortName: 'ShippingMethod',
            path: `${SHOP}/shipping-methods`,
            query: queryString(request),
            totalItems: methods.length,
          }),
          'hydra:search': search,
        };
      },
    );

    app.get(
      '/orders/:tokenValue/shipments/:shipmentId/methods',
      {
        schema: { tags, params: shipmentParams, response: { 200: collectionSchema, 404: hydraErrorSchema } },
      },
      async (request) => {
        const { tokenValue, shipmentId } = request.params;
        const methods = await shipmentMethods(db, tokenValue, shipmentId, requestLocale(request));
        return collection(methods, {
          shortName: 'ShippingMethod',
          path: `${SHOP}/orders/${encodeURIComponent(tokenValue)}/shipments/${encodeURIComponent(shipmentId)}/methods`,
          query: '',
          totalItems: methods.length,
        });
      },
    );

    app.get(
      '/shipping-methods/:code',
      {
        schema: {
          tags,
          params: z.object({ code: z.string().max(128) }),
          response: { 200: shippingMethodItemSchema, 404: hydraErrorSchema },
        },
      },
      async (request) => ({
        '@context': context('ShippingMethod'),
        ...(await getShippingMethod(db, request.params.code, requestLocale(request))),
      }),
    );
  };
