import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogLocale } from '@sakhe/contract';
import type { ModuleDeps } from '../../../http/module';
import { returnUrl } from '../gateway';
import { findGatewayPayment } from '../service';
import { SIGNATURE_HEADER, sandboxCallback, sandboxCallbackPath, sandboxPagePath } from './gateway';
import { renderSandboxPage } from './page';

const params = z.object({ paymentToken: z.string().min(1).max(64) });
const langQuery = z.object({ lang: z.enum(['ka', 'en']).optional() });
const decisionBody = z.object({
  outcome: z.enum(['approved', 'declined', 'processing']),
  lang: z.enum(['ka', 'en']).optional(),
});

const pageLocale = (lang: 'ka' | 'en' | undefined, orderLocale: CatalogLocale | undefined): CatalogLocale =>
  lang === 'en' ? 'en_US' : lang === 'ka' ? 'ka_GE' : (orderLocale ?? 'ka_GE');

const isOpen = (state: string) => state === 'new' || state === 'processing';

/**
 * The sandbox gateway's hosted payment page, standing in for a bank's: the shopper approves,
 * declines or leaves the payment processing; the "bank" then reports the outcome to the API in a
 * signed server-to-server callback and sends the browser back to the storefront's thank-you page.
 */
export const sandboxPageModule =
  ({ db, config }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // A bank page posts an HTML form.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    app.get(
      '/payment-sandbox/:paymentToken',
      { schema: { hide: true, params, querystring: langQuery } },
      async (request, reply) => {
        const payment = await findGatewayPayment(db, request.params.paymentToken);
        const locale = pageLocale(request.query.lang, payment?.localeCode);
        const html = renderSandboxPage({
          locale,
          path: sandboxPagePath(request.params.paymentToken),
          ...(payment && {
            payment: {
              amount: payment.amount,
              orderNumber: payment.orderNumber,
              open: isOpen(payment.state),
              returnUrl: returnUrl(config.PUBLIC_URL, payment.orderToken, payment.localeCode),
            },
          }),
        });
        return reply
          .code(payment ? 200 : 404)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(html);
      },
    );

    app.post(
      '/payment-sandbox/:paymentToken',
      { schema: { hide: true, params, body: decisionBody } },
      async (request, reply) => {
        const { paymentToken } = request.params;
        const payment = await findGatewayPayment(db, paymentToken);
        if (!payment)
          return reply
            .code(404)
            .type('text/html; charset=utf-8')
            .send(
              renderSandboxPage({
                locale: pageLocale(request.body.lang, undefined),
                path: sandboxPagePath(paymentToken),
              }),
            );
        if (isOpen(payment.state)) {
          const transactionId = `sbx_${randomBytes(8).toString('hex')}`;
          const { body, signature } = sandboxCallback(
            config.APP_SECRET,
            paymentToken,
            request.body.outcome,
            transactionId,
          );
          try {
            const response = await fetch(new URL(sandboxCallbackPath, config.PUBLIC_URL), {
              method: 'POST',
              headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
              body: JSON.stringify(body),
              signal: AbortSignal.timeout(10_000),
            });
            if (!response.ok)
              request.log.warn({ status: response.status }, 'sandbox callback was not accepted');
          } catch (error) {
            // Banks retry; the sandbox does not. The thank-you page then shows the payment as open.
            request.log.warn({ err: error }, 'sandbox callback failed');
          }
        }
        return reply.redirect(returnUrl(config.PUBLIC_URL, payment.orderToken, payment.localeCode), 303);
      },
    );
  };
