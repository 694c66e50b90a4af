import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { hydraErrorSchema, unauthorizedSchema, violationListSchema } from '@sakhe/contract';
import {
  adminBlockCollectionSchema,
  adminBlockSchema,
  adminCmsIdParams,
  adminFaqCollectionSchema,
  adminFaqSchema,
  adminForbiddenSchema,
  adminMediaCollectionSchema,
  adminMediaQuery,
  adminMediaSchema,
  adminPageCollectionSchema,
  adminPageSchema,
  createFaqBody,
  createMediaBody,
  createPageBody,
  reorderBody,
  reorderMediaBody,
  updateBlockBody,
  updateFaqBody,
  updateMediaBody,
  updatePageBody,
} from '@sakhe/contract/admin';
import { emptyBody, sendEmpty } from '../../../http/empty-reply';
import { NotFoundError } from '../../../http/errors';
import { collection, parseId } from '../../../http/hydra';
import { requestLocale } from '../../../http/locale';
import type { ModuleDeps } from '../../../http/module';
import { queryString } from '../../../http/query';
import { requirePermission } from '../../staff';
import * as content from './service';

const ADMIN_CMS = '/api/v2/admin/cms';
const guarded = { 401: unauthorizedSchema, 403: adminForbiddenSchema };
const missing = { 404: hydraErrorSchema };
const refused = { 422: violationListSchema };

const idOf = (raw: string): number => {
  const id = parseId(raw);
  if (id === null) throw new NotFoundError();
  return id;
};

function actorOf(request: FastifyRequest): content.ContentActor {
  const staff = request.staff;
  if (!staff) throw new Error('an admin route ran without a member (staffAuth guards every route)');
  return { staffId: staff.id, locale: requestLocale(request) };
}

/** A whole list (the CMS has tens of entries, not thousands): one hydra collection without pages. */
const list = <T>(request: FastifyRequest, shortName: string, path: string, members: T[]) =>
  collection(members, {
    shortName,
    path: `${ADMIN_CMS}/${path}`,
    query: queryString(request),
    totalItems: members.length,
  });

/**
 * The CMS of the back office (our paths under /api/v2/admin/cms; BitBag 4.x has no admin API):
 * blocks (changed only), media by section, the FAQ and pages, each list reorderable where the
 * storefront shows an order.
 */
export const contentAdminModule =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['Admin: content'];
    const deps = () => ({ db, changes: app.changes });
    const item = <S extends z.ZodType>(schema: S, summary: string) => ({
      tags,
      summary,
      params: adminCmsIdParams,
      response: { 200: schema, ...missing, ...guarded },
    });
    const change = <S extends z.ZodType, B extends z.ZodType>(schema: S, body: B, summary: string) => ({
      tags,
      summary,
      body,
      response: { 200: schema, ...missing, ...refused, ...guarded },
    });
    const creation = <S extends z.ZodType, B extends z.ZodType>(schema: S, body: B, summary: string) => ({
      tags,
      summary,
      body,
      response: { 201: schema, ...refused, ...guarded },
    });
    const removal = (summary: string) => ({
      tags,
      summary,
      params: adminCmsIdParams,
      response: { 204: emptyBody(204), ...missing, ...guarded },
    });
    const read = { preHandler: requirePermission('content.read') };
    const create = { preHandler: requirePermission('content.create') };
    const update = { preHandler: requirePermission('content.update') };
    const remove = { preHandler: requirePermission('content.delete') };

    // Blocks
    app.get(
      '/cms/blocks',
      {
        schema: {
          tags,
          summary: 'Every CMS block',
          response: { 200: adminBlockCollectionSchema, ...guarded },
        },
        ...read,
      },
      async (request) => list(request, 'Block', 'blocks', await content.listBlocks(db)),
    );
    app.get('/cms/blocks/:id', { schema: item(adminBlockSchema, 'A CMS block'), ...read }, async (request) =>
      content.getBlock(db, idOf(request.params.id)),
    );
    app.put(
      '/cms/blocks/:id',
      {
        schema: {
          ...change(adminBlockSchema, updateBlockBody, 'Texts, link, enabled and the carousel’s products'),
          params: adminCmsIdParams,
        },
        ...update,
      },
      async (request) => content.updateBlock(deps(), actorOf(request), idOf(request.params.id), request.body),
    );

    // Media
    app.get(
      '/cms/media',
      {
        schema: {
          tags,
          summary: 'The pictures of every section (or of one), in their order',
          querystring: adminMediaQuery,
          response: { 200: adminMediaCollectionSchema, 400: hydraErrorSchema, ...guarded },
        },
        ...read,
      },
      async (request) => list(request, 'Media', 'media', await content.listMedia(db, request.query.section)),
    );
    app.get('/cms/media/:id', { schema: item(adminMediaSchema, 'A picture'), ...read }, async (request) =>
      content.getMedia(db, idOf(request.params.id)),
    );
    app.post(
      '/cms/media',
      {
        schema: creation(adminMediaSchema, createMediaBody, 'A new picture, last in its section'),
        ...create,
      },
      async (request, reply) =>
        reply.code(201).send(await content.createMedia(deps(), actorOf(request), request.body)),
    );
    app.put(
      '/cms/media/order',
      {
        schema: change(adminMediaCollectionSchema, reorderMediaBody, 'A section’s pictures in a new order'),
        ...update,
      },
      async (request) =>
        list(
          request,
          'Media',
          'media',
          await content.reorderMedia(deps(), actorOf(request), request.body.section, request.body.ids),
        ),
    );
    app.put(
      '/cms/media/:id',
      {
        schema: {
          ...change(
            adminMediaSchema,
            updateMediaBody,
            'The picture, its texts and link per language, enabled',
          ),
          params: adminCmsIdParams,
        },
        ...update,
      },
      async (request) => content.updateMedia(deps(), actorOf(request), idOf(request.params.id), request.body),
    );
    app.delete(
      '/cms/media/:id',
      { schema: removal('Deletes a picture'), ...remove },
      async (request, reply) => {
        await content.deleteMedia(deps(), actorOf(request), idOf(request.params.id));
        return sendEmpty(reply, 204);
      },
    );

    // FAQ
    app.get(
      '/cms/faqs',
      {
        schema: {
          tags,
          summary: 'The FAQ in its order',
          response: { 200: adminFaqCollectionSchema, ...guarded },
        },
        ...read,
      },
      async (request) => list(request, 'FrequentlyAskedQuestion', 'faqs', await content.listFaqs(db)),
    );
    app.get('/cms/faqs/:id', { schema: item(adminFaqSchema, 'A question'), ...read }, async (request) =>
      content.getFaq(db, idOf(request.params.id)),
    );
    app.post(
      '/cms/faqs',
      { schema: creation(adminFaqSchema, createFaqBody, 'A new question, last in the FAQ'), ...create },
      async (request, reply) =>
        reply.code(201).send(await content.createFaq(deps(), actorOf(request), request.body)),
    );
    app.put(
      '/cms/faqs/order',
      { schema: change(adminFaqCollectionSchema, reorderBody, 'The FAQ in a new order'), ...update },
      async (request) =>
        list(
          request,
          'FrequentlyAskedQuestion',
          'faqs',
          await content.reorderFaqs(deps(), actorOf(request), request.body.ids),
        ),
    );
    app.put(
      '/cms/faqs/:id',
      {
        schema: {
          ...change(adminFaqSchema, updateFaqBody, 'The question and answer in both languages, enabled'),
          params: adminCmsIdParams,
        },
        ...update,
      },
      async (request) => content.updateFaq(deps(), actorOf(request), idOf(request.params.id), request.body),
    );
    app.delete(
      '/cms/faqs/:id',
      { schema: removal('Deletes a question'), ...remove },
      async (request, reply) => {
        await content.deleteFaq(deps(), actorOf(request), idOf(request.params.id));
        return sendEmpty(reply, 204);
      },
    );

    // Pages
    app.get(
      '/cms/pages',
      {
        schema: { tags, summary: 'Every page', response: { 200: adminPageCollectionSchema, ...guarded } },
        ...read,
      },
      async (request) => list(request, 'Page', 'pages', await content.listPages(db)),
    );
    app.get('/cms/pages/:id', { schema: item(adminPageSchema, 'A page'), ...read }, async (request) =>
      content.getPage(db, idOf(request.params.id)),
    );
    app.post(
      '/cms/pages',
      { schema: creation(adminPageSchema, createPageBody, 'A new page'), ...create },
      async (request, reply) =>
        reply.code(201).send(await content.createPage(deps(), actorOf(request), request.body)),
    );
    app.put(
      '/cms/pages/:id',
      {
        schema: {
          ...change(adminPageSchema, updatePageBody, 'The page’s texts in both languages, enabled'),
          params: adminCmsIdParams,
        },
        ...update,
      },
      async (request) => content.updatePage(deps(), actorOf(request), idOf(request.params.id), request.body),
    );
    app.delete('/cms/pages/:id', { schema: removal('Deletes a page'), ...remove }, async (request, reply) => {
      await content.deletePage(deps(), actorOf(request), idOf(request.params.id));
      return sendEmpty(reply, 204);
    });
  };
