import { ROUTES } from '@sakinah/contract';

/**
 * The `redirect` query parameter after sign-in, when it points into this site: a path with one
 * leading slash, or the bare word "pricing". Anything else (other sites, "//host", "/\host",
 * schemes, control characters) is ignored so sign-in can never send a member off-site.
 */
export function safeRedirect(raw: string | null): string | null {
  if (raw === null) return null;
  const value = raw.trim();
  if (value === 'pricing') return ROUTES.pricing;
  if (!value.startsWith('/')) return null;
  if (value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return null;
  return value;
}
