import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
  type Violation,
  hydraError,
  violationList,
} from './errors';

const LD_JSON = 'application/ld+json; charset=utf-8';

/**
 * Maps every failure to the contract's wire shapes (api-contract §1.4): 422 violation lists for
 * bodies, 400 hydra errors for unreadable queries, 404 hydra errors, LexikJWT's plain 401. Anything
 * unexpected is logged and answered with a bare 500, never with internals.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const violations: Violation[] = error.validation.map((issue) => ({
        propertyPath: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'This value is not valid.',
        code: null,
      }));
      if (error.validationContext === 'body') {
        return reply.code(422).type(LD_JSON).send(violationList(violations));
      }
      const description = violations.map((v) => `${v.propertyPath || error.validationContext}: ${v.message}`);
      return reply
        .code(400)
        .type(LD_JSON)
        .send(hydraError(description.join('\n')));
    }
    if (error instanceof ValidationError) {
      return reply.code(422).type(LD_JSON).send(violationList(error.violations));
    }
    if (error instanceof NotFoundError) return reply.code(404).type(LD_JSON).send(hydraError(error.message));
    if (error instanceof ForbiddenError) return reply.code(403).type(LD_JSON).send(hydraError(error.message));
    if (error instanceof BadRequestError)
      return reply.code(400).type(LD_JSON).send(hydraError(error.message));
    if (error instanceof UnauthorizedError) {
      return reply.code(401).type('application/json').send({ code: 401, message: error.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).type(LD_JSON).send(hydraError('Internal Server Error'));
    }
    const refused = refusedValue(error);
    if (refused) {
      // Kept in the log: a value the database refuses is the client's, but a run of them may be ours.
      request.log.warn({ err: error }, 'the database refused a value of the request');
      return reply.code(400).type(LD_JSON).send(hydraError(refused));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).type(LD_JSON).send(hydraError('Internal Server Error'));
    }
    // Fastify's own client errors: malformed JSON, unsupported media type, body too large.
    return reply.code(status).type(LD_JSON).send(hydraError(error.message));
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).type(LD_JSON).send(hydraError('Not Found')));
}

/**
 * PostgreSQL's refusals of a value as such (SQLSTATE class 22, data exceptions, and 54000, a value
 * too large to index or compare): text it cannot store (22021, a NUL), a number out of range
 * (22003), a value of the wrong syntax for its type (22P02), a string longer than its column
 * (22001). The shop binds every client value as a parameter, so these come from what the request
 * carried, and are the client's 400; any other database error stays a 500.
 */
const VALUE_REFUSALS: Record<string, string> = {
  '22001': 'A value is longer than the shop can store.',
  '22003': 'A number is out of range.',
  '22021': 'A value contains characters that are not allowed.',
  '22P02': 'A value is not of the expected type.',
  '54000': 'A value is too large.',
};

function refusedValue(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && code in VALUE_REFUSALS) return VALUE_REFUSALS[code];
  }
  return undefined;
}
