import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorizedSchema, violationListSchema } from '@sakhe/contract';
import {
  adminForbiddenSchema,
  adminProductsQuery,
  MAX_IMPORT_BYTES,
  productImportQuery,
  productImportResultSchema,
} from '@sakhe/contract/admin';
import { ValidationError } from '../../../../http/errors';
import { requestLocale } from '../../../../http/locale';
import type { ModuleDeps } from '../../../../http/module';
import { violation } from '../../../../i18n/violations';
import { requirePermission } from '../../../staff';
import { type CatalogFileWriter, importProducts, productsCsv } from './service';

const guarded = { 401: unauthorizedSchema, 403: adminForbiddenSchema };

/** The file types an import takes as its body; a browser names a CSV `application/vnd.ms-excel` on Windows. */
const FILE_TYPES = [
  'text/csv',
  'application/csv',
  'application/vnd.ms-excel',
  'text/plain',
  'application/json',
  'application/ld+json',
  'application/octet-stream',
];

/** The file of an import: the multipart field `file` (as the admin app sends it), or the raw body. */
async function uploaded(request: FastifyRequest): Promise<{ text: string; contentType: string | undefined }> {
  if (!request.isMultipart()) {
    return {
      text: typeof request.body === 'string' ? request.body : '',
      contentType: request.headers['content-type'],
    };
  }
  const locale = requestLocale(request);
  const part = await request.file({ throwFileSizeLimit: true }).catch(() => undefined);
  if (!part || part.fieldname !== 'file')
    throw new ValidationError([violation(locale, 'file', 'importEmpty')]);
  try {
    return { text: (await part.toBuffer()).toString('utf8'), contentType: part.mimetype };
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw new ValidationError([
      violation(locale, 'file', 'importTooLarge', { max: MAX_IMPORT_BYTES / 1024 / 1024 }),
    ]);
  }
}

/**
 * `GET /api/v2/admin/products/export.csv` and `POST /api/v2/admin/product-imports` (managers).
 * `write` is the catalog import (the seed's), handed in by admin-api.ts.
 */
export const productTransferAdminModule =
  (write: CatalogFileWriter) =>
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['Admin: products'];

    app.get(
      '/products/export.csv',
      {
        schema: {
          tags,
          summary:
            'Products and variants the list’s filters select (all without), one row per variant, in the columns an import reads',
          querystring: adminProductsQuery,
          produces: ['text/csv'],
        },
        preHandler: requirePermission('products.export'),
      },
      async (request, reply) => {
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="products-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(productsCsv(db, request.query)));
      },
    );

    // This module's routes read the whole file as text, JSON included (the app's JSON parser would
    // answer a broken file with 400; an import answers 422 naming the problem). A file a little over
    // the limit is read so the answer can say so; far over it, Fastify stops reading (413).
    app.removeContentTypeParser(['application/json', 'application/ld+json']);
    await app.register(multipart, {
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
    });
    app.addContentTypeParser(
      FILE_TYPES,
      { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES + 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );

    app.post(
      '/product-imports',
      {
        bodyLimit: MAX_IMPORT_BYTES + 1024 * 1024,
        schema: {
          tags,
          summary:
            'Imports a products CSV or a JSON catalog file (multipart field `file`, or the raw body): creates or updates by code in one transaction; dryRun=true checks everything and changes nothing',
          querystring: productImportQuery,
          consumes: FILE_TYPES,
          response: { 200: productImportResultSchema, 422: violationListSchema, ...guarded },
        },
        preHandler: requirePermission('products.import'),
      },
      async (request) => {
        const staff = request.staff!;
        const result = await importProducts(
          db,
          write,
          { id: staff.id, locale: requestLocale(request) },
          { ...(await uploaded(request)), dryRun: request.query.dryRun },
        );
        if (!result.dryRun) await app.changes.publish('catalog', 'import');
        return result;
      },
    );
  };
