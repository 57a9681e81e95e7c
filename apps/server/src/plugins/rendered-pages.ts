import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { pathToFileURL } from 'node:url';
import { pageFileName, SITE_ORIGIN_PLACEHOLDER } from '@sakinah/contract';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Where the build's template of a server-rendered page takes the page and its data (apps/web/scripts/prerender.mjs). */
export const RENDERED_PAGE_MARKERS = { start: '<!--rendered-page-->', end: '<!--/rendered-page-->', data: '<!--page-data-->' } as const;

/** What the web app's render entry (apps/web/src/entry-server.tsx) offers the server. */
interface RenderEntry {
  render(url: string, pageData: object): { html: string };
  pageDataScript(pageData: object): string;
}

/** A page as it goes out: as it is, and in both codings the browser may take. */
export interface RenderedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The data a page is rendered with, read fresh on each request (one indexed query for the plans). */
export type PageDataSource = () => Promise<object>;

export interface RenderedPages {
  /** Whether this route is rendered here (the build made its template and its data has a source). */
  handles(route: string): boolean;
  /** The page for the data of this moment: rendered again only when the data changed. */
  page(route: string): Promise<RenderedPage>;
  /** Renders every page it handles now, in the background, so the first visitor does not wait for it. */
  warm(): void;
}

/**
 * The public pages whose content lives in the database (the plans on /pricing): a visitor gets them
 * complete, as HTML, like the pre-rendered pages, although an admin may change the plans at any time.
 * The build leaves a template for each (with the page's critical CSS and the small public script) and
 * the web app's render entry; here each request reads the page's data, and the page is rendered again
 * (and compressed once) only when that data differs from the last render's.
 */
/** A page of the build as it goes out: the site's own address (PUBLIC_URL) where the build wrote a placeholder. */
export function withOrigin(html: string, origin: string): string {
  return html.replaceAll(SITE_ORIGIN_PLACEHOLDER, origin.replace(/\/+$/, ''));
}

/** An HTML page compressed both ways, once. */
export async function compressPage(html: string): Promise<RenderedPage> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz };
}

/** Where the web build leaves the render entry and the templates: beside the web app (apps/web/dist-ssr). */
export function renderEntryDirOf(webDist: string): string {
  return path.join(webDist, '..', 'dist-ssr');
}

export function createRenderedPages(webDist: string, sources: Record<string, PageDataSource>, origin: string): RenderedPages {
  const ssrDir = renderEntryDirOf(webDist);
  const entryFile = path.join(ssrDir, 'entry-server.js');
  const templateOf = (route: string) => path.join(ssrDir, 'pages', `${pageFileName(route)}.html`);
  let entry: Promise<RenderEntry> | undefined;
  const templates = new Map<string, string>();
  const last = new Map<string, { key: string; page: Promise<RenderedPage> }>();

  async function render(route: string, data: object): Promise<RenderedPage> {
    entry ??= import(pathToFileURL(entryFile).href) as Promise<RenderEntry>;
    const { render: renderPage, pageDataScript } = await entry;
    let template = templates.get(route);
    if (!template) {
      template = withOrigin(fs.readFileSync(templateOf(route), 'utf8'), origin);
      templates.set(route, template);
    }
    const start = template.indexOf(RENDERED_PAGE_MARKERS.start);
    const end = template.indexOf(RENDERED_PAGE_MARKERS.end);
    if (start < 0 || end < start || !template.includes(RENDERED_PAGE_MARKERS.data)) {
      throw new Error(`The template of ${route} lacks its markers: rebuild the web app.`);
    }
    const html = (template.slice(0, start) + renderPage(route, data).html + template.slice(end + RENDERED_PAGE_MARKERS.end.length)).replace(
      RENDERED_PAGE_MARKERS.data,
      () => pageDataScript(data),
    );
    return compressPage(html);
  }

  return {
    handles(route) {
      return Boolean(sources[route]) && fs.existsSync(entryFile) && fs.existsSync(templateOf(route));
    },
    async page(route) {
      const source = sources[route];
      if (!source) throw new Error(`No data source for ${route}`);
      const data = await source();
      const key = JSON.stringify(data);
      const previous = last.get(route);
      if (previous?.key === key) return previous.page;
      const page = render(route, data);
      last.set(route, { key, page });
      // A failed render is not remembered: the next request tries again.
      page.catch(() => {
        if (last.get(route)?.page === page) last.delete(route);
      });
      return page;
    },
    warm() {
      for (const route of Object.keys(sources)) {
        // A failure here is met again, and logged, by the visitor's request.
        if (this.handles(route)) this.page(route).catch(() => undefined);
      }
    },
  };
}
