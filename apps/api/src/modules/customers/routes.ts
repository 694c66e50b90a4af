import {
  changePasswordBody,
  customerOrderCollectionSchema,
  customerParams,
  customerSchema,
  hydraErrorSchema,
  paginationQuery,
  registerCustomerBody,
  registerFromOrderBody,
  resetPasswordBody,
  resetPasswordParams,
  resetPasswordRequestBody,
  unauthorizedSchema,
  updateCustomerBody,
  violationListSchema,
} from '@sakhe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody, sendEmpty } from '../../http/empty-reply';
import { SHOP, collection } from '../../http/hydra';
import { requestLocale } from '../../http/locale';
import type { ModuleDeps } from '../../http/module';
import { authenticate, clientIp, emailKey, limiter } from '../auth';
import { accountMailer } from './mail';
import { customerOrders } from './orders';
import { changePassword, showCustomer, updateProfile } from './profile';
import {
  type PasswordResetRequest,
  checkPasswordResetRequest,
  mailPasswordReset,
  resetPassword,
} from './recovery';
import { register, registerFromOrder } from './registration';

const tags = ['Customer'];
const PASSWORD_RECOVERY = 'password-recovery';
const account = { 401: unauthorizedSchema, 404: hydraErrorSchema };
const noContent = emptyBody(204);
const accepted = emptyBody(202);
const bodyEmail = (request: { body: unknown }) =>
  emailKey((request.body as { email?: unknown } | undefined)?.email);

/** Registration, profile, password change and recovery, the customer's orders (api-contract §8, §6.1). */
export const customersModule =
  ({ db, config }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const mailer = accountMailer(config, app.log);
    // The recovery mail is a job: the request answers once it is queued, its time the same whether
    // or not the e-mail has an account (issue 23); a failed send is retried (30 s, 1, 2, 4 minutes).
    app.jobs.work<PasswordResetRequest>(
      PASSWORD_RECOVERY,
      (resetRequest) => mailPasswordReset(db, { config, mailer }, resetRequest),
      { retryLimit: 4, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
    );
    const registrationsByIp = limiter(app, 'register-ip', config.REGISTRATION_LIMIT_PER_IP, clientIp);
    const registrationsByEmail = limiter(
      app,
      'register-email',
      config.REGISTRATION_LIMIT_PER_EMAIL,
      bodyEmail,
    );
    const recoveriesByIp = limiter(app, 'recovery-ip', config.RECOVERY_LIMIT_PER_IP, clientIp);
    const recoveriesByEmail = limiter(app, 'recovery-email', config.RECOVERY_LIMIT_PER_EMAIL, bodyEmail);

    app.post(
      '/customers',
      {
        schema: {
          tags,
          summary: 'Register: 204, then log in',
          body: registerCustomerBody,
          response: { 204: noContent, 422: violationListSchema, 429: hydraErrorSchema },
        },
      },
      async (request, reply) => {
        await registrationsByIp(request, reply);
        await registrationsByEmail(request, reply);
        await register(db, request.body, requestLocale(request));
        return sendEmpty(reply, 204);
      },
    );

    app.post(
      '/customers/from-order',
      {
        schema: {
          tags,
          summary:
            'Fast registration after a guest order: a password is enough; e-mail, name, phone and address come from the order, which joins the account',
          body: registerFromOrderBody,
          response: { 204: noContent, 422: violationListSchema, 429: hydraErrorSchema },
        },
      },
      async (request, reply) => {
        await registrationsByIp(request, reply);
        await registerFromOrder(db, request.body, requestLocale(request));
        return sendEmpty(reply, 204);
      },
    );

    app.get(
      '/customers/:id',
      { schema: { tags, params: customerParams, response: { 200: customerSchema, ...account } } },
      async (request) => showCustomer(db, request.params.id, authenticate(request)),
    );

    app.put(
      '/customers/:id',
      {
        schema: {
          tags,
          summary:
            'Change the profile; fields left out keep their value; defaultAddress takes an address IRI',
          params: customerParams,
          body: updateCustomerBody,
          response: { 200: customerSchema, ...account, 422: violationListSchema },
        },
      },
      async (request) =>
        updateProfile(db, request.params.id, authenticate(request), request.body, requestLocale(request)),
    );

    app.put(
      '/customers/:id/password',
      {
        schema: {
          tags,
          summary: "Change the password; the account's other logins end, this one goes on",
          params: customerParams,
          body: changePasswordBody,
          response: { 204: noContent, ...account, 422: violationListSchema },
        },
      },
      async (request, reply) => {
        const customerId = authenticate(request);
        await changePassword(
          db,
          request.params.id,
          { customerId, sessionId: request.authSessionId },
          request.body,
          requestLocale(request),
        );
        return sendEmpty(reply, 204);
      },
    );

    for (const path of ['/reset-password-requests', '/customers/reset-password']) {
      app.post(
        path,
        {
          schema: {
            tags,
            summary:
              'Mail a password-recovery link (202 whether or not the e-mail has an account); locale or localeCode picks the language',
            body: resetPasswordRequestBody,
            response: { 202: accepted, 422: violationListSchema, 429: hydraErrorSchema },
          },
        },
        async (request, reply) => {
          await recoveriesByIp(request, reply);
          await recoveriesByEmail(request, reply);
          const resetRequest = checkPasswordResetRequest(request.body, requestLocale(request));
          await app.jobs.send(PASSWORD_RECOVERY, resetRequest);
          return sendEmpty(reply, 202);
        },
      );
      app.patch(
        `${path}/:token`,
        {
          schema: {
            tags,
            summary:
              "Set a new password with the mailed link's token (single use; every login of the account ends)",
            params: resetPasswordParams,
            body: resetPasswordBody,
            response: { 202: accepted, 422: violationListSchema },
          },
        },
        async (request, reply) => {
          await resetPassword(db, request.params.token, request.body, requestLocale(request));
          return sendEmpty(reply, 202);
        },
      );
    }

    app.get(
      '/orders',
      {
        schema: {
          tags: ['Order'],
          summary: "The logged-in customer's placed orders, newest first",
          querystring: paginationQuery,
          response: { 200: customerOrderCollectionSchema, 401: unauthorizedSchema },
        },
      },
      async (request) => {
        const customerId = authenticate(request);
        const { members, totalItems } = await customerOrders(db, customerId, request.query);
        const query = request.url.split('?')[1] ?? '';
        return collection(members, {
          shortName: 'Order',
          path: `${SHOP}/orders`,
          query,
          totalItems,
          page: request.query,
        });
      },
    );
  };
