import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { insertPackage, updatePackage } from '../backoffice/admin/admin.repo';
import { RENDERED_PAGE_MARKERS } from './rendered-pages';

/**
 * /pricing is rendered by the server from the plans in the database (the build leaves a template and
 * the web app's render entry beside the web app), again whenever an admin changes a plan.
 * A stand-in render entry takes the web app's place here; the browser tests run the real one.
 */
let t: TestApp;
let renders = 0;
const ssrDir = () => path.join(t.dataDir, 'dist-ssr');

beforeAll(async () => {
  t = await createTestApp();
  fs.mkdirSync(path.join(ssrDir(), 'pages'), { recursive: true });
  fs.writeFileSync(
    path.join(ssrDir(), 'entry-server.js'),
    `globalThis.__renders = 0;
export function render(url, data) {
  globalThis.__renders += 1;
  return { html: '<main>' + url + ' ' + data.packages.map((p) => p.name + '=' + p.finalPrice).join(',') + '</main>' };
}
export function pageDataScript(data) {
  return '<script type="application/json" id="page-data">' + JSON.stringify(data).replace(/</g, '\\\\u003c') + '</script>';
}`,
  );
  fs.writeFileSync(
    path.join(ssrDir(), 'pages', 'pricing.html'),
    `<!doctype html><html><head><title>Pricing</title></head><body><div id="root">${RENDERED_PAGE_MARKERS.start}<main>sample plans</main>${RENDERED_PAGE_MARKERS.end}</div>${RENDERED_PAGE_MARKERS.data}</body></html>`,
  );
});
afterAll(() => t.close());

const rendersSoFar = () => (globalThis as { __renders?: number }).__renders ?? 0;

describe('pages rendered from the database', () => {
  let planId = '';

  it('serves /pricing with the plans of the database and their data, never the sample', async () => {
    const plan = await insertPackage(t.database.db, {
      slug: 'gold-1-month', name: 'Gold </script><b>', pricePaise: 200_000, discountPercent: 10, duration: '1 Month', features: [], buttonText: 'Choose',
    });
    planId = plan.id;
    const res = await t.app.inject({ method: 'GET', url: '/pricing' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<main>/pricing Gold </script><b>=1800</main>');
    expect(res.body).not.toContain('sample plans');
    for (const marker of Object.values(RENDERED_PAGE_MARKERS)) expect(res.body).not.toContain(marker);
    // The data goes into the page as JSON that no plan name can break out of.
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(data).toBeDefined();
    expect(data).not.toContain('</script>');
    expect(JSON.parse(data!).packages[0]).toMatchObject({ id: plan.id, name: 'Gold </script><b>', finalPrice: 1800 });
    renders = rendersSoFar();
    expect(renders).toBe(1);
  });

  it('renders again only when the plans change', async () => {
    await t.app.inject({ method: 'GET', url: '/pricing' });
    expect(rendersSoFar()).toBe(renders);
    await updatePackage(t.database.db, planId, { pricePaise: 300_000 });
    const res = await t.app.inject({ method: 'GET', url: '/pricing' });
    expect(res.body).toContain('=2700</main>');
    expect(rendersSoFar()).toBe(renders + 1);
    await updatePackage(t.database.db, planId, { isActive: false });
    expect((await t.app.inject({ method: 'GET', url: '/pricing' })).body).toContain('<main>/pricing </main>');
  });

  it('sends the brotli or gzip copy the browser takes', async () => {
    const plain = (await t.app.inject({ method: 'GET', url: '/pricing/' })).body;
    const br = await t.app.inject({ method: 'GET', url: '/pricing', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await t.app.inject({ method: 'GET', url: '/pricing', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain);
  });

  it('serves the app shell when the page cannot be rendered (a broken template), and a 200', async () => {
    const templateFile = path.join(ssrDir(), 'pages', 'pricing.html');
    const template = fs.readFileSync(templateFile, 'utf8');
    await updatePackage(t.database.db, planId, { isActive: true, pricePaise: 400_000 });
    // Templates are read once; a fresh app reads the broken one.
    const broken = await createTestApp({ WEB_DIST: path.join(t.dataDir, 'web') });
    try {
      fs.writeFileSync(templateFile, '<!doctype html><div id="root"></div>');
      const res = await broken.app.inject({ method: 'GET', url: '/pricing' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>shell</title>');
    } finally {
      fs.writeFileSync(templateFile, template);
      await broken.close();
    }
  });

  it('leaves the routes it does not render alone', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/about' })).body).toContain('About page');
    expect((await t.app.inject({ method: 'GET', url: '/settings' })).body).toContain('<title>shell</title>');
  });
});
