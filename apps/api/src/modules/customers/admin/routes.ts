import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hydraErrorSchema, unauthorizedSchema, violationListSchema } from '@sakhe/contract';
import {
  adminCustomerCollectionSchema,
  adminCustomerDataSchema,
  adminCustomerErasureBody,
  adminCustomerPatchBody,
  adminCustomerSchema,
  adminCustomersQuery,
  adminForbiddenSchema,
  adminIdParams,
} from '@sakhe/contract/admin';
import { NotFoundError } from '../../../http/errors';
import { collection, parseId } from '../../../http/hydra';
import { requestLocale } from '../../../http/locale';
import type { ModuleDeps } from '../../../http/module';
import { queryString } from '../../../http/query';
import { requirePermission } from '../../staff';
import {
  type Actor,
  customerDetail,
  eraseCustomerData,
  exportCustomerData,
  listCustomersPage,
  setCustomerEnabled,
} from './service';

const guarded = { 401: unauthorizedSchema, 403: adminForbiddenSchema };
const missing = { 404: hydraErrorSchema };

const idOf = (raw: string): number => {
  const id = parseId(raw);
  if (id === null) throw new NotFoundError();
  return id;
};

function actorOf(request: FastifyRequest): Actor {
  const staff = request.staff;
  if (!staff) throw new Error('an admin route ran without a member (staffAuth guards every route)');
  return { id: staff.id, locale: requestLocale(request) };
}

/**
 * Customers in the Admin API (issue 22): Sylius 1.12's `GET /customers` and `GET /customers/{id}`,
 * and ours: the account on or off, the customer's data as JSON, and its erasure.
 */
export const customersAdminModule =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['Admin: customers'];

    app.get(
      '/customers',
      {
        schema: {
          tags,
          summary: 'Customers, newest first: search by name, e-mail or phone (any common Georgian form)',
          querystring: adminCustomersQuery,
          response: { 200: adminCustomerCollectionSchema, 400: hydraErrorSchema, ...guarded },
        },
        preHandler: requirePermission('customers.read'),
      },
      async (request) => {
        const { members, totalItems } = await listCustomersPage(db, request.query);
        return collection(members, {
          shortName: 'Customer',
          path: '/api/v2/admin/customers',
          query: queryString(request),
          totalItems,
          page: { page: request.query.page, itemsPerPage: request.query.itemsPerPage },
        });
      },
    );

    app.get(
      '/customers/:id',
      {
        schema: {
          tags,
          summary: 'A customer: account, consents with their dates, addresses, orders, reviews, referral',
          params: adminIdParams,
          response: { 200: adminCustomerSchema, ...missing, ...guarded },
        },
        preHandler: requirePermission('customers.read'),
      },
      async (request) => customerDetail(db, idOf(request.params.id), requestLocale(request)),
    );

    app.patch(
      '/customers/:id',
      {
        schema: {
          tags,
          summary: 'Switches the account on or off; off ends its sessions at once',
          params: adminIdParams,
          body: adminCustomerPatchBody,
          response: { 200: adminCustomerSchema, 422: violationListSchema, ...missing, ...guarded },
        },
        preHandler: requirePermission('customers.update'),
      },
      async (request) =>
        setCustomerEnabled(db, actorOf(request), idOf(request.params.id), request.body.enabled),
    );

    app.get(
      '/customers/:id/personal-data',
      {
        schema: {
          tags,
          summary:
            'Everything the shop holds about the customer, as a JSON download (their right of access); audited',
          params: adminIdParams,
          response: { 200: adminCustomerDataSchema, ...missing, ...guarded },
        },
        preHandler: requirePermission('customers.export'),
      },
      async (request, reply) => {
        const id = idOf(request.params.id);
        const data = await exportCustomerData(db, actorOf(request), id);
        return reply
          .header('content-disposition', `attachment; filename="customer-${id}-personal-data.json"`)
          .header('cache-control', 'no-store')
          .send(data);
      },
    );

    app.post(
      '/customers/:id/erasure',
      {
        schema: {
          tags,
          summary:
            'Erases the customer’s personal data (their right to erasure): account gone, orders anonymised, totals kept',
          params: adminIdParams,
          body: adminCustomerErasureBody,
          response: { 200: adminCustomerSchema, 422: violationListSchema, ...missing, ...guarded },
        },
        preHandler: requirePermission('customers.erase'),
      },
      async (request) =>
        eraseCustomerData(db, actorOf(request), idOf(request.params.id), () =>
          app.changes.publish('catalog', 'review'),
        ),
    );
  };
