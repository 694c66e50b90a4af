import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorizedSchema, violationListSchema } from '@sakhe/contract';
import { adminForbiddenSchema, adminSettingsSchema, updateSettingsBody } from '@sakhe/contract/admin';
import { requestLocale } from '../../http/locale';
import type { ModuleDeps } from '../../http/module';
import { requirePermission } from '../staff';
import { adminSettings, updateSettings } from './service';

const errors = { 401: unauthorizedSchema, 403: adminForbiddenSchema };

/** `GET`/`PUT /api/v2/admin/settings` (owners). */
export const settingsAdminModule =
  ({ db, config }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['Admin: settings'];
    app.get(
      '/settings',
      {
        schema: { tags, summary: 'The shop’s settings', response: { 200: adminSettingsSchema, ...errors } },
        preHandler: requirePermission('settings.read'),
      },
      async () => adminSettings(db, config),
    );
    app.put(
      '/settings',
      {
        schema: {
          tags,
          summary: 'Changes the parts of the settings the body names; reaches every node within 2 s',
          body: updateSettingsBody,
          response: { 200: adminSettingsSchema, 422: violationListSchema, ...errors },
        },
        preHandler: requirePermission('settings.update'),
      },
      async (request) =>
        updateSettings(
          db,
          config,
          app.changes,
          { staffId: request.staff!.id, locale: requestLocale(request) },
          request.body,
        ),
    );
  };
