/**
 * A path of this site (`/user/…`), or null for anything else: another origin, a scheme (`javascript:`), a
 * protocol-relative `//host`. A notification's link passes through it in the worker and in the page.
 */
export function sitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  try {
    const url = new URL(value, 'https://sakinah.invalid');
    return url.origin === 'https://sakinah.invalid' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
