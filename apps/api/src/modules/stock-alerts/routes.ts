import {
  hydraErrorSchema,
  stockAlertBody,
  stockAlertParams,
  stockAlertSchema,
  violationListSchema,
} from '@sakhe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../http/errors';
import { emptyBody, sendEmpty } from '../../http/empty-reply';
import { SHOP } from '../../http/hydra';
import { requestLocale } from '../../http/locale';
import type { ModuleDeps } from '../../http/module';
import { clientIp, limiter, optionalCustomer } from '../auth';
import { askForAlert, forgetAlert, namedAlert } from './service';

const tags = ['StockAlert'];
/** Sign-ups one address may make in an hour: plenty for a shopper, little for someone mailing strangers. */
const SIGN_UPS_PER_IP = { max: 30, windowMs: 60 * 60 * 1000 };

/** Sign-ups and the e-mail's "forget my e-mail" link (Sylius has no such resource). */
export const stockAlertRoutes =
  ({ db }: Pick<ModuleDeps, 'db'>): FastifyPluginAsyncZod =>
  async (app) => {
    const signUpsByIp = limiter(app, 'stock-alert-ip', SIGN_UPS_PER_IP, clientIp);

    app.post(
      '/stock-alerts',
      {
        schema: {
          tags,
          summary:
            "Ask for one e-mail when an out-of-stock variant is back (202, also when it was asked already); localeCode picks the e-mail's language",
          body: stockAlertBody,
          response: {
            202: emptyBody(202),
            404: hydraErrorSchema,
            422: violationListSchema,
            429: hydraErrorSchema,
          },
        },
      },
      async (request, reply) => {
        await signUpsByIp(request, reply);
        await askForAlert(db, {
          body: request.body,
          locale: requestLocale(request),
          customerId: optionalCustomer(request),
        });
        return sendEmpty(reply, 202);
      },
    );

    app.get(
      '/stock-alerts/:token',
      {
        schema: {
          tags,
          summary:
            'A back-in-stock notice, sent or waiting, by the token of its e-mail link (404 once forgotten)',
          params: stockAlertParams,
          response: { 200: stockAlertSchema, 404: hydraErrorSchema },
        },
      },
      async (request) => {
        const alert = await namedAlert(db, request.params.token, requestLocale(request));
        if (!alert) throw new NotFoundError('Stock alert not found');
        return {
          '@context': `${SHOP}/contexts/StockAlert`,
          '@id': `${SHOP}/stock-alerts/${encodeURIComponent(request.params.token)}`,
          '@type': 'StockAlert' as const,
          productName: alert.productName,
          variantName: alert.variantName,
          productVariant: `${SHOP}/product-variants/${encodeURIComponent(alert.variantCode)}`,
        };
      },
    );

    app.delete(
      '/stock-alerts/:token',
      {
        schema: {
          tags,
          summary:
            "Forget a back-in-stock notice and its e-mail address, sent or waiting (the e-mail's link)",
          params: stockAlertParams,
          response: { 204: emptyBody(204), 404: hydraErrorSchema },
        },
      },
      async (request, reply) => {
        if (!(await forgetAlert(db, request.params.token))) throw new NotFoundError('Stock alert not found');
        return sendEmpty(reply, 204);
      },
    );
  };
