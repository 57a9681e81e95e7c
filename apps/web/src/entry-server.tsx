import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app';
import { AppProviders } from './providers';
import { SeoCollector, SeoCollectorContext, type PageMeta } from './lib/seo';
import { loadPublicPages } from './routes/public-pages';

export { PRERENDERED_ROUTES } from '@sakinah/contract';

// Every public page loaded before any is rendered: renderToString does not wait for lazy ones.
const publicPages = await loadPublicPages(() => true);

/** Renders one public page to HTML at build time (scripts/prerender.mjs). */
export function render(url: string): { html: string; meta?: PageMeta } {
  const collector = new SeoCollector();
  const html = renderToString(
    <StrictMode>
      <SeoCollectorContext.Provider value={collector}>
        <StaticRouter location={url}>
          <AppProviders>
            <AppRoutes publicPages={publicPages} />
          </AppProviders>
        </StaticRouter>
      </SeoCollectorContext.Provider>
    </StrictMode>,
  );
  return { html, meta: collector.meta };
}
