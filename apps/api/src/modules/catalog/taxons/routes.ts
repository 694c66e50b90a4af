import {
  hydraErrorSchema,
  imageFilterQuery,
  taxonCollectionSchema,
  taxonItemSchema,
  taxonsQuery,
} from '@sakhe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHOP, collection, context } from '../../../http/hydra';
import { requestLocale } from '../../../http/locale';
import type { ModuleDeps } from '../../../http/module';
import { queryString } from '../../../http/query';
import { ResponseCache } from '../response-cache';
import { getTaxon, listMenuTaxons, menu, searchTaxonsByName } from './service';

const TAXONS = `${SHOP}/taxons`;

export const taxonRoutes =
  ({ db, config }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const responses = new ResponseCache(config.CATALOG_CACHE_SECONDS * 1000);
    app.changes.on('catalog', () => responses.clear());

    app.get(
      '/taxons',
      {
        schema: {
          tags: ['Taxon'],
          summary: 'The menu taxons (enabled children of the menu root), or a name search over all taxons',
          querystring: taxonsQuery.extend(imageFilterQuery.shape),
          response: { 200: taxonCollectionSchema, 400: hydraErrorSchema },
        },
      },
      async (request, reply) => {
        await responses.send(request, reply, taxonCollectionSchema, async () => {
          const { page, itemsPerPage, taxonName, filter, imageFilter } = request.query;
          const view = { locale: requestLocale(request), imageFilter: imageFilter ?? filter };
          const paging = { page, itemsPerPage };
          const result =
            taxonName === undefined
              ? await listMenuTaxons(db, paging, view)
              : await searchTaxonsByName(db, taxonName, paging, view);
          return collection(result.members, {
            shortName: 'Taxon',
            path: TAXONS,
            query: queryString(request),
            totalItems: result.totalItems,
            page: paging,
          });
        });
      },
    );

    app.get(
      '/taxons/menu',
      {
        schema: {
          tags: ['Taxon'],
          summary: 'The whole enabled menu tree: top-level taxons by position, descendants in childTaxons',
          querystring: imageFilterQuery,
          response: { 200: taxonCollectionSchema, 400: hydraErrorSchema },
        },
      },
      async (request, reply) => {
        await responses.send(request, reply, taxonCollectionSchema, async () => {
          const { filter, imageFilter } = request.query;
          const members = await menu(db, {
            locale: requestLocale(request),
            imageFilter: imageFilter ?? filter,
          });
          return collection(members, {
            shortName: 'Taxon',
            path: `${TAXONS}/menu`,
            query: queryString(request),
            totalItems: members.length,
          });
        });
      },
    );

    app.get(
      '/taxons/:code',
      {
        schema: {
          tags: ['Taxon'],
          summary: 'An enabled taxon with its enabled children embedded one level deep',
          params: z.object({ code: z.string() }),
          querystring: imageFilterQuery,
          response: { 200: taxonItemSchema, 400: hydraErrorSchema, 404: hydraErrorSchema },
        },
      },
      async (request, reply) => {
        await responses.send(request, reply, taxonItemSchema, async () => {
          const { filter, imageFilter } = request.query;
          const taxon = await getTaxon(db, request.params.code, {
            locale: requestLocale(request),
            imageFilter: imageFilter ?? filter,
          });
          return { '@context': context('Taxon'), ...taxon };
        });
      },
    );
  };
