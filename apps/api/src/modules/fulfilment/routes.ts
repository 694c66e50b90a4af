import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hydraErrorSchema, unauthorizedSchema, violationListSchema } from '@sakhe/contract';
import {
  adminDashboardSchema,
  adminForbiddenSchema,
  adminIdParams,
  adminOrderCollectionSchema,
  adminOrderDocumentsSchema,
  adminOrderNoteSchema,
  adminOrderSchema,
  adminOrdersQuery,
  adminPaymentCollectionSchema,
  adminPaymentItemSchema,
  adminPaymentsQuery,
  adminRefundItemSchema,
  adminShipmentCollectionSchema,
  adminShipmentItemSchema,
  adminShipmentsQuery,
  adminTokenParams,
  emptyPatchBody,
  noteBody,
  refundBody,
  shipBody,
} from '@sakhe/contract/admin';
import { NotFoundError } from '../../http/errors';
import { collection, parseId } from '../../http/hydra';
import { requestLocale } from '../../http/locale';
import type { ModuleDeps } from '../../http/module';
import { queryString } from '../../http/query';
import { ORDER_NOTIFICATION, type OrderEvent } from '../jobs';
import { shopContact } from '../settings';
import { requirePermission } from '../staff';
import { dashboard, openDashboardCache } from './dashboard';
import { orderDocuments } from './documents';
import { ordersCsv } from './export';
import { listPayments, listShipments, paymentDetail, shipmentDetail } from './payments-shipments';
import {
  type Actor,
  addNote,
  cancelOrder,
  completePayment,
  deliverShipmentAction,
  type FulfilmentDeps,
  listOrdersPage,
  orderDetail,
  refundPaymentAction,
  shipShipmentAction,
} from './service';

const ADMIN = '/api/v2/admin';
const guarded = { 401: unauthorizedSchema, 403: adminForbiddenSchema };
const missing = { 404: hydraErrorSchema };
const refused = { 422: violationListSchema };

const idOf = (raw: string): number => {
  const id = parseId(raw);
  if (id === null) throw new NotFoundError();
  return id;
};

function actorOf(request: FastifyRequest): Actor {
  const staff = request.staff;
  if (!staff) throw new Error('an admin route ran without a member (staffAuth guards every route)');
  return { id: staff.id, email: staff.email, locale: requestLocale(request) };
}

/**
 * Orders, payments, shipments, notes, the dashboard, the CSV export and the printable documents of
 * the Admin API (Sylius 1.12's paths where it has them; api-contract §7's state machines).
 */
export const fulfilmentModule =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['Admin: orders'];
    const dashboardCache = openDashboardCache();
    const deps = (): FulfilmentDeps => ({
      db,
      payments: app.payments,
      notify: (orderId: number, event: OrderEvent) => {
        // The jobs module e-mails the customer; without a queue (it is optional) the event is logged.
        const jobs = (app as { jobs?: { send(name: string, data: object): Promise<unknown> } }).jobs;
        if (!jobs) {
          app.log.info({ orderId, event }, 'order notification (no job queue)');
          return;
        }
        jobs.send(ORDER_NOTIFICATION, { orderId, event }).catch((error: unknown) => {
          app.log.error({ err: error, orderId, event }, 'order notification not queued');
        });
      },
    });

    app.get(
      '/orders',
      {
        schema: {
          tags,
          summary:
            'Placed orders: filters, search (number, e-mail, phone in any Georgian form, name), sort and pages',
          querystring: adminOrdersQuery,
          response: { 200: adminOrderCollectionSchema, 400: hydraErrorSchema, ...guarded },
        },
        preHandler: requirePermission('orders.read'),
      },
      async (request) => {
        const { members, totalItems } = await listOrdersPage(db, request.query, requestLocale(request));
        return collection(members, {
          shortName: 'Order',
          path: `${ADMIN}/orders`,
          query: queryString(request),
          totalItems,
          page: { page: request.query.page, itemsPerPage: request.query.itemsPerPage },
        });
      },
    );

    app.get(
      '/orders/export.csv',
      {
        schema: {
          tags,
          summary: 'The filtered order list as CSV (same filters and order as GET orders, every page)',
          querystring: adminOrdersQuery,
          produces: ['text/csv'],
        },
        preHandler: requirePermission('orders.export'),
      },
      async (request, reply) => {
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(ordersCsv(db, request.query, requestLocale(request))));
      },
    );

    app.get(
      '/orders/:tokenValue',
      {
        schema: {
          tags,
          summary:
            'An order: items, promotions, totals, addresses, customer, payments with the bank log, shipments, notes, timeline',
          params: adminTokenParams,
          response: { 200: adminOrderSchema, ...missing, ...guarded },
        },
        preHandler: requirePermission('orders.read'),
      },
      async (request) => orderDetail(db, request.params.tokenValue, requestLocale(request)),
    );

    app.get(
      '/orders/:tokenValue/documents',
      {
        schema: {
          tags,
          summary:
            'Packing slip and invoice data: the shop’s details, lines, totals and the 18% VAT they include',
          params: adminTokenParams,
          response: { 200: adminOrderDocumentsSchema, ...missing, ...guarded },
        },
        preHandler: requirePermission('orders.read'),
      },
      async (request) =>
        orderDocuments(
          db,
          request.params.tokenValue,
          await shopContact(app.shopSettings),
          requestLocale(request),
        ),
    );

    app.patch(
      '/orders/:tokenValue/cancel',
      {
        schema: {
          tags,
          summary:
            'Cancels the order: held stock available again, shipped stock on hand again, card payments refunded',
          params: adminTokenParams,
          body: emptyPatchBody,
          response: { 200: adminOrderSchema, ...missing, ...refused, ...guarded },
        },
        preHandler: requirePermission('orders.cancel'),
      },
      async (request) => cancelOrder(deps(), actorOf(request), request.params.tokenValue),
    );

    app.post(
      '/orders/:tokenValue/notes',
      {
        schema: {
          tags,
          summary: 'An internal note on the order (never shown to the customer)',
          params: adminTokenParams,
          body: noteBody,
          response: { 201: adminOrderNoteSchema, ...missing, ...refused, ...guarded },
        },
        preHandler: requirePermission('orders.note'),
      },
      async (request, reply) => {
        const note = await addNote(deps(), actorOf(request), request.params.tokenValue, request.body.body);
        return reply.code(201).send(note);
      },
    );

    const paymentTags = ['Admin: payments'];
    app.get(
      '/payments',
      {
        schema: {
          tags: paymentTags,
          querystring: adminPaymentsQuery,
          response: { 200: adminPaymentCollectionSchema, 400: hydraErrorSchema, ...guarded },
        },
        preHandler: requirePermission('payments.read'),
      },
      async (request) => {
        const { members, totalItems } = await listPayments(db, request.query, requestLocale(request));
        return collection(members, {
          shortName: 'Payment',
          path: `${ADMIN}/payments`,
          query: queryString(request),
          totalItems,
          page: { page: request.query.page, itemsPerPage: request.query.itemsPerPage },
        });
      },
    );
    app.get(
      '/payments/:id',
      {
        schema: {
          tags: paymentTags,
          params: adminIdParams,
          response: { 200: adminPaymentItemSchema, ...missing, ...guarded },
        },
        preHandler: requirePermission('payments.read'),
      },
      async (request) => ({
        '@context': '/api/v2/contexts/Payment',
        ...(await paymentDetail(db, idOf(request.params.id), requestLocale(request))),
      }),
    );
    app.patch(
      '/payments/:id/complete',
      {
        schema: {
          tags: paymentTags,
          summary:
            'Cash collected, or a bank transfer seen: the payment is completed, the order paid once covered',
          params: adminIdParams,
          body: emptyPatchBody,
          response: { 200: adminPaymentItemSchema, ...missing, ...refused, ...guarded },
        },
        preHandler: requirePermission('payments.complete'),
      },
      async (request) => ({
        '@context': '/api/v2/contexts/Payment',
        ...(await completePayment(deps(), actorOf(request), idOf(request.params.id))),
      }),
    );
    app.post(
      '/payments/:id/refunds',
      {
        schema: {
          tags: paymentTags,
          summary: 'Refunds all (no amount) or part of a completed card payment through its bank',
          params: adminIdParams,
          body: refundBody,
          response: { 201: adminRefundItemSchema, ...missing, ...refused, ...guarded },
        },
        preHandler: requirePermission('payments.refund'),
      },
      async (request, reply) => {
        const paymentId = idOf(request.params.id);
        const refund = await refundPaymentAction(deps(), actorOf(request), paymentId, request.body);
        return reply.code(201).send({
          '@context': '/api/v2/contexts/Refund',
          '@type': 'Refund' as const,
          paymentId,
          id: refund.id,
          amount: refund.amount,
          state: refund.state,
          reason: refund.reason ?? null,
          staffId: refund.staffId ?? null,
          createdAt: new Date(refund.createdAt).toISOString(),
        });
      },
    );

    const shipmentTags = ['Admin: shipments'];
    app.get(
      '/shipments',
      {
        schema: {
          tags: shipmentTags,
          querystring: adminShipmentsQuery,
          response: { 200: adminShipmentCollectionSchema, 400: hydraErrorSchema, ...guarded },
        },
        preHandler: requirePermission('shipments.read'),
      },
      async (request) => {
        const { members, totalItems } = await listShipments(db, request.query, requestLocale(request));
        return collection(members, {
          shortName: 'Shipment',
          path: `${ADMIN}/shipments`,
          query: queryString(request),
          totalItems,
          page: { page: request.query.page, itemsPerPage: request.query.itemsPerPage },
        });
      },
    );
    app.get(
      '/shipments/:id',
      {
        schema: {
          tags: shipmentTags,
          params: adminIdParams,
          response: { 200: adminShipmentItemSchema, ...missing, ...guarded },
        },
        preHandler: requirePermission('shipments.read'),
      },
      async (request) => ({
        '@context': '/api/v2/contexts/Shipment',
        ...(await shipmentDetail(db, idOf(request.params.id), requestLocale(request))),
      }),
    );
    app.patch(
      '/shipments/:id/ship',
      {
        schema: {
          tags: shipmentTags,
          summary:
            'Ships with the carrier’s tracking number; the customer gets an e-mail and sees it in their account',
          params: adminIdParams,
          body: shipBody,
          response: { 200: adminShipmentItemSchema, ...missing, ...refused, ...guarded },
        },
        preHandler: requirePermission('shipments.ship'),
      },
      async (request) => ({
        '@context': '/api/v2/contexts/Shipment',
        ...(await shipShipmentAction(deps(), actorOf(request), idOf(request.params.id), request.body)),
      }),
    );
    app.patch(
      '/shipments/:id/deliver',
      {
        schema: {
          tags: shipmentTags,
          summary:
            'The parcel reached the customer (ours); a paid order whose parcels all arrived is fulfilled',
          params: adminIdParams,
          body: emptyPatchBody,
          response: { 200: adminShipmentItemSchema, ...missing, ...refused, ...guarded },
        },
        preHandler: requirePermission('shipments.deliver'),
      },
      async (request) => ({
        '@context': '/api/v2/contexts/Shipment',
        ...(await deliverShipmentAction(deps(), actorOf(request), idOf(request.params.id))),
      }),
    );

    app.get(
      '/dashboard',
      {
        schema: {
          tags: ['Admin: dashboard'],
          summary:
            'Today’s and this week’s orders and revenue, orders waiting to be paid, shipped and delivered, low stock (30 s old at most)',
          response: { 200: adminDashboardSchema, ...guarded },
        },
        preHandler: requirePermission('dashboard.read'),
      },
      async () => dashboard(db, dashboardCache),
    );
  };
