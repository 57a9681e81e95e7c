import { useQuery } from '@tanstack/react-query';
import { API, type SelfUser, type SelfResponse } from '@sakinah/contract';
import { api } from '../../lib/api';

/** The signed-in member as `GET /api/get-user` sends it: the contract's type, every text field '' when empty. */
export type OwnProfile = SelfUser;
export type { ExpiredSubscription, OwnSubscription, UpcomingSubscription } from '@sakinah/contract';

import { OWN_PROFILE_QUERY_KEY } from '../../lib/query-keys';

/**
 * Always fresh from the server when the page opens (the session copy may predate an edit or a
 * payment); kept apart from the session query, whose loader turns errors into "signed out".
 */
export function useOwnProfile() {
  return useQuery({
    queryKey: OWN_PROFILE_QUERY_KEY,
    queryFn: async ({ signal }) => (await api<SelfResponse>('GET', API.getUser, { signal })).user,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
