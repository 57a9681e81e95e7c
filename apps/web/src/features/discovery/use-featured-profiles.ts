import { useInfiniteQuery } from '@tanstack/react-query';
import { API, FEATURED_PAGE_SIZE } from '@sakinah/contract';
import { api } from '../../lib/api';
import { featuredKeys } from './featured-keys';
import { filterParams, type AppliedFilters } from './filters';
import type { FeaturedPage } from './types';

/** Keyset-paginated featured list; a new filter set is a new key, so it starts at page one. */
export function useFeaturedProfiles(filters: AppliedFilters) {
  return useInfiniteQuery({
    queryKey: featuredKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api<FeaturedPage>('GET', `${API.featuredProfiles}?${filterParams(filters, pageParam, FEATURED_PAGE_SIZE)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
