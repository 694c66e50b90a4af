import {
  accountOrderSchema,
  choosePaymentMethodBody,
  chooseShippingMethodBody,
  completeOrderBody,
  hydraErrorSchema,
  orderSchema,
  orderTokenParams,
  paymentParams,
  shipmentParams,
  unauthorizedSchema,
  updateOrderBody,
  violationListSchema,
} from '@sakhe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../http/locale';
import type { ModuleDeps } from '../../http/module';
import { authenticate, mayAccessOrder } from '../auth';
import { ORDER_NOTIFICATION, type OrderNotification } from '../jobs';
import { refuseUnofferedMethod } from '../payment';
import { presentAccountOrder, requireAccountOrder } from './account';
import { chooseShippingMethod, choosePaymentMethod, completeCheckout, updateCheckout } from './service';

const responses = { 200: orderSchema, 404: hydraErrorSchema, 422: violationListSchema };
const tags = ['Order'];

/** The checkout steps on a cart (api-contract §6.3, §6.5). */
export const checkoutModule =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { carts, jobs } = app;
    const { gateways } = app.payments;

    app.put(
      '/orders/:tokenValue',
      {
        schema: {
          tags,
          summary:
            'E-mail, addresses (billing alone is copied to shipping) and coupon; omitting couponCode removes it',
          params: orderTokenParams,
          body: updateOrderBody,
          response: responses,
        },
      },
      async (request) =>
        updateCheckout(carts, request.params.tokenValue, request.body, requestLocale(request)),
    );

    app.patch(
      '/orders/:tokenValue/shipments/:shipmentId',
      { schema: { tags, params: shipmentParams, body: chooseShippingMethodBody, response: responses } },
      async (request) =>
        chooseShippingMethod(
          carts,
          request.params.tokenValue,
          request.params.shipmentId,
          request.body.shippingMethod,
          requestLocale(request),
        ),
    );

    app.patch(
      '/orders/:tokenValue/payments/:paymentId',
      {
        schema: {
          tags,
          summary: 'Choose the payment method; also on a placed order still awaiting payment',
          params: paymentParams,
          body: choosePaymentMethodBody,
          response: responses,
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        await refuseUnofferedMethod(db, gateways, request.body.paymentMethod, locale);
        const { tokenValue, paymentId } = request.params;
        return choosePaymentMethod(carts, tokenValue, paymentId, request.body.paymentMethod, locale);
      },
    );

    app.patch(
      '/account/orders/:tokenValue/payments/:paymentId',
      {
        schema: {
          tags,
          summary:
            "Change the payment method of the logged-in customer's placed order while it awaits payment " +
            "(its open payment: after a declined card, the new one); another's order is a 404",
          params: paymentParams,
          body: choosePaymentMethodBody,
          response: {
            200: accountOrderSchema,
            401: unauthorizedSchema,
            404: hydraErrorSchema,
            422: violationListSchema,
          },
        },
      },
      async (request) => {
        const customerId = authenticate(request);
        const locale = requestLocale(request);
        const { tokenValue, paymentId } = request.params;
        await requireAccountOrder(db, tokenValue, customerId);
        await refuseUnofferedMethod(db, gateways, request.body.paymentMethod, locale);
        const order = await choosePaymentMethod(
          carts,
          tokenValue,
          paymentId,
          request.body.paymentMethod,
          locale,
        );
        return presentAccountOrder(order);
      },
    );

    app.patch(
      '/orders/:tokenValue/complete',
      {
        schema: { tags, params: orderTokenParams, body: completeOrderBody, response: responses },
        config: { checksOrderOwner: true },
      },
      async (request) => {
        const order = await completeCheckout(
          carts,
          request.params.tokenValue,
          {
            notes: request.body.notes,
            smsConsent: request.body.smsConsent,
            mayAccess: (order) => mayAccessOrder(request, order),
            // The confirmation is a job, queued with the order: the answer waits for no e-mail.
            onPlaced: (tx, orderId) =>
              jobs.send(ORDER_NOTIFICATION, { orderId, event: 'placed' } satisfies OrderNotification, {
                tx,
              }),
          },
          requestLocale(request),
        );
        jobs.wake(ORDER_NOTIFICATION);
        return order;
      },
    );
  };
