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
