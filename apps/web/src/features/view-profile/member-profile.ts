import { useQuery } from '@tanstack/react-query';
import { API, type MemberViewResponse } from '@sakinah/contract';
import { api } from '../../lib/api';
import { memberProfileKeys } from '../../lib/query-keys';

export const memberProfileQueryKey = memberProfileKeys.one;

export function useMemberProfile(id: string) {
  return useQuery({
    queryKey: memberProfileQueryKey(id),
    queryFn: ({ signal }) => api<MemberViewResponse>('GET', API.userById(id), { signal }),
    enabled: id.length > 0,
  });
}
