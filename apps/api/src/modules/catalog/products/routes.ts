import {
  catalogPromotionItemSchema,
  hydraErrorSchema,
  imageFilterQuery,
  productCollectionSchema,
  productAttributeItemSchema,
  productAttributeValueCollectionSchema,
  productFacetsQuery,
  productFacetsSchema,
  productAssociationItemSchema,
  productAssociationTypeItemSchema,
  productImageItemSchema,
  productItemSchema,
  productOptionItemSchema,
  productOptionValueItemSchema,
  productsQuery,
  productTaxonItemSchema,
  productVariantItemSchema,
} from '@sakhe/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHOP, collection, context, iri } from '../../../http/hydra';
import { requestLocale } from '../../../http/locale';
import type { ModuleDeps } from '../../../http/module';
import { queryString } from '../../../http/query';
import { isValidPreview, previewOf } from '../../../http/staff-preview';
import { ResponseCache } from '../response-cache';
import * as relations from './relations';
import * as products from './service';
import { productSearchTemplate } from './search-template';
import type { ProductView } from './present';

const errors = { 400: hydraErrorSchema, 404: hydraErrorSchema };
/** What only the staff member previewing asked for: no cache keeps it. */
const PRIVATE = 'private, no-store';
const codeParams = z.object({ code: z.string() });
const idParams = z.object({ id: z.string() });

function productView(request: FastifyRequest, query: z.infer<typeof imageFilterQuery>): ProductView {
  return { locale: requestLocale(request), imageFilter: query.imageFilter ?? query.filter };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A redirect's body: a page that sends a browser on, as Symfony's redirects (so Sylius 1.12's) carry. */
function redirectPage(location: string): string {
  const url = escapeHtml(location);
  return (
    `<!DOCTYPE html><html><head><meta charset="UTF-8"><meta http-equiv="refresh" content="0;url='${url}'">` +
    `<title>Redirecting to ${url}</title></head><body>Redirecting to <a href="${url}">${url}</a>.</body></html>`
  );
}

export const productRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const catalog = app.productCatalog;
    const staffPreview = (request: FastifyRequest) =>
      isValidPreview(deps.config.APP_SECRET, previewOf(request));
    const responses = new ResponseCache(deps.config.CATALOG_CACHE_SECONDS * 1000);
    app.changes.on('catalog', () => responses.clear());

    app.get(
      '/products',
      {
        schema: {
          tags: ['Product'],
          summary: 'Enabled products with a translation in the request locale, filtered, ordered and paged',
          querystring: productsQuery,
          response: { 200: productCollectionSchema, 400: hydraErrorSchema },
        },
      },
      async (request, reply) => {
        await responses.send(request, reply, productCollectionSchema, async () => {
          const { members, totalItems } = await products.list(
            catalog,
            request.query,
            productView(request, request.query),
          );
          return {
            ...collection(members, {
              shortName: 'Product',
              path: `${SHOP}/products`,
              query: queryString(request),
              totalItems,
              page: { page: request.query.page, itemsPerPage: request.query.itemsPerPage },
            }),
            'hydra:search': productSearchTemplate,
          };
        });
      },
    );

    app.get(
      '/product-facets',
      {
        schema: {
          tags: ['Product'],
          summary:
            'For the same filters as GET products: each facet (category, brand, price) with the values in the result and their counts',
          querystring: productFacetsQuery,
          response: { 200: productFacetsSchema, 400: hydraErrorSchema },
        },
      },
      async (request, reply) => {
        await responses.send(request, reply, productFacetsSchema, async () => ({
          '@context': context('ProductFacets'),
          '@id': `${SHOP}/product-facets`,
          '@type': 'ProductFacets' as const,
          ...(await products.facets(catalog, request.query, requestLocale(request))),
        }));
      },
    );

    app.get(
      '/products/:code/attributes',
      {
        schema: {
          tags: ['ProductAttributeValue'],
          summary: "The product's attribute values in the request locale, by attribute position",
          params: codeParams,
          response: { 200: productAttributeValueCollectionSchema, ...errors },
        },
      },
      async (request) => {
        const members = await products.productAttributes(
          catalog,
          request.params.code,
          requestLocale(request),
        );
        return {
          ...collection(members, {
            shortName: 'ProductAttributeValue',
            path: `${SHOP}/products/${encodeURIComponent(request.params.code)}/attributes`,
            query: '',
            totalItems: members.length,
          }),
        };
      },
    );

    app.get(
      '/product-attributes/:code',
      {
        schema: {
          tags: ['ProductAttribute'],
          params: codeParams,
          response: { 200: productAttributeItemSchema, ...errors },
        },
      },
      async (request) => ({
        '@context': context('ProductAttribute'),
        ...(await products.productAttribute(catalog, request.params.code, requestLocale(request))),
      }),
    );

    app.get(
      '/products/:code',
      {
        schema: {
          tags: ['Product'],
          params: codeParams,
          querystring: imageFilterQuery,
          response: { 200: productItemSchema, ...errors },
        },
      },
      async (request, reply) => {
        // Staff signed into the back office (the preview cookie) see a disabled product as shoppers
        // will once it is enabled; that answer is theirs alone.
        const preview = staffPreview(request);
        if (preview) void reply.header('cache-control', PRIVATE);
        return {
          '@context': context('Product'),
          ...(await products.product(
            catalog,
            request.params.code,
            productView(request, request.query),
            preview,
          )),
        };
      },
    );

    // Sylius 1.12's GetProductBySlugAction: 301 to the product's IRI with the request's query string,
    // and Symfony's small HTML page as the body. The answer is kept as long as the catalog's listings
    // (and forgotten on every node when a slug changes); staff previews are never kept.
    app.get(
      '/products-by-slug/:slug',
      {
        schema: {
          tags: ['Product'],
          summary:
            '301 Moved Permanently to the product (products/{code}) whose slug, or former slug, in the request locale is this one',
          params: z.object({ slug: z.string() }),
          querystring: imageFilterQuery,
          response: {
            301: z.string().describe('Moved Permanently: Location is the product IRI, with the query string'),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const preview = staffPreview(request);
        const code = await products.productCodeBySlug(
          catalog,
          request.params.slug,
          requestLocale(request),
          preview,
        );
        const query = queryString(request);
        const location = `${iri('products', code)}${query === '' ? '' : `?${query}`}`;
        return reply
          .code(301)
          .header('location', location)
          .header('cache-control', preview ? PRIVATE : `public, max-age=${deps.config.CATALOG_CACHE_SECONDS}`)
          .header('vary', 'Accept-Language')
          .type('text/html; charset=utf-8')
          .send(redirectPage(location));
      },
    );

    app.get(
      '/product-variants/:code',
      {
        schema: {
          tags: ['ProductVariant'],
          params: codeParams,
          response: { 200: productVariantItemSchema, ...errors },
        },
      },
      async (request) => ({
        '@context': context('ProductVariant'),
        ...(await products.variant(catalog, request.params.code, { locale: requestLocale(request) })),
      }),
    );

    app.get(
      '/product-images/:id',
      {
        schema: {
          tags: ['ProductImage'],
          params: idParams,
          querystring: imageFilterQuery,
          response: { 200: productImageItemSchema, ...errors },
        },
      },
      async (request) => ({
        '@context': context('ProductImage'),
        ...(await products.image(catalog, request.params.id, productView(request, request.query))),
      }),
    );

    app.get(
      '/product-taxons/:id',
      {
        schema: {
          tags: ['ProductTaxon'],
          params: idParams,
          response: { 200: productTaxonItemSchema, ...errors },
        },
      },
      async (request) => ({
        '@context': context('ProductTaxon'),
        ...(await products.productTaxon(catalog, request.params.id)),
      }),
    );

    app.get(
      '/product-options/:code',
      {
        schema: {
          tags: ['ProductOption'],
          summary: 'An option (shade, volume…) with its values',
          params: codeParams,
          response: { 200: productOptionItemSchema, ...errors },
        },
      },
      async (request) => ({
        '@context': context('ProductOption'),
        ...(await relations.productOption(catalog.db, request.params.code, requestLocale(request))),
      }),
    );

    app.get(
      '/product-option-values/:code',
      {
        schema: {
          tags: ['ProductOptionValue'],
          summary: "An option value; a shade's colour and swatch picture",
          params: codeParams,
          response: { 200: productOptionValueItemSchema, ...errors },
        },
      },
      async (request) => ({
        '@context': context('ProductOptionValue'),
        ...(await relations.productOptionValue(catalog.db, request.params.code, requestLocale(request))),
      }),
    );

    app.get(
      '/product-association-types/:code',
      {
        schema: {
          tags: ['ProductAssociationType'],
          params: codeParams,
          response: { 200: productAssociationTypeItemSchema, ...errors },
        },
      },
      async (request) => ({
        '@context': context('ProductAssociationType'),
        ...(await relations.associationType(catalog.db, request.params.code, requestLocale(request))),
      }),
    );

    app.get(
      '/product-associations/:id',
      {
        schema: {
          tags: ['ProductAssociation'],
          summary: "A product's related products of one type",
          params: idParams,
          response: { 200: productAssociationItemSchema, ...errors },
        },
      },
      async (request) => ({
        '@context': context('ProductAssociation'),
        ...(await relations.association(catalog.db, request.params.id)),
      }),
    );

    app.get(
      '/catalog-promotions/:code',
      {
        schema: {
          tags: ['CatalogPromotion'],
          summary: 'An active catalog promotion (a product label)',
          params: codeParams,
          response: { 200: catalogPromotionItemSchema, ...errors },
        },
      },
      async (request) => ({
        '@context': context('CatalogPromotion'),
        ...(await products.catalogPromotion(catalog, request.params.code, {
          locale: requestLocale(request),
        })),
      }),
    );
  };
