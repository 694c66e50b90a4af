import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type CmsCodeQuery,
  blockItemSchema,
  blockSchema,
  cmsCollectionQuery,
  cmsIdParams,
  cmsPageQuery,
  cmsSectionItemSchema,
  cmsCodeQuery,
  cmsSectionSchema,
  faqItemSchema,
  faqSchema,
  hydraCollection,
  mediaItemSchema,
  mediaSchema,
  pageItemSchema,
  pageSchema,
} from '@sakhe/contract';
import { NotFoundError } from '../../http/errors';
import { SHOP, collection, context } from '../../http/hydra';
import type { ModuleDeps } from '../../http/module';
import type { CmsFilter } from './service';
import * as content from './service';

const CMS = `${SHOP}/cms-plugin`;
const MAX_ID = 2 ** 31 - 1;

/** CMS ids are integer keys; "abc", "1.5" or an id past the column's range name nothing: 404, as Sylius. */
function cmsId(raw: string): number {
  const id = /^[0-9]{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(id >= 1 && id <= MAX_ID)) throw new NotFoundError();
  return id;
}

const filterOf = (query: CmsCodeQuery & { 'sections.code'?: string[] | undefined }): CmsFilter => ({
  ...(query.code ? { codes: query.code } : {}),
  ...(query['sections.code'] ? { sectionCodes: query['sections.code'] } : {}),
});

function page<T>(
  request: FastifyRequest,
  shortName: string,
  path: string,
  { members, totalItems }: { members: T[]; totalItems: number },
  query: { page: number; itemsPerPage: number },
) {
  return collection(members, {
    shortName,
    path: `${CMS}/${path}`,
    query: request.url.split('?')[1] ?? '',
    totalItems,
    page: { page: query.page, itemsPerPage: query.itemsPerPage },
  });
}

export const contentModule =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['CMS'];
    const item = { tags, params: cmsIdParams };

    app.get(
      '/cms-plugin/blocks',
      { schema: { tags, querystring: cmsCollectionQuery, response: { 200: hydraCollection(blockSchema) } } },
      async (request) =>
        page(
          request,
          'Block',
          'blocks',
          await content.blocks(db, filterOf(request.query), request.query),
          request.query,
        ),
    );
    app.get(
      '/cms-plugin/blocks/:id',
      { schema: { ...item, response: { 200: blockItemSchema } } },
      async (request) => ({
        '@context': context('Block'),
        ...(await content.block(db, cmsId(request.params.id))),
      }),
    );

    app.get(
      '/cms-plugin/media',
      { schema: { tags, querystring: cmsCollectionQuery, response: { 200: hydraCollection(mediaSchema) } } },
      async (request) =>
        page(
          request,
          'Media',
          'media',
          await content.media(db, filterOf(request.query), request.query),
          request.query,
        ),
    );
    app.get(
      '/cms-plugin/media/:id',
      { schema: { ...item, response: { 200: mediaItemSchema } } },
      async (request) => ({
        '@context': context('Media'),
        ...(await content.mediaItem(db, cmsId(request.params.id))),
      }),
    );

    app.get(
      '/cms-plugin/faq',
      { schema: { tags, querystring: cmsCodeQuery, response: { 200: hydraCollection(faqSchema) } } },
      async (request) =>
        page(
          request,
          'FrequentlyAskedQuestion',
          'faq',
          await content.faqs(db, filterOf(request.query), request.query),
          request.query,
        ),
    );
    app.get(
      '/cms-plugin/faq/:id',
      { schema: { ...item, response: { 200: faqItemSchema } } },
      async (request) => ({
        '@context': context('FrequentlyAskedQuestion'),
        ...(await content.faq(db, cmsId(request.params.id))),
      }),
    );

    app.get(
      '/cms-plugin/pages',
      { schema: { tags, querystring: cmsPageQuery, response: { 200: hydraCollection(pageSchema) } } },
      async (request) =>
        page(
          request,
          'Page',
          'pages',
          await content.pages(db, { ...filterOf(request.query), slug: request.query.slug }, request.query),
          request.query,
        ),
    );
    app.get(
      '/cms-plugin/pages/:id',
      { schema: { ...item, response: { 200: pageItemSchema } } },
      async (request) => ({
        '@context': context('Page'),
        ...(await content.cmsPage(db, cmsId(request.params.id))),
      }),
    );

    app.get(
      '/cms-plugin/sections',
      { schema: { tags, querystring: cmsCodeQuery, response: { 200: hydraCollection(cmsSectionSchema) } } },
      async (request) =>
        page(
          request,
          'Section',
          'sections',
          await content.sections(db, filterOf(request.query), request.query),
          request.query,
        ),
    );
    app.get(
      '/cms-plugin/sections/:id',
      { schema: { ...item, response: { 200: cmsSectionItemSchema } } },
      async (request) => ({
        '@context': context('Section'),
        ...(await content.section(db, cmsId(request.params.id))),
      }),
    );
  };
