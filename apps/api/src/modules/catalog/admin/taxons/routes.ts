import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hydraErrorSchema, unauthorizedSchema, violationListSchema } from '@sakhe/contract';
import {
  adminForbiddenSchema,
  adminTaxonCodeParams,
  adminTaxonCollectionSchema,
  adminTaxonItemSchema,
  adminTaxonsQuery,
  createTaxonBody,
  moveTaxonBody,
  updateTaxonBody,
} from '@sakhe/contract/admin';
import { emptyBody, sendEmpty } from '../../../../http/empty-reply';
import { collection, context } from '../../../../http/hydra';
import { requestLocale } from '../../../../http/locale';
import type { ModuleDeps } from '../../../../http/module';
import { queryString } from '../../../../http/query';
import { requirePermission } from '../../../staff';
import {
  type TaxonActor,
  adminTaxon,
  createTaxon,
  listAdminTaxons,
  moveTaxon,
  removeTaxon,
  updateTaxon,
} from './service';

const guarded = { 401: unauthorizedSchema, 403: adminForbiddenSchema };
const missing = { 404: hydraErrorSchema };
const refused = { 422: violationListSchema };

function actorOf(request: FastifyRequest): TaxonActor {
  const staff = request.staff;
  if (!staff) throw new Error('an admin route ran without a member (staffAuth guards every route)');
  return { staffId: staff.id, locale: requestLocale(request) };
}

const withContext = <T extends object>(taxon: T) => ({ '@context': context('Taxon'), ...taxon });

/** Categories and brands (Sylius 1.12's admin taxons) and our move. */
export const taxonsAdminModule =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['Admin: categories and brands'];
    const deps = () => ({ db, changes: app.changes });

    app.get(
      '/taxons',
      {
        schema: {
          tags,
          summary: 'Every taxon (or one subtree: ?root=brendebi), parents before children, disabled ones too',
          querystring: adminTaxonsQuery,
          response: { 200: adminTaxonCollectionSchema, 400: hydraErrorSchema, ...guarded },
        },
        preHandler: requirePermission('taxons.read'),
      },
      async (request) => {
        const { members, totalItems } = await listAdminTaxons(db, request.query);
        return collection(members, {
          shortName: 'Taxon',
          path: '/api/v2/admin/taxons',
          query: queryString(request),
          totalItems,
          page: { page: request.query.page, itemsPerPage: request.query.itemsPerPage },
        });
      },
    );

    app.get(
      '/taxons/:code',
      {
        schema: {
          tags,
          summary: 'A taxon with every translation and image',
          params: adminTaxonCodeParams,
          response: { 200: adminTaxonItemSchema, ...missing, ...guarded },
        },
        preHandler: requirePermission('taxons.read'),
      },
      async (request) => withContext(await adminTaxon(db, request.params.code)),
    );

    app.post(
      '/taxons',
      {
        schema: {
          tags,
          summary: 'A new category (or, under brendebi, a brand), last among its parent’s children',
          body: createTaxonBody,
          response: { 201: adminTaxonItemSchema, ...refused, ...guarded },
        },
        preHandler: requirePermission('taxons.create'),
      },
      async (request, reply) => {
        const created = await createTaxon(deps(), actorOf(request), request.body);
        return reply.code(201).send(withContext(created));
      },
    );

    for (const method of ['put', 'patch'] as const) {
      app[method](
        '/taxons/:code',
        {
          schema: {
            tags,
            summary: 'Changes names, slugs (the subtree’s follow), descriptions, enabled, images',
            params: adminTaxonCodeParams,
            body: updateTaxonBody,
            response: { 200: adminTaxonItemSchema, ...missing, ...refused, ...guarded },
          },
          preHandler: requirePermission('taxons.update'),
        },
        async (request) =>
          withContext(await updateTaxon(deps(), actorOf(request), request.params.code, request.body)),
      );
    }

    app.post(
      '/taxons/:code/move',
      {
        schema: {
          tags,
          summary:
            'Moves a taxon under a parent at a position among its children; its subtree’s paths and slugs follow',
          params: adminTaxonCodeParams,
          body: moveTaxonBody,
          response: { 200: adminTaxonItemSchema, ...missing, ...refused, ...guarded },
        },
        preHandler: requirePermission('taxons.move'),
      },
      async (request) =>
        withContext(await moveTaxon(deps(), actorOf(request), request.params.code, request.body)),
    );

    app.delete(
      '/taxons/:code',
      {
        schema: {
          tags,
          summary: 'Deletes a taxon and its subtree, refused while products are in it',
          params: adminTaxonCodeParams,
          response: { 204: emptyBody(204), ...missing, ...refused, ...guarded },
        },
        preHandler: requirePermission('taxons.delete'),
      },
      async (request, reply) => {
        await removeTaxon(deps(), actorOf(request), request.params.code);
        return sendEmpty(reply, 204);
      },
    );
  };
