import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { API, PROFILE_VIEWERS_PAGE_SIZE, type DailySuggestionsResponse, type ProfileViewersResponse } from '@sakinah/contract';
import { api } from '../../lib/api';
import { featuredKeys } from '../../lib/query-keys';

/**
 * Under the featured list's key: a request sent or answered anywhere refreshes the cards' buttons
 * here too (request events reset featuredKeys.all).
 */
export const suggestionKeys = {
  today: [...featuredKeys.all, 'daily-suggestions'] as const,
  viewers: [...featuredKeys.all, 'profile-viewers'] as const,
};

/** Today's match suggestions (locked without the plan feature). */
export function useDailySuggestions(enabled = true) {
  return useQuery({
    queryKey: suggestionKeys.today,
    queryFn: ({ signal }) => api<DailySuggestionsResponse>('GET', API.dailySuggestions, { signal }),
    enabled,
  });
}

/** Who viewed me, newest first, keyset-paginated; locked plans get the count only. */
export function useProfileViewers(enabled = true) {
  return useInfiniteQuery({
    queryKey: suggestionKeys.viewers,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(PROFILE_VIEWERS_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return api<ProfileViewersResponse>('GET', `${API.profileViewers}?${params}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
