import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorizedSchema, violationListSchema } from '@sakhe/contract';
import { adminForbiddenSchema, productBulkActionBody, productBulkResultSchema } from '@sakhe/contract/admin';
import { requestLocale } from '../../../../http/locale';
import type { ModuleDeps } from '../../../../http/module';
import { requirePermission } from '../../../staff';
import { runBulkAction } from './service';

/** `POST /api/v2/admin/product-bulk-actions` (managers): one action on many products, then one catalog change. */
export const productBulkAdminModule =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/product-bulk-actions',
      {
        schema: {
          tags: ['Admin: products'],
          summary:
            'Enables, disables, moves to a category, reprices (percent or tetri, rounded to the tetri) or sets the stock of the named products or of all the list’s filters match: one transaction, one audit entry',
          body: productBulkActionBody,
          response: {
            200: productBulkResultSchema,
            422: violationListSchema,
            401: unauthorizedSchema,
            403: adminForbiddenSchema,
          },
        },
        preHandler: requirePermission('products.bulk'),
      },
      async (request) => {
        const staff = request.staff!;
        const result = await runBulkAction(
          db,
          { id: staff.id, email: staff.email, locale: requestLocale(request) },
          request.body,
        );
        if (result.changed > 0 || result.variantsChanged > 0) {
          await app.changes.publish('catalog', `bulk-${result.action}`);
        }
        return result;
      },
    );
  };
