import type { QueryClient } from '@tanstack/react-query';
import type { PackageView, SiteCounts } from '@sakinah/contract';
import { activePackages, PACKAGES_QUERY_KEY } from './features/pricing/use-packages';
import { SITE_COUNTS_QUERY_KEY } from './features/marketing/home/use-site-counts';

/**
 * What the server renders a page with (plugins/rendered-pages.ts on the server): the data the page
 * would otherwise fetch. It is written into the page as JSON and read back before hydration, so the
 * first render in the browser is the one the server made.
 */
export interface PageData {
  packages?: PackageView[];
  /** The home page's counts (only those above their threshold). */
  siteCounts?: SiteCounts;
}

/** The element holding the page's data as JSON (never executed: type application/json). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** Puts a page's data where its queries look for it, as if they had fetched it just now. */
export function seedQueries(client: QueryClient, data: PageData | undefined): void {
  if (data?.packages) client.setQueryData(PACKAGES_QUERY_KEY, activePackages(data.packages));
  if (data?.siteCounts) client.setQueryData(SITE_COUNTS_QUERY_KEY, data.siteCounts);
}

/** The page's data as the server wrote it, or undefined for a page that has none. */
export function readPageData(): PageData | undefined {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as PageData;
  } catch {
    return undefined; // the page still works: its queries fetch what they need
  }
}

/** The data as JSON safe inside a <script> element: no `<` can close it. */
export function pageDataJson(data: PageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
