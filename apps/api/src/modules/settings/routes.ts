import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopSettingsSchema } from '@sakhe/contract';
import { requestLocale } from '../../http/locale';
import type { ModuleDeps } from '../../http/module';
import { isValidPreview, previewOf } from '../../http/staff-preview';
import { shopSettings } from './service';

/** `GET /api/v2/shop/settings`: what the storefront shows of the settings. */
export const settingsModule =
  ({ config }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/settings',
      {
        schema: {
          tags: ['Settings'],
          summary:
            'The shop’s contact details, social links, header message and whether it is under construction',
          response: { 200: shopSettingsSchema },
        },
      },
      async (request, reply) => {
        const preview = isValidPreview(config.APP_SECRET, previewOf(request));
        // Per visitor when a preview cookie may differ; never stored by a shared cache.
        void reply.header('cache-control', 'private, no-cache');
        return shopSettings(app.shopSettings, requestLocale(request), preview);
      },
    );
  };
