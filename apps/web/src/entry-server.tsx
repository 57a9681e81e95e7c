import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app';
import { AppProviders } from './providers';
import { SeoCollector, SeoCollectorContext, type PageMeta } from './lib/seo';
import { loadPublicPages } from './routes/public-pages';
import { pageDataJson, PAGE_DATA_ELEMENT_ID, type PageData } from './page-data';
import { STYLESHEET_SAMPLE_PACKAGES } from './features/pricing/stylesheet-sample';
import { renderInLanguage } from './lib/i18n';
import { languageOfPath, UI_TEXT } from '@sakinah/contract';
import hi from '@sakinah/contract/catalogues/hi';
import ur from '@sakinah/contract/catalogues/ur';

export {
  PRERENDERED_ROUTES,
  SERVER_RENDERED_ROUTES,
  LANGUAGES,
  SITEMAP_ROUTES,
  directionOf,
  languageOfPath,
  pathInLanguage,
  pageFileName,
  alternatesOf,
  inEveryLanguage,
  SITE_ORIGIN_PLACEHOLDER,
} from '@sakinah/contract';

/** Data to render the server-rendered pages with at build time, only to find their style rules. */
export const STYLESHEET_SAMPLE_DATA: PageData = {
  packages: STYLESHEET_SAMPLE_PACKAGES,
  // Made-up counts, only so the home page's template keeps the counts band's style rules.
  siteCounts: [
    { key: 'verifiedProfiles', value: 1200, text: '1,200+', label: 'Verified Profiles' },
    { key: 'connections', value: 300, text: '300+', label: 'Connections Made' },
  ],
};

/** The element carrying a page's data into the browser (read back by entry-client.tsx before hydrating). */
export function pageDataScript(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${pageDataJson(data)}</script>`;
}

// Every public page loaded before any is rendered: renderToString does not wait for lazy ones.
const publicPages = await loadPublicPages(() => true);

/**
 * Renders one public page to HTML: at build time (scripts/prerender.mjs), and on the server for the
 * pages whose data changes without a build (SERVER_RENDERED_ROUTES, with that data).
 */
export function render(url: string, pageData?: PageData): { html: string; meta?: PageMeta } {
  // The page's language is its address's (`/ur/faq`): every text of every language is in this bundle.
  renderInLanguage(languageOfPath(url), { en: UI_TEXT, hi, ur });
  const collector = new SeoCollector();
  const html = renderToString(
    <StrictMode>
      <SeoCollectorContext.Provider value={collector}>
        <StaticRouter location={url}>
          <AppProviders pageData={pageData}>
            <AppRoutes publicPages={publicPages} />
          </AppProviders>
        </StaticRouter>
      </SeoCollectorContext.Provider>
    </StrictMode>,
  );
  return { html, meta: collector.meta };
}
