import {
  ADMIN_API,
  adminForbiddenSchema,
  adminUserSchema,
  administratorCollectionSchema,
  administratorCreateBody,
  administratorUpdateBody,
  auditLogCollectionSchema,
  auditLogQuery,
} from '@sakhe/contract/admin';
import { hydraErrorSchema, paginationQuery, unauthorizedSchema, violationListSchema } from '@sakhe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyBody, sendEmpty } from '../../http/empty-reply';
import { NotFoundError } from '../../http/errors';
import { collection, parseId } from '../../http/hydra';
import { requestLocale } from '../../http/locale';
import type { ModuleDeps } from '../../http/module';
import { queryString } from '../../http/query';
import {
  auditLogPage,
  createAdministrator,
  deleteAdministrator,
  getAdministrator,
  listAdministrators,
  updateAdministrator,
} from './administrators';
import { requirePermission } from './plugin';
import { staffOf } from './routes';

const tags = ['Admin: administrators'];
const guarded = { 401: unauthorizedSchema, 403: adminForbiddenSchema };
const idParams = z.object({ id: z.string().max(32) });

function idOf(value: string): number {
  const id = parseId(value);
  if (id === null) throw new NotFoundError();
  return id;
}

/** Staff accounts in Sylius 1.12's AdminUser shape (plus `role`), and the audit log: owners only. */
export const administratorsModule =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/administrators',
      {
        preHandler: requirePermission('administrators.read'),
        schema: {
          tags,
          summary: 'Members of staff, by id',
          querystring: paginationQuery,
          response: { 200: administratorCollectionSchema, 400: hydraErrorSchema, ...guarded },
        },
      },
      async (request) => {
        const { members, total } = await listAdministrators(db, request.query);
        return collection(members, {
          shortName: 'AdminUser',
          path: `${ADMIN_API}/administrators`,
          query: queryString(request),
          totalItems: total,
          page: request.query,
        });
      },
    );

    app.post(
      '/administrators',
      {
        preHandler: requirePermission('administrators.create'),
        schema: {
          tags,
          summary: 'Add a member of staff with a role (owner, manager, fulfilment)',
          body: administratorCreateBody,
          response: { 201: adminUserSchema, 422: violationListSchema, ...guarded },
        },
      },
      async (request, reply) => {
        const created = await createAdministrator(
          db,
          staffOf(request).id,
          request.body,
          requestLocale(request),
        );
        return reply.code(201).send(created);
      },
    );

    app.get(
      '/administrators/:id',
      {
        preHandler: requirePermission('administrators.read'),
        schema: {
          tags,
          summary: 'A member of staff',
          params: idParams,
          response: { 200: adminUserSchema, 404: hydraErrorSchema, ...guarded },
        },
      },
      async (request) => getAdministrator(db, idOf(request.params.id)),
    );

    app.put(
      '/administrators/:id',
      {
        preHandler: requirePermission('administrators.update'),
        schema: {
          tags,
          summary:
            'Change a member of staff (fields left out stay); a demotion, disabling or a new password ends their sessions at once',
          params: idParams,
          body: administratorUpdateBody,
          response: { 200: adminUserSchema, 404: hydraErrorSchema, 422: violationListSchema, ...guarded },
        },
      },
      async (request) => {
        const staff = staffOf(request);
        return updateAdministrator(db, staff, idOf(request.params.id), request.body, requestLocale(request));
      },
    );

    app.delete(
      '/administrators/:id',
      {
        preHandler: requirePermission('administrators.delete'),
        schema: {
          tags,
          summary: 'Remove a member of staff: their sessions end at once; the audit log keeps what they did',
          params: idParams,
          response: { 204: emptyBody(204), 404: hydraErrorSchema, 422: violationListSchema, ...guarded },
        },
      },
      async (request, reply) => {
        await deleteAdministrator(db, staffOf(request).id, idOf(request.params.id), requestLocale(request));
        return sendEmpty(reply, 204);
      },
    );

    app.get(
      '/audit-log',
      {
        preHandler: requirePermission('audit-log.read'),
        schema: {
          tags: ['Admin: audit log'],
          summary:
            'Every staff write, newest first: who, when, which record, before and after; filter by staffId, entityType, entityId, action, from, to',
          querystring: auditLogQuery,
          response: { 200: auditLogCollectionSchema, 400: hydraErrorSchema, ...guarded },
        },
      },
      async (request) => {
        const { members, total } = await auditLogPage(db, request.query);
        return collection(members, {
          shortName: 'AuditLogEntry',
          path: `${ADMIN_API}/audit-log`,
          query: queryString(request),
          totalItems: total,
          page: request.query,
        });
      },
    );
  };
