import { SITE_COUNT_LABELS, SITE_COUNT_MIN, siteCountText, type SiteCountKey, type SiteCounts } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { countSiteFacts } from './site-counts.repo';

/** Counts change slowly; the home page is rendered again only when they do, and counted at most this often. */
export const SITE_COUNTS_TTL_MS = 10 * 60 * 1000;

/** The counts worth showing: each at or above SITE_COUNT_MIN, rounded down; none below it (docs/decisions.md). */
export function presentSiteCounts(facts: Record<SiteCountKey, number>): SiteCounts {
  return (Object.keys(SITE_COUNT_LABELS) as SiteCountKey[])
    .filter((key) => facts[key] >= SITE_COUNT_MIN)
    .map((key) => ({ key, value: facts[key], text: siteCountText(facts[key]), label: SITE_COUNT_LABELS[key] }));
}

/**
 * The landing page's counts, counted at most once per SITE_COUNTS_TTL_MS per process (two counts over indexed
 * columns): every visitor of the home page and of GET /api/site-counts reads the same answer meanwhile.
 */
export function createSiteCounts(ctx: AppContext) {
  let cached: { at: number; counts: Promise<SiteCounts> } | null = null;
  return (): Promise<SiteCounts> => {
    const now = ctx.now().getTime();
    if (cached && now - cached.at < SITE_COUNTS_TTL_MS) return cached.counts;
    const counts = countSiteFacts(ctx.db).then(presentSiteCounts);
    cached = { at: now, counts };
    // A failed count is not kept: the next visitor asks again.
    counts.catch(() => {
      if (cached?.counts === counts) cached = null;
    });
    return counts;
  };
}
