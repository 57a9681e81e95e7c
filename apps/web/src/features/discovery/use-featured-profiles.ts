import { useEffect, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { API, FEATURED_PAGE_SIZE, type FeaturedProfilesResponse } from '@sakinah/contract';
import { ApiError, api } from '../../lib/api';
import { filterParams, type AppliedFilters } from './filters';
import { featuredKeys } from '../../lib/query-keys';

/** The server is busy (503 with Retry-After): try again a few times before showing the error. */
const BUSY_RETRIES = 3;

/**
 * Keyset-paginated featured list; a new filter set is a new key, so it starts at page one.
 * A 409 means the list changed under the cursor (her preferences changed): start again at page one.
 */
export function useFeaturedProfiles(filters: AppliedFilters) {
  const queryClient = useQueryClient();
  const key = useMemo(() => featuredKeys.list(filters), [filters]);
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      api<FeaturedProfilesResponse>('GET', `${API.featuredProfiles}?${filterParams(filters, pageParam, FEATURED_PAGE_SIZE)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: (failures, error) => error instanceof ApiError && error.status === 503 && failures < BUSY_RETRIES,
    retryDelay: 2000,
  });
  const listChanged = query.error instanceof ApiError && query.error.status === 409;
  useEffect(() => {
    if (listChanged) void queryClient.resetQueries({ queryKey: key, exact: true });
  }, [listChanged, key, queryClient]);
  return query;
}
