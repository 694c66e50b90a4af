import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  channelCodeParams,
  channelItemSchema,
  channelSchema,
  countryItemSchema,
  countrySchema,
  currencyItemSchema,
  currencySchema,
  type ExchangeRate,
  exchangeRateParams,
  exchangeRateSchema,
  hydraCollection,
  hydraErrorSchema,
  localeItemSchema,
  localeSchema,
  paginationQuery,
  provinceItemSchema,
} from '@sakhe/contract';
import { NotFoundError } from '../../http/errors';
import { type Page, SHOP, collection, context } from '../../http/hydra';
import { requestLocale } from '../../http/locale';
import type { ModuleDeps } from '../../http/module';
import * as channels from './service';

const rawQuery = (request: FastifyRequest) => request.url.split('?')[1] ?? '';

/** These lists are a handful of rows, so a page is cut from the whole list. */
function page<T>(
  request: FastifyRequest,
  shortName: string,
  path: string,
  items: T[],
  { page, itemsPerPage }: Page,
) {
  const members = items.slice((page - 1) * itemsPerPage, page * itemsPerPage);
  return collection(members, {
    shortName,
    path: `${SHOP}/${path}`,
    query: rawQuery(request),
    totalItems: items.length,
    page: { page, itemsPerPage },
  });
}

const withContext = <T extends object>(shortName: string, item: T) => ({
  '@context': context(shortName),
  ...item,
});

export const channelModule =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['Channel'];

    app.get(
      '/countries',
      { schema: { tags, querystring: paginationQuery, response: { 200: hydraCollection(countrySchema) } } },
      async (request) =>
        page(
          request,
          'Country',
          'countries',
          await channels.countries(db, requestLocale(request)),
          request.query,
        ),
    );

    app.get(
      '/countries/:code',
      { schema: { tags, params: channelCodeParams, response: { 200: countryItemSchema } } },
      async (request) =>
        withContext('Country', await channels.country(db, request.params.code, requestLocale(request))),
    );

    app.get(
      '/provinces/:code',
      { schema: { tags, params: channelCodeParams, response: { 200: provinceItemSchema } } },
      async (request) =>
        withContext('Province', await channels.province(db, request.params.code, requestLocale(request))),
    );

    app.get(
      '/channels',
      { schema: { tags, querystring: paginationQuery, response: { 200: hydraCollection(channelSchema) } } },
      async (request) => page(request, 'Channel', 'channels', await channels.channels(db), request.query),
    );

    app.get(
      '/channels/:code',
      { schema: { tags, params: channelCodeParams, response: { 200: channelItemSchema } } },
      async (request) => withContext('Channel', await channels.channel(db, request.params.code)),
    );

    app.get(
      '/locales',
      { schema: { tags, querystring: paginationQuery, response: { 200: hydraCollection(localeSchema) } } },
      async (request) =>
        page(request, 'Locale', 'locales', await channels.locales(db, requestLocale(request)), request.query),
    );

    app.get(
      '/locales/:code',
      { schema: { tags, params: channelCodeParams, response: { 200: localeItemSchema } } },
      async (request) =>
        withContext('Locale', await channels.locale(db, request.params.code, requestLocale(request))),
    );

    app.get(
      '/currencies',
      { schema: { tags, querystring: paginationQuery, response: { 200: hydraCollection(currencySchema) } } },
      async (request) =>
        page(
          request,
          'Currency',
          'currencies',
          await channels.currencies(db, requestLocale(request)),
          request.query,
        ),
    );

    app.get(
      '/currencies/:code',
      { schema: { tags, params: channelCodeParams, response: { 200: currencyItemSchema } } },
      async (request) =>
        withContext('Currency', await channels.currency(db, request.params.code, requestLocale(request))),
    );

    // One currency: no exchange rates (Sylius 1.12's shop_get operations, answered as Sylius does
    // for a channel without rates).
    app.get(
      '/exchange-rates',
      {
        schema: {
          tags,
          summary: 'Always empty: the shop sells in GEL only',
          querystring: paginationQuery,
          response: { 200: hydraCollection(exchangeRateSchema) },
        },
      },
      async (request) => page<ExchangeRate>(request, 'ExchangeRate', 'exchange-rates', [], request.query),
    );

    app.get(
      '/exchange-rates/:id',
      {
        schema: {
          tags,
          summary: 'Always 404: the shop has no exchange rates',
          params: exchangeRateParams,
          response: { 404: hydraErrorSchema },
        },
      },
      async () => {
        throw new NotFoundError();
      },
    );
  };
