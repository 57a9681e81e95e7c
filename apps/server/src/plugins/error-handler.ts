import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_BASE, MSG } from '@sakinah/contract';
import { AppError, ValidationError } from '../errors';

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
 * One error handler: `{success:false, message, code}` with the right status; stack traces
 * never leave the server, unknown errors are logged with the request id and become a 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.status(400).send({ success: false, message: error.message, code: 'VALIDATION', errors: error.errors });
    }
    if (error instanceof AppError) {
      return reply.status(error.status).send({ success: false, message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? MSG.validationFailed,
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
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: MSG.serverError, code: 'INTERNAL' });
  });
}

/** Unknown API routes answer JSON; everything else is left to the web app's fallback. */
export function isApiPath(url: string): boolean {
  return url === API_BASE || url.startsWith(`${API_BASE}/`) || url.startsWith(`${API_BASE}?`);
}
