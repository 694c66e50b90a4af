import {
  addressBody,
  addressCollectionSchema,
  addressItemSchema,
  addressParams,
  hydraErrorSchema,
  paginationQuery,
  unauthorizedSchema,
  violationListSchema,
} from '@sakhe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody, sendEmpty } from '../../http/empty-reply';
import { SHOP, collection } from '../../http/hydra';
import { requestLocale } from '../../http/locale';
import type { ModuleDeps } from '../../http/module';
import { authenticate } from '../auth';
import { createAddress, listCustomerAddresses, removeAddress, replaceAddress, showAddress } from './service';

const tags = ['Address'];
const denied = { 401: unauthorizedSchema, 404: hydraErrorSchema };
const noContent = emptyBody(204);

/** The logged-in customer's address book (api-contract §9); guests get 401. */
export const addressesModule =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/addresses',
      {
        schema: {
          tags,
          querystring: paginationQuery,
          response: { 200: addressCollectionSchema, 401: unauthorizedSchema },
        },
      },
      async (request) => {
        const customerId = authenticate(request);
        const { members, totalItems } = await listCustomerAddresses(db, customerId, request.query);
        return collection(members, {
          shortName: 'Address',
          path: `${SHOP}/addresses`,
          query: request.url.split('?')[1] ?? '',
          totalItems,
          page: request.query,
        });
      },
    );

    app.get(
      '/addresses/:id',
      { schema: { tags, params: addressParams, response: { 200: addressItemSchema, ...denied } } },
      async (request) => showAddress(db, authenticate(request), request.params.id),
    );

    app.post(
      '/addresses',
      {
        schema: {
          tags,
          summary: "Add an address; the customer's first address becomes the default",
          body: addressBody,
          response: { 201: addressItemSchema, ...denied, 422: violationListSchema },
        },
      },
      async (request, reply) => {
        const address = await createAddress(db, authenticate(request), request.body, requestLocale(request));
        return reply.code(201).send(address);
      },
    );

    app.put(
      '/addresses/:id',
      {
        schema: {
          tags,
          params: addressParams,
          body: addressBody,
          response: { 200: addressItemSchema, ...denied, 422: violationListSchema },
        },
      },
      async (request) =>
        replaceAddress(db, authenticate(request), request.params.id, request.body, requestLocale(request)),
    );

    app.delete(
      '/addresses/:id',
      { schema: { tags, params: addressParams, response: { 204: noContent, ...denied } } },
      async (request, reply) => {
        await removeAddress(db, authenticate(request), request.params.id);
        return sendEmpty(reply, 204);
      },
    );
  };
