import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_BASE, MSG } from '@sakinah/contract';
import { AppError, ValidationError } from '../errors';
import { isServiceUnavailableError, RETRY_AFTER_SECONDS } from './service-unavailable';

interface FieldError {
  field: string;
  message: string;
}

/** Maps Fastify's own client-error codes to our verbatim messages. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string; code: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MSG.invalidJson, code: 'BAD_REQUEST' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MSG.invalidJson, code: 'BAD_REQUEST' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MSG.bodyTooLarge, code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MSG.unsupportedMediaType, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MSG.bodyTooLarge, code: 'BAD_REQUEST' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: MSG.bodyTooLarge, code: 'PAYLOAD_TOO_LARGE' },
};

/**
 * One error handler: `{success:false, message, code}` (and `errors[]` for field refusals) with the right status; stack traces
 * never leave the server, unknown errors are logged with the request id and become a 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.status(400).send({ success: false, message: error.message, code: 'VALIDATION', errors: error.errors });
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .status(error.status)
        .send({ success: false, message: error.message, code: error.code, ...(error.errors?.length ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        // The body itself of the wrong kind (an array, a number): zod's own words would reach the member.
        message: isRootPath(issue.instancePath) && issue.keyword === 'invalid_type' ? MSG.bodyNotObject : (issue.message ?? MSG.validationFailed),
      }));
      return reply
        .status(400)
        .send({ success: false, message: errors[0]?.message ?? MSG.validationFailed, code: 'VALIDATION', errors });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      return reply.status(known.status).send({ success: false, message: known.message, code: known.code });
    }
    if (error.statusCode === 429) {
      // A route may name what was limited (its errorResponseBuilder's message).
      return reply.status(429).send({ success: false, message: error.message || MSG.rateLimited, code: 'RATE_LIMITED' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(error.statusCode).send({ success: false, message: error.message, code: 'BAD_REQUEST' });
    }
    if (isNulRefusal(error)) {
      request.log.info({ err: error }, 'database refused a NUL character');
      return reply.status(400).send({ success: false, message: MSG.nulCharacter, code: 'BAD_REQUEST' });
    }
    if (isServiceUnavailableError(error)) {
      // PostgreSQL or Redis is away for a moment: not a bug, the client may retry.
      request.log.warn({ err: error }, 'dependency unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send({ success: false, message: MSG.serviceUnavailable, code: 'UNAVAILABLE' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: MSG.serverError, code: 'INTERNAL' });
  });
}

/**
 * Errors the router raises before any route runs (a path that does not decode, a parameter over
 * the length limit): they bypass the error handler, so they get our JSON shape here.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ err: error }, 'framework error');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send({ success: false, message: MSG.urlTooLong, code: 'BAD_REQUEST' });
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send({ success: false, message: MSG.badUrl, code: 'BAD_REQUEST' });
    return;
  }
  request.log.error({ err: error }, 'unhandled framework error');
  void reply.status(500).send({ success: false, message: MSG.serverError, code: 'INTERNAL' });
}

/** PostgreSQL codes for text it cannot hold: 22021 (NUL byte in text), 22P05 (\u0000 in json). */
const NUL_REFUSED = new Set(['22021', '22P05']);

/**
 * Safety net behind the input guard: a NUL that reaches the database is the caller's bad input.
 * Drizzle wraps the driver's error, so the code may sit a few `cause`s down.
 */
function isNulRefusal(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current !== null && typeof current === 'object'; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && NUL_REFUSED.has(code)) return true;
    current = cause;
  }
  return false;
}

/** The body itself, as the validator names it ('/' for zod, '' for others). */
const isRootPath = (instancePath: string) => instancePath === '' || instancePath === '/';

/** Unknown API routes answer JSON; everything else is left to the web app's fallback. */
export function isApiPath(url: string): boolean {
  return url === API_BASE || url.startsWith(`${API_BASE}/`) || url.startsWith(`${API_BASE}?`);
}
