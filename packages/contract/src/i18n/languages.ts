/**
 * The three languages of Sakinah (issue 43): English (the spec's verbatim texts), Hindi in Devanagari,
 * Urdu in Nastaliq, right to left. Kept free of catalogues so the web's first load carries none.
 */
export const LANGUAGES = ['en', 'hi', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** A visitor's choice, remembered for a year; a member's choice is on her record. */
export const LANGUAGE_COOKIE = 'sakinah_lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Each language named in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', ur: 'اردو' };

/**
 * The locale `Intl` formats numbers, dates and rupees with (hi-IN and ur-IN group by lakh). Urdu keeps the digits
 * 0-9 (`nu-latn`), as Indian Urdu papers and every phone, OTP and price do; ur-IN alone would write ۲ (docs/decisions.md).
 */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', ur: 'ur-IN-u-nu-latn' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Anything unknown (a URL, a cookie, a header) falls back to English. */
export function languageOr(value: unknown, fallback: Language = DEFAULT_LANGUAGE): Language {
  return isLanguage(value) ? value : fallback;
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ur' ? 'rtl' : 'ltr';
}

/**
 * The best of our languages in an `Accept-Language` header (q-values honoured, `hi-IN` read as `hi`),
 * or undefined when it names none of them.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language | undefined {
  if (!header) return undefined;
  let best: { language: Language; q: number } | undefined;
  for (const part of header.slice(0, 500).split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language;
}

/** `/hi/pricing` → hi; `/pricing` → en. The public pages in Hindi and Urdu live under their prefix. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  return first === 'hi' || first === 'ur' ? first : 'en';
}

/** The address of a public page in a language: English at `/…`, the others under `/hi/…`, `/ur/…`. */
export function pathInLanguage(pathname: string, language: Language): string {
  const bare = languageOfPath(pathname) === 'en' ? pathname : pathname.replace(/^\/(hi|ur)(?=\/|$)/, '') || '/';
  if (language === 'en') return bare;
  return bare === '/' ? `/${language}/` : `/${language}${bare}`;
}
