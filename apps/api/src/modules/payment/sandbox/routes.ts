import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogLocale } from '@sakhe/contract';
import { repoRoot } from '../../../config';
import type { ModuleDeps } from '../../../http/module';
import { returnUrl } from '../gateway';
import { findGatewayPayment } from '../service';
import { SIGNATURE_HEADER, sandboxCallback, sandboxCallbackPath, sandboxPagePath } from './gateway';
import { SANDBOX_FONT_FILES, type SandboxPageView, renderSandboxPage } from './page';
import { issueFormToken, spendFormToken } from './service';

const params = z.object({ paymentToken: z.string().min(1).max(64) });
const langQuery = z.object({ lang: z.enum(['ka', 'en']).optional() });
const decisionBody = z.object({
  outcome: z.enum(['approved', 'declined', 'processing']),
  lang: z.enum(['ka', 'en']).optional(),
  /** Missing from a bare POST: refused like a wrong one, with the page, not a validation error. */
  formToken: z.string().max(200).optional(),
});

/** The storefront's first-view font cut (made by apps/web's scripts/subset-fonts.mjs). */
const FONT_DIR = join(repoRoot, 'apps/web/app/fonts');

const pageLocale = (lang: 'ka' | 'en' | undefined, orderLocale: CatalogLocale | undefined): CatalogLocale =>
  lang === 'en' ? 'en_US' : lang === 'ka' ? 'ka_GE' : (orderLocale ?? 'ka_GE');

const isOpen = (state: string) => state === 'new' || state === 'processing';

/**
 * The page's own policy: its one stylesheet by nonce, fonts from here, and its form posts only here
 * (the 303 after it goes to the storefront at PUBLIC_URL, which form-action also checks).
 */
function sendPage(
  reply: FastifyReply,
  status: number,
  publicUrl: string,
  view: Omit<SandboxPageView, 'nonce'>,
) {
  const nonce = randomBytes(16).toString('base64');
  const policy = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    "font-src 'self'",
    "img-src 'self'",
    `form-action 'self' ${new URL(publicUrl).origin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', policy)
    .type('text/html; charset=utf-8')
    .send(renderSandboxPage({ ...view, nonce }));
}

/**
 * The sandbox gateway's hosted payment page, standing in for a bank's: the shopper approves,
 * declines or leaves the payment processing; the "bank" then reports the outcome to the API in a
 * signed server-to-server callback and sends the browser back to the storefront's thank-you page.
 * An outcome counts only when posted by the page's own form (a single-use form token, service.ts).
 * Not served at all when sandbox payments are off (SANDBOX_PAYMENTS; off under production by default).
 */
export const sandboxPageModule =
  ({ db, config }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    if (!config.SANDBOX_PAYMENTS) return;

    // A bank page posts an HTML form.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    const fonts = new Map<string, Promise<Buffer | null>>();
    app.get(
      '/payment-sandbox/assets/:file',
      { schema: { hide: true, params: z.object({ file: z.enum(SANDBOX_FONT_FILES) }) } },
      async (request, reply) => {
        const { file } = request.params;
        if (!fonts.has(file))
          fonts.set(
            file,
            readFile(join(FONT_DIR, file)).catch(() => null),
          );
        const font = await fonts.get(file);
        if (!font) return reply.code(404).type('text/plain').send('Not found');
        return reply.header('cache-control', 'public, max-age=604800').type('font/woff2').send(font);
      },
    );

    /** The payment's page: with a fresh form token while it is open. */
    async function pageView(paymentToken: string, lang: 'ka' | 'en' | undefined) {
      const payment = await findGatewayPayment(db, paymentToken);
      const locale = pageLocale(lang, payment?.localeCode);
      const path = sandboxPagePath(paymentToken);
      if (!payment) return { locale, path };
      const formToken = isOpen(payment.state)
        ? await issueFormToken(db, {
            appSecret: config.APP_SECRET,
            paymentId: payment.paymentId,
            gatewayToken: paymentToken,
          })
        : null;
      return {
        locale,
        path,
        payment: {
          amount: payment.amount,
          orderNumber: payment.orderNumber,
          returnUrl: returnUrl(config.PUBLIC_URL, payment.orderToken, payment.localeCode),
          formToken,
        },
      };
    }

    app.get(
      '/payment-sandbox/:paymentToken',
      { schema: { hide: true, params, querystring: langQuery } },
      async (request, reply) => {
        const view = await pageView(request.params.paymentToken, request.query.lang);
        return sendPage(reply, view.payment ? 200 : 404, config.PUBLIC_URL, view);
      },
    );

    app.post(
      '/payment-sandbox/:paymentToken',
      { schema: { hide: true, params, body: decisionBody } },
      async (request, reply) => {
        const { paymentToken } = request.params;
        const { outcome, lang, formToken } = request.body;
        const payment = await findGatewayPayment(db, paymentToken);
        if (!payment)
          return sendPage(reply, 404, config.PUBLIC_URL, {
            locale: pageLocale(lang, undefined),
            path: sandboxPagePath(paymentToken),
          });
        const genuine = await spendFormToken(db, {
          appSecret: config.APP_SECRET,
          paymentId: payment.paymentId,
          gatewayToken: paymentToken,
          token: formToken,
        });
        if (!genuine) {
          request.log.warn(
            { paymentId: payment.paymentId },
            'sandbox outcome without a valid form token refused',
          );
          return sendPage(reply, 403, config.PUBLIC_URL, {
            ...(await pageView(paymentToken, lang)),
            refused: true,
          });
        }
        if (isOpen(payment.state)) {
          const transactionId = `sbx_${randomBytes(8).toString('hex')}`;
          const { body, signature } = sandboxCallback(
            config.APP_SECRET,
            paymentToken,
            outcome,
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
