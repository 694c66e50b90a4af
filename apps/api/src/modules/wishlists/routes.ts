import {
  createWishlistBody,
  hydraErrorSchema,
  unauthorizedSchema,
  violationListSchema,
  wishlistAddProductBody,
  wishlistAddVariantBody,
  wishlistProductParams,
  wishlistSchema,
  wishlistTokenParams,
  wishlistVariantParams,
} from '@sakhe/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../http/locale';
import type { ModuleDeps } from '../../http/module';
import { emptyBody, sendEmpty } from '../../http/empty-reply';
import { optionalCustomer } from '../auth';
import {
  type WishlistDeps,
  addProduct,
  addVariant,
  createWishlist,
  removeEntries,
  removeWishlist,
  showWishlist,
} from './service';

const tags = ['Wishlist'];
/** 401 for a bad Bearer token, 403 for someone else's wishlist, 404 for an unknown one. */
const refusals = { 401: unauthorizedSchema, 403: hydraErrorSchema, 404: hydraErrorSchema };
const noContent = emptyBody(204);

const view = (request: FastifyRequest) => ({ locale: requestLocale(request) });

/** The BitBag wishlist plugin's shop API (api-contract §12); guests and customers alike. */
export const wishlistsModule =
  (moduleDeps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: WishlistDeps = { db: moduleDeps.db, catalog: app.productCatalog };

    app.post(
      '/wishlists',
      {
        schema: {
          tags,
          summary:
            "The customer's own wishlist (merging the anonymous one named by tokenValue), or a guest's anonymous one",
          body: createWishlistBody,
          response: { 201: wishlistSchema, 401: unauthorizedSchema, 422: violationListSchema },
        },
      },
      async (request, reply) => {
        const wishlist = await createWishlist(deps, optionalCustomer(request), request.body, view(request));
        return reply.code(201).send(wishlist);
      },
    );

    app.get(
      '/wishlists/:token',
      { schema: { tags, params: wishlistTokenParams, response: { 200: wishlistSchema, ...refusals } } },
      async (request) => showWishlist(deps, optionalCustomer(request), request.params.token, view(request)),
    );

    app.patch(
      '/wishlists/:token/product',
      {
        schema: {
          tags,
          summary: 'Wish a product (its default variant); wishing it again changes nothing',
          params: wishlistTokenParams,
          body: wishlistAddProductBody,
          response: { 200: wishlistSchema, ...refusals, 422: violationListSchema },
        },
      },
      async (request) =>
        addProduct(
          deps,
          optionalCustomer(request),
          request.params.token,
          request.body.productId,
          view(request),
        ),
    );

    app.patch(
      '/wishlists/:token/variant',
      {
        schema: {
          tags,
          summary: 'Wish a product variant; wishing it again changes nothing',
          params: wishlistTokenParams,
          body: wishlistAddVariantBody,
          response: { 200: wishlistSchema, ...refusals, 422: violationListSchema },
        },
      },
      async (request) =>
        addVariant(
          deps,
          optionalCustomer(request),
          request.params.token,
          request.body.productVariantId,
          view(request),
        ),
    );

    app.delete(
      '/wishlists/:token/products/:productId',
      {
        schema: {
          tags,
          summary: 'Remove every wished variant of a product',
          params: wishlistProductParams,
          response: { 204: noContent, ...refusals },
        },
      },
      async (request, reply) => {
        const { token, productId } = request.params;
        await removeEntries(deps, optionalCustomer(request), token, { productId });
        return sendEmpty(reply, 204);
      },
    );

    app.delete(
      '/wishlists/:token/productVariants/:productVariantId',
      { schema: { tags, params: wishlistVariantParams, response: { 204: noContent, ...refusals } } },
      async (request, reply) => {
        const { token, productVariantId } = request.params;
        await removeEntries(deps, optionalCustomer(request), token, { variantId: productVariantId });
        return sendEmpty(reply, 204);
      },
    );

    app.delete(
      '/wishlists/:token',
      { schema: { tags, params: wishlistTokenParams, response: { 204: noContent, ...refusals } } },
      async (request, reply) => {
        await removeWishlist(deps, optionalCustomer(request), request.params.token);
        return sendEmpty(reply, 204);
      },
    );
  };
