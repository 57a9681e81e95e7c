import type { FastifyInstance } from 'fastify';
import { MSG } from '@sakinah/contract';
import { AppError } from '../errors';

const NUL = '\u0000';

/**
 * True when a string anywhere in the value (object keys included) holds a NUL character.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes(NUL)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes(NUL)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** PostgreSQL refuses NUL in text, so it is refused here as bad input rather than failing as a 500. */
export function assertNoNul(...values: unknown[]): void {
  if (values.some(containsNul)) throw new AppError('BAD_REQUEST', MSG.nulCharacter);
}

/**
 * Input checks every route shares. Registered before the modules so its hook and parser apply to
 * all of them; it runs at preValidation, i.e. after the routes' onRequest auth checks (401/403 first).
 */
export function registerInputGuard(app: FastifyInstance): void {
  // Clients send DELETE with `content-type: application/json` and no body; that is "no body", not bad JSON.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (request.method === 'DELETE' && text.length === 0) {
      done(null, undefined);
      return;
    }
    defaultJson(request, text, done);
  });

  app.addHook('preValidation', async (request) => {
    assertNoNul(request.params, request.query, request.body);
  });
}
