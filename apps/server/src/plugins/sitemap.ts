import { alternatesOf, pathInLanguage, LANGUAGES, SITEMAP_ROUTES } from '@sakinah/contract';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The sitemap (issue 43): every public page in English, Hindi and Urdu, each entry naming its alternates in the
 * other languages and x-default (English), as the pages' own `<link rel="alternate" hreflang>` do.
 */
export function sitemapXml(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  const urls = SITEMAP_ROUTES.flatMap((route) =>
    LANGUAGES.map((language) => {
      const links = alternatesOf(route)
        .map(({ hreflang, path }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(base + path)}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${escapeXml(base + pathInLanguage(route, language))}</loc>\n${links}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
