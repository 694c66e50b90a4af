import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorizedSchema, violationListSchema } from '@sakhe/contract';
import { adminForbiddenSchema, mediaUploadQuery, storedImageSchema } from '@sakhe/contract/admin';
import { requestLocale } from '../../http/locale';
import type { ModuleDeps } from '../../http/module';
import { refuse } from '../../i18n/violations';
import { requirePermission } from '../staff';
import { MAX_UPLOAD_BYTES, storeImage } from './uploads';

/**
 * Lets the routes of `scope` read multipart uploads (one file, nothing else of size). The parser
 * stops reading a file at 15 MB, so a 20 MB upload is refused before it is read whole.
 */
export async function acceptImageUploads(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 10 },
  });
}

/** Unsupported Media Type: the upload operations read multipart/form-data only. */
class NotMultipartError extends Error {
  readonly statusCode = 415;
  constructor() {
    super('An image is sent as multipart/form-data with the picture in the field "file".');
  }
}

/**
 * The bytes of the `file` field of a multipart request (the scope calls acceptImageUploads), or a
 * 422 violation on `file` in the request's language when there is none or it passes 15 MB.
 */
export async function uploadedImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new NotMultipartError();
  const locale = requestLocale(request);
  const part = await request.file({ throwFileSizeLimit: true }).catch((error: unknown) => {
    if ((error as { statusCode?: number }).statusCode === 413) return undefined; // too many parts
    throw error;
  });
  if (!part || part.fieldname !== 'file') refuse(locale, 'file', 'imageRequired');
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      refuse(locale, 'file', 'imageTooLarge', { max: MAX_UPLOAD_BYTES / 1024 / 1024 });
    throw error;
  }
}

/** `POST /api/v2/admin/media`: one picture for content, categories or brands. */
export const mediaAdminModule =
  ({ config }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptImageUploads(app);
    app.post(
      '/media',
      {
        schema: {
          tags: ['Admin: media'],
          summary:
            'Stores an image (multipart, field `file`: JPEG, PNG, WebP or AVIF by its content, at most 15 MB)',
          querystring: mediaUploadQuery,
          response: {
            201: storedImageSchema,
            401: unauthorizedSchema,
            403: adminForbiddenSchema,
            422: violationListSchema,
          },
        },
        preHandler: requirePermission('media.upload'),
      },
      async (request, reply) => {
        const bytes = await uploadedImage(request);
        const stored = await storeImage(
          { config },
          { bytes, purpose: request.query.purpose, locale: requestLocale(request) },
        );
        return reply.code(201).send({
          '@type': 'MediaObject' as const,
          path: stored.path,
          url: stored.url,
          width: stored.width,
          height: stored.height,
        });
      },
    );
  };
