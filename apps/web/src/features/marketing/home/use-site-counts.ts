import { useQuery } from '@tanstack/react-query';
import { API, type SiteCountsResponse } from '@sakinah/contract';
import { api } from '../../../lib/api';

export const SITE_COUNTS_QUERY_KEY = ['site-counts'] as const;

/**
 * The landing page's counts from the database (verified profiles, connections made), each only above its threshold.
 * The server renders the home page with them (page-data.ts seeds this query), so a visitor's first paint has them
 * and nothing moves; on a page opened inside the app they are fetched once.
 */
export function useSiteCounts() {
  return useQuery({
    queryKey: SITE_COUNTS_QUERY_KEY,
    queryFn: async ({ signal }) => (await api<SiteCountsResponse>('GET', API.siteCounts, { signal })).counts,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
