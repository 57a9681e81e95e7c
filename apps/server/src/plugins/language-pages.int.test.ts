import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN_PLACEHOLDER, SITEMAP_ROUTES } from '@sakinah/contract';
import { registerWebApp } from './web-app';

/**
 * Issue 43: the public pages in English at /…, Hindi at /hi/…, Urdu at /ur/… as the build wrote them
 * (apps/web/scripts/prerender.mjs; the real build's pages are checked in e2e/language-pages.e2e.ts), sent with this
 * server's own address in their hreflang alternates; an unknown prefix is an ordinary English 404, never a 500.
 */
const ORIGIN = 'https://sakinah.example';
let app: FastifyInstance;
let dist: string;

/** A page as the pre-renderer writes it: lang, dir and the alternates with the placeholder origin. */
const builtPage = (lang: string, dir: string | null, body: string, bare: string) =>
  `<!doctype html><html lang="${lang}"${dir ? ` dir="${dir}"` : ''}><head>` +
  ['en', 'hi', 'ur', 'x-default']
    .map((hreflang) => {
      const prefix = hreflang === 'hi' || hreflang === 'ur' ? `/${hreflang}` : '';
      return `<link rel="alternate" hreflang="${hreflang}" href="${SITE_ORIGIN_PLACEHOLDER}${prefix}${bare === '/' && prefix ? '/' : bare}" />`;
    })
    .join('') +
  `</head><body><div id="root">${body}</div></body></html>`;

function write(name: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
  fs.writeFileSync(path.join(dist, name), content);
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sakinah-lang-pages-'));
  write('index.html', '<!doctype html><html lang="en"><body><div id="root"></div></body></html>');
  write('index.hi.html', '<!doctype html><html lang="hi" dir="ltr"><body><div id="root"></div></body></html>');
  write('index.ur.html', '<!doctype html><html lang="ur" dir="rtl"><body><div id="root"></div></body></html>');
  write('pages/faq.html', builtPage('en', null, 'Frequently Asked Questions', '/faq'));
  write('pages/hi__faq.html', builtPage('hi', 'ltr', 'अक्सर पूछे जाने वाले सवाल', '/faq'));
  write('pages/ur__faq.html', builtPage('ur', 'rtl', 'اکثر پوچھے جانے والے سوالات', '/faq'));
  write('pages/404.html', '<!doctype html><html lang="en"><body>Page not found</body></html>');
  write('pages/hi__404.html', '<!doctype html><html lang="hi" dir="ltr"><body>पेज नहीं मिला</body></html>');
  write('pages/ur__404.html', '<!doctype html><html lang="ur" dir="rtl"><body>صفحہ نہیں ملا</body></html>');
  app = Fastify();
  await registerWebApp(app, dist, { hiddenRoutes: [], origin: ORIGIN });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('public pages in every language', () => {
  it.each([
    ['/faq', 'en', null, 'Frequently Asked Questions'],
    ['/hi/faq', 'hi', 'ltr', 'अक्सर पूछे जाने वाले सवाल'],
    ['/ur/faq/', 'ur', 'rtl', 'اکثر پوچھے جانے والے سوالات'],
  ])('%s is its language’s page, with lang, dir and the alternates at this server’s address', async (url, lang, dir, text) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<html lang="${lang}"${dir ? ` dir="${dir}"` : ''}>`);
    expect(res.body).toContain(text);
    expect(res.body).not.toContain(SITE_ORIGIN_PLACEHOLDER);
    for (const [hreflang, href] of [
      ['en', '/faq'],
      ['hi', '/hi/faq'],
      ['ur', '/ur/faq'],
      ['x-default', '/faq'],
    ]) {
      expect(res.body).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${ORIGIN}${href}" />`);
    }
  });

  it('sends a language page compressed when the browser takes it, the same page either way', async () => {
    const br = await app.inject({ url: '/ur/faq', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe((await app.inject({ url: '/ur/faq' })).body);
  });

  it('an unknown page under /hi/ or /ur/ is that language’s 404; an unknown prefix is the English 404, never a 500', async () => {
    const hindi = await app.inject({ url: '/hi/no-such-page' });
    expect(hindi.statusCode).toBe(404);
    expect(hindi.body).toContain('पेज नहीं मिला');
    const urdu = await app.inject({ url: '/ur/user/profile' });
    expect(urdu.statusCode).toBe(404);
    expect(urdu.body).toContain('dir="rtl"');
    for (const url of ['/fr/faq', '/fr', '/xx/about', '/hi-IN/faq', '/%E0%A4%B9/faq', '/en/faq']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Page not found');
    }
  });

  it('the app’s own public pages under a prefix (sign-up, the password’s pages) get the shell in that language', async () => {
    const urdu = await app.inject({ url: '/ur/auth/signup' });
    expect(urdu.statusCode).toBe(200);
    expect(urdu.body).toContain('<html lang="ur" dir="rtl">');
    const hindi = await app.inject({ url: '/hi/auth/reset-password/abc123' });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toContain('<html lang="hi" dir="ltr">');
    const english = await app.inject({ url: '/auth/forget-password' });
    expect(english.body).toContain('<html lang="en">');
  });

  it('the sitemap lists every public page in every language with its alternates', async () => {
    const res = await app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(SITEMAP_ROUTES.length * 3);
    for (const loc of [`${ORIGIN}/`, `${ORIGIN}/hi/`, `${ORIGIN}/ur/`, `${ORIGIN}/pricing`, `${ORIGIN}/hi/pricing`, `${ORIGIN}/ur/faq`, `${ORIGIN}/hi/terms`, `${ORIGIN}/ur/privacy`]) {
      expect(locs).toContain(loc);
    }
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/faq"/>`);
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="ur" href="${ORIGIN}/ur/faq"/>`);
  });
});
