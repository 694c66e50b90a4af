import { hydraErrorSchema, searchCorrectionQuery, searchCorrectionSchema } from '@sakhe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHOP, context, iri } from '../../../http/hydra';
import { requestLocale } from '../../../http/locale';
import { queryString } from '../../../http/query';
import { searchCorrection } from './service';

/** Search helpers beside `GET products?translations.name=`: "did you mean" for an empty result. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = app.productCatalog;
  app.get(
    '/search-corrections',
    {
      schema: {
        tags: ['Product'],
        summary:
          'The catalog term (brand, category, product-name word) closest to a search, for "did you mean"',
        querystring: searchCorrectionQuery,
        response: { 200: searchCorrectionSchema, 400: hydraErrorSchema },
      },
    },
    async (request) => {
      const found = await searchCorrection(catalog, request.query.q, requestLocale(request));
      return {
        '@context': context('SearchCorrection'),
        '@id': `${SHOP}/search-corrections?${queryString(request)}`,
        '@type': 'SearchCorrection' as const,
        query: request.query.q,
        suggestion: found && {
          term: found.term,
          kind: found.kind,
          taxon: found.code === null ? null : iri('taxons', found.code),
        },
      };
    },
  );
};
