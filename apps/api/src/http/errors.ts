/** Errors a service may throw; the error handler turns each into the contract's wire shape (api-contract §1.4). */

export interface Violation {
  propertyPath: string;
  message: string;
  code: string | null;
}

export class NotFoundError extends Error {
  constructor(message = 'Not Found') {
    super(message);
  }
}

/** 403 hydra error: the resource exists but is someone else's (the wishlist voter, api-contract §12). */
export class ForbiddenError extends Error {
  constructor(message = 'Access Denied.') {
    super(message);
  }
}

/** 422 ConstraintViolationList. */
export class ValidationError extends Error {
  constructor(readonly violations: Violation[]) {
    super(violations.map(describeViolation).join('\n'));
  }

  static single(propertyPath: string, message: string): ValidationError {
    return new ValidationError([{ propertyPath, message, code: null }]);
  }
}

/** 400 for requests the server cannot read at all (bad query values, malformed JSON). */
export class BadRequestError extends Error {}

/** 429 (the caller sets Retry-After); the error handler words it as a hydra error. */
export class TooManyRequestsError extends Error {
  readonly statusCode = 429;
}

/** 401 in LexikJWT's plain `{code, message}` shape. */
export class UnauthorizedError extends Error {
  constructor(message = 'JWT Token not found') {
    super(message);
  }
}

function describeViolation(violation: Violation): string {
  return violation.propertyPath ? `${violation.propertyPath}: ${violation.message}` : violation.message;
}

export const hydraError = (description: string) => ({
  '@context': '/api/v2/contexts/Error',
  '@type': 'hydra:Error',
  'hydra:title': 'An error occurred',
  'hydra:description': description,
});

export const violationList = (violations: Violation[]) => ({
  '@context': '/api/v2/contexts/ConstraintViolationList',
  '@type': 'ConstraintViolationList',
  'hydra:title': 'An error occurred',
  'hydra:description': violations.map(describeViolation).join('\n'),
  violations,
});
