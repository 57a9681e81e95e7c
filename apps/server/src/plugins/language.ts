import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGE_COOKIE, languageFromAcceptLanguage, type Language } from '@sakinah/contract';
import { localizeText } from '@sakinah/contract/translate';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's language: the cookie, then Accept-Language, then English (a signed-in member's record wins, languageOf). */
    visitorLanguage: Language;
  }
}

/** Whom the answer is for: a signed-in member reads her record's language; anyone else the visitor's. */
export function languageOf(request: FastifyRequest): Language {
  const own = request.member?.language;
  return isLanguage(own) ? own : request.visitorLanguage;
}

interface Localizable {
  message?: unknown;
  errors?: unknown;
}

/**
 * Every answer's `message` and `errors[].message` in the reader's language (issue 43). The services keep refusing with
 * the contract's English (`MSG.…`); the text is found by it here, so the `{success:false, message}` shape, the status
 * and every interpolated value stay as they were, and English answers are untouched.
 */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('visitorLanguage', 'en');
  app.addHook('onRequest', async (request) => {
    const cookie = request.cookies[LANGUAGE_COOKIE];
    // An unknown cookie or header falls back to English.
    request.visitorLanguage = isLanguage(cookie) ? cookie : (languageFromAcceptLanguage(request.headers['accept-language']) ?? 'en');
  });
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const language = languageOf(request);
    if (language === 'en' || payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const body = payload as Localizable;
    if (typeof body.message !== 'string' && !Array.isArray(body.errors)) return payload;
    const localized: Record<string, unknown> = { ...(payload as Record<string, unknown>) };
    if (typeof body.message === 'string') localized.message = localizeText(language, body.message);
    if (Array.isArray(body.errors)) {
      localized.errors = body.errors.map((error: unknown) =>
        error && typeof error === 'object' && typeof (error as Localizable).message === 'string'
          ? { ...(error as object), message: localizeText(language, (error as { message: string }).message) }
          : error,
      );
    }
    return localized;
  });
}
