import { MSG } from '@sakinah/contract';
/**
 * One error type for every expected failure. Services throw it; the error handler turns it
 * into `{success:false, message, code}` with the status of the code table below, plus
 * `errors[]` (field, message) when the failure belongs to fields of the form.
 */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  /** A plan limit is reached; the message names the upgrade path. */
  PLAN_LIMIT: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  PROVIDER_FAILED: 502,
  /** PostgreSQL or Redis is briefly away: answered with Retry-After (plugins/service-unavailable.ts). */
  UNAVAILABLE: 503,
  /** Too much work in this process right now (e.g. images waiting); try again shortly. */
  SERVER_BUSY: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Sent as `Retry-After` (429, 503): when trying again can succeed. */
    readonly retryAfterSeconds?: number,
    /** The fields the failure belongs to, shown under them by the forms. */
    readonly errors?: ReadonlyArray<{ field: string; message: string }>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const unauthenticated = (message: string) => new AppError('UNAUTHENTICATED', message);
/** A refusal that belongs to one field of the form (a taken email, a wrong current password). */
export const fieldRefusal = (code: ErrorCode, field: string, message: string) =>
  new AppError(code, message, undefined, [{ field, message }]);

/** A validation failure found in a service, with the message of each field. */
export class ValidationError extends AppError {
  declare readonly errors: ReadonlyArray<{ field: string; message: string }>;
  constructor(errors: ReadonlyArray<{ field: string; message: string }>) {
    super('VALIDATION', errors[0]?.message ?? 'Some fields are not valid', undefined, errors);
  }
}

/** Turns a failed zod parse into a ValidationError. */
export function fromZodIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string; code?: string }>): ValidationError {
  return new ValidationError(
    issues.map((issue) => ({
      field: issue.path.map(String).join('.'),
      // The body itself of the wrong kind (an array, a number): zod's own words would reach the member.
      message: issue.path.length === 0 && issue.code === 'invalid_type' ? MSG.bodyNotObject : issue.message,
    })),
  );
}
