import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hydraErrorSchema, unauthorizedSchema, violationListSchema } from '@sakhe/contract';
import {
  adminCodeParams,
  adminForbiddenSchema,
  adminProductImageCollectionSchema,
  adminProductImageItemSchema,
  type AdminProductImage,
  imageLocale,
  productImageType,
  reorderProductImagesBody,
  updateProductImageBody,
} from '@sakhe/contract/admin';
import { z } from 'zod';
import { emptyBody, sendEmpty } from '../../../../http/empty-reply';
import { context } from '../../../../http/hydra';
import { requestLocale } from '../../../../http/locale';
import type { ModuleDeps } from '../../../../http/module';
import { acceptImageUploads, uploadedImage } from '../../../media';
import { requirePermission } from '../../../staff';
import {
  type ImageActor,
  addProductImage,
  listProductImages,
  removeProductImage,
  reorderProductImages,
  updateProductImage,
} from './service';

const tags = ['Admin: product images'];
const errors = { 401: unauthorizedSchema, 403: adminForbiddenSchema, 404: hydraErrorSchema };
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

function actorOf(request: FastifyRequest): ImageActor {
  return { id: request.staff!.id, locale: requestLocale(request) };
}

const collectionOf = (code: string, members: AdminProductImage[]) => ({
  '@context': context('ProductImage'),
  '@id': `/api/v2/admin/products/${encodeURIComponent(code)}/images`,
  '@type': 'hydra:Collection' as const,
  'hydra:member': members,
  'hydra:totalItems': members.length,
});

/**
 * A product's images (Sylius 1.12's `/products/{code}/images`, and ours for one image and the
 * order). Every change is one transaction with its audit entry, then a catalog change, so the
 * storefront shows it at once here and within 2 s on other nodes.
 */
export const productImagesAdminModule =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptImageUploads(app);
    const published = (detail: string) => app.changes.publish('catalog', detail);

    app.get(
      '/products/:code/images',
      {
        schema: {
          tags,
          summary: 'The product’s images in their order',
          params: adminCodeParams,
          response: { 200: adminProductImageCollectionSchema, ...errors },
        },
        preHandler: requirePermission('product-images.read'),
      },
      async (request) =>
        collectionOf(request.params.code, await listProductImages(deps.db, request.params.code)),
    );

    app.post(
      '/products/:code/images',
      {
        schema: {
          tags,
          summary:
            'Adds an image after the last (multipart, field `file`: JPEG, PNG, WebP or AVIF by its content, at most 15 MB); `locale` limits it to that language’s pages',
          params: adminCodeParams,
          // An upload names no locale for "every language" (a query string has no null).
          querystring: z.object({
            type: productImageType.optional(),
            locale: imageLocale.unwrap().optional(),
          }),
          response: { 201: adminProductImageItemSchema, 422: violationListSchema, ...errors },
        },
        preHandler: requirePermission('product-images.create'),
      },
      async (request, reply) => {
        const bytes = await uploadedImage(request);
        const image = await addProductImage(deps, actorOf(request), request.params.code, {
          bytes,
          type: request.query.type ?? null,
          locale: request.query.locale ?? null,
        });
        await published(`product-image-${image.id}`);
        return reply.code(201).send({ '@context': context('ProductImage'), ...image });
      },
    );

    app.put(
      '/products/:code/images/positions',
      {
        schema: {
          tags,
          summary: 'Puts the product’s images in the order given (every one of them, once)',
          params: adminCodeParams,
          body: reorderProductImagesBody,
          response: { 200: adminProductImageCollectionSchema, 422: violationListSchema, ...errors },
        },
        preHandler: requirePermission('product-images.update'),
      },
      async (request) => {
        const { code } = request.params;
        const images = await reorderProductImages(deps.db, actorOf(request), code, request.body.images);
        await published(`product-images-${code}`);
        return collectionOf(code, images);
      },
    );

    app.patch(
      '/product-images/:id',
      {
        schema: {
          tags,
          summary:
            'Changes an image’s type (none or sticky-banner), language (null: every one), position or alt text per language',
          params: idParams,
          body: updateProductImageBody,
          response: { 200: adminProductImageItemSchema, 422: violationListSchema, ...errors },
        },
        preHandler: requirePermission('product-images.update'),
      },
      async (request) => {
        const image = await updateProductImage(deps.db, actorOf(request), request.params.id, request.body);
        await published(`product-image-${image.id}`);
        return { '@context': context('ProductImage'), ...image };
      },
    );

    app.delete(
      '/product-images/:id',
      {
        schema: {
          tags,
          summary: 'Removes the image and its file',
          params: idParams,
          response: { 204: emptyBody(204), ...errors },
        },
        preHandler: requirePermission('product-images.delete'),
      },
      async (request, reply) => {
        await removeProductImage(deps, actorOf(request), request.params.id);
        await published(`product-image-${request.params.id}`);
        return sendEmpty(reply, 204);
      },
    );
  };
