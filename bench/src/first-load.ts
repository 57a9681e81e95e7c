import { gzipSync } from 'node:zlib';

/** The public pages of issue 17's goal, and the two client routes measured beside them. */
export const FIRST_LOAD_PAGES = [
  '/',
  '/about',
  '/faq',
  '/contact',
  '/privacy',
  '/terms',
  '/safety',
  '/pricing',
  '/auth/login',
  // The same pages in Hindi and Urdu (issue 43): the budget holds in every language.
  '/hi/',
  '/ur/',
  '/hi/faq',
  '/ur/faq',
  '/hi/pricing',
  '/ur/pricing',
  '/ur/terms',
  '/ur/auth/login',
] as const;

/**
 * Bytes (gzipped) of a page's first load: its HTML, the styles and scripts it links, and every module
 * those scripts import statically (not the ones loaded later by `import()`).
 */
export async function firstLoad(baseUrl: string, path: string) {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const linked = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  let total = gzipSync(html).length;
  const queue = [...linked];
  while (queue.length > 0) {
    const asset = queue.shift()!;
    if (seen.has(asset)) continue;
    seen.add(asset);
    const body = Buffer.from(await (await fetch(`${baseUrl}${asset}`)).arrayBuffer());
    total += gzipSync(body).length;
    if (asset.endsWith('.js')) {
      const dir = asset.slice(0, asset.lastIndexOf('/') + 1);
      for (const m of body.toString().matchAll(/(?:\bfrom\s*|\bimport\s*)"(\.\/[\w.-]+\.js)"/g)) queue.push(dir + m[1]!.slice(2));
    }
  }
  return { page: path, files: seen.size, gzipKiB: +(total / 1024).toFixed(1) };
}
