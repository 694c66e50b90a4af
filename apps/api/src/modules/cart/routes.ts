import {
  addItemBody,
  adjustmentCollectionSchema,
  changeItemQuantityBody,
  createCartBody,
  hydraErrorSchema,
  orderItemCollectionSchema,
  orderItemParams,
  orderSchema,
  orderTokenParams,
  unauthorizedSchema,
  violationListSchema,
} from '@sakhe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { collection } from '../../http/hydra';
import { requestLocale } from '../../http/locale';
import type { ModuleDeps } from '../../http/module';
import { mayAccessOrder } from '../auth';
import { sweepExpiredGuestCarts } from './expiry';
import { orderIri } from './present';
import {
  addItem,
  changeItemQuantity,
  createCart,
  deleteCart,
  listAdjustments,
  listItems,
  removeItem,
  showOrder,
} from './service';

const errors = { 404: hydraErrorSchema, 422: violationListSchema };
const tags = ['Order'];

/** Carts and their items (api-contract §6.1). */
export const cartModule =
  ({ db, config }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { carts } = app;
    if (config.GUEST_CART_DAYS > 0) sweepExpiredGuestCarts(app, db, config.GUEST_CART_DAYS);

    app.post(
      '/orders',
      {
        schema: {
          tags,
          summary:
            'Pick up a new cart, in the locale of the body (localeCode) or of Accept-Language; a logged-in customer gets their latest cart with items',
          body: createCartBody,
          response: { 201: orderSchema, 422: violationListSchema },
        },
      },
      async (request, reply) => {
        const order = await createCart(carts, {
          localeCode: request.body.localeCode,
          locale: requestLocale(request),
          customerId: request.customerId,
        });
        return reply.code(201).send(order);
      },
    );

    app.get(
      '/orders/:tokenValue',
      {
        schema: { tags, params: orderTokenParams, response: { 200: orderSchema, 404: hydraErrorSchema } },
        config: { checksOrderOwner: true },
      },
      async (request) =>
        showOrder(carts, request.params.tokenValue, requestLocale(request), (order) =>
          mayAccessOrder(request, order),
        ),
    );

    app.delete(
      '/orders/:tokenValue',
      { schema: { tags, summary: 'Delete a cart (placed orders are 404)', params: orderTokenParams } },
      async (request, reply) => {
        await deleteCart(db, request.params.tokenValue);
        return reply.code(204).send();
      },
    );

    app.post(
      '/orders/:tokenValue/items',
      {
        schema: {
          tags,
          summary: 'Add a variant (IRI or code); a variant already in the cart adds to its quantity',
          params: orderTokenParams,
          body: addItemBody,
          response: { 201: orderSchema, ...errors },
        },
        config: { checksOrderOwner: true },
      },
      async (request, reply) => {
        const order = await addItem(
          carts,
          request.params.tokenValue,
          request.body,
          requestLocale(request),
          (cart) => mayAccessOrder(request, cart),
        );
        return reply.code(201).send(order);
      },
    );

    app.patch(
      '/orders/:tokenValue/items/:itemId',
      {
        schema: {
          tags,
          params: orderItemParams,
          body: changeItemQuantityBody,
          response: { 200: orderSchema, ...errors },
        },
        config: { checksOrderOwner: true },
      },
      async (request) =>
        changeItemQuantity(
          carts,
          request.params.tokenValue,
          request.params.itemId,
          request.body.quantity,
          requestLocale(request),
          (cart) => mayAccessOrder(request, cart),
        ),
    );

    app.delete(
      '/orders/:tokenValue/items/:itemId',
      { schema: { tags, params: orderItemParams }, config: { checksOrderOwner: true } },
      async (request, reply) => {
        await removeItem(
          carts,
          request.params.tokenValue,
          request.params.itemId,
          requestLocale(request),
          (cart) => mayAccessOrder(request, cart),
        );
        return reply.code(204).send();
      },
    );

    app.get(
      '/orders/:tokenValue/items',
      {
        schema: {
          tags,
          params: orderTokenParams,
          response: { 200: orderItemCollectionSchema, 404: hydraErrorSchema },
        },
      },
      async (request) => {
        const items = await listItems(carts, request.params.tokenValue, requestLocale(request));
        const path = `${orderIri(request.params.tokenValue)}/items`;
        return collection(items, { shortName: 'OrderItem', path, query: '', totalItems: items.length });
      },
    );

    app.get(
      '/orders/:tokenValue/adjustments',
      {
        schema: {
          tags,
          summary: 'Every adjustment of the order, its items and units',
          params: orderTokenParams,
          response: { 200: adjustmentCollectionSchema, 401: unauthorizedSchema, 404: hydraErrorSchema },
        },
      },
      async (request) => {
        const adjustments = await listAdjustments(db, request.params.tokenValue);
        const path = `${orderIri(request.params.tokenValue)}/adjustments`;
        return collection(adjustments, {
          shortName: 'Adjustment',
          path,
          query: '',
          totalItems: adjustments.length,
        });
      },
    );

    app.get(
      '/orders/:tokenValue/items/:itemId/adjustments',
      {
        schema: {
          tags,
          params: orderItemParams,
          response: { 200: adjustmentCollectionSchema, 404: hydraErrorSchema },
        },
      },
      async (request) => {
        const { tokenValue, itemId } = request.params;
        const adjustments = await listAdjustments(db, tokenValue, itemId);
        const path = `${orderIri(tokenValue)}/items/${encodeURIComponent(itemId)}/adjustments`;
        return collection(adjustments, {
          shortName: 'Adjustment',
          path,
          query: '',
          totalItems: adjustments.length,
        });
      },
    );
  };
