import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG, isClientRoute, languageOfPath, pageFileName, pathInLanguage } from '@sakinah/contract';
import { isApiPath } from './error-handler';
import { acceptedCoding } from './content-coding';
import { compressPage, withOrigin, type RenderedPage, type RenderedPages } from './rendered-pages';
import { sitemapXml } from './sitemap';

/** The file the build wrote, without the suffix of its compressed copy. */
const originalOf = (filePath: string) => filePath.replace(/\.(?:br|gz)$/, '');

/**
 * Serves the built web app: hashed assets cached for a year, pre-rendered pages as their own
 * HTML, pages rendered from live data (rendered-pages.ts) as rendered, other client routes through
 * index.html, unknown pages with the app's 404 page and a 404.
 * Text files go out as the brotli or gzip copy the build wrote, when the browser takes it.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  options: { hiddenRoutes: readonly string[]; renderedPages?: RenderedPages; origin: string },
): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const pagesDir = path.join(webDist, 'pages');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      // The .br / .gz copies beside each file, chosen by Accept-Encoding (with Vary).
      preCompressed: true,
      // Only hashed assets may be cached forever; HTML is revalidated on every visit.
      setHeaders(reply, served) {
        const filePath = originalOf(served);
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (filePath.endsWith('.html')) {
          reply.header('cache-control', 'no-cache');
        } else {
          reply.header('cache-control', 'public, max-age=3600');
        }
      },
    });
  }

  // The built pages name their own address (hreflang alternates) by a placeholder: each goes out with this server's
  // PUBLIC_URL in its place, compressed once, on its first request.
  const builtPages = new Map<string, Promise<RenderedPage>>();
  const builtPage = (file: string) => {
    let page = builtPages.get(file);
    if (!page) {
      page = fs.promises.readFile(file, 'utf8').then((html) => compressPage(withOrigin(html, options.origin)));
      page.catch(() => builtPages.delete(file));
      builtPages.set(file, page);
    }
    return page;
  };
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, file: string, status: number) =>
    sendRendered(request, reply, await builtPage(file), status);

  const sendRendered = (request: FastifyRequest, reply: FastifyReply, page: RenderedPage, status = 200) => {
    reply.status(status).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    const coding = acceptedCoding(request.headers['accept-encoding']);
    if (coding) return reply.header('content-encoding', coding.coding).send(coding.coding === 'br' ? page.br : page.gzip);
    return reply.send(page.identity);
  };

  // Every public page in every language, with its alternates, for search engines.
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(sitemapXml(options.origin)),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiPath(pathname) || pathname.startsWith('/media/') || pathname.startsWith('/socket.io')) {
      return reply.status(404).send({ success: false, message: MSG.notFoundRoute, code: 'NOT_FOUND' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ success: false, message: MSG.notFoundRoute, code: 'NOT_FOUND' });
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    const trimmed = pathname.replace(/\/+$/, '') || '/';
    const hidden = options.hiddenRoutes.includes(trimmed);
    const pageName = trimmed === '/' ? 'index' : trimmed.slice(1).replace(/\//g, '__');
    if (!hidden && options.renderedPages?.handles(trimmed)) {
      try {
        return sendRendered(request, reply, await options.renderedPages.page(trimmed));
      } catch (error) {
        // The app's shell still serves the page: it fetches what it needs in the browser.
        request.log.error({ err: error, route: trimmed }, 'rendering a page failed; serving the app shell');
        return sendPage(request, reply, indexFile, 200);
      }
    }
    const prerendered = path.join(pagesDir, `${pageName}.html`);
    // Under /hi/ and /ur/ an unknown page is that language's 404 and the app's own pages get its shell; any other
    // prefix (/fr/…) is an unknown English page.
    const language = languageOfPath(trimmed);
    // Only names inside pages/; path.join has already folded any '..'.
    if (!hidden && prerendered.startsWith(pagesDir + path.sep) && fs.existsSync(prerendered)) {
      return sendPage(request, reply, prerendered, 200);
    }
    const notFoundPage = path.join(pagesDir, `${pageFileName(pathInLanguage('/404', language))}.html`);
    const shell = language === 'en' ? indexFile : path.join(webDist, `index.${language}.html`);
    if (isClientRoute(trimmed) && !hidden) return sendPage(request, reply, fs.existsSync(shell) ? shell : indexFile, 200);
    return sendPage(request, reply, fs.existsSync(notFoundPage) ? notFoundPage : indexFile, 404);
  });
}
