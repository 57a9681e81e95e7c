import { useInfiniteQuery } from '@tanstack/react-query';
import { API } from '@sakinah/contract';
import { api } from '../../lib/api';
import type { ThreadPage } from './thread-cache';
import { messageKeys } from '../../lib/query-keys';

const PAGE_SIZE = 30;

/** The history with one member, page by page from the newest; each next page is older. */
export function useThread(userId: string) {
  return useInfiniteQuery({
    queryKey: messageKeys.thread(userId),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) params.set('before', pageParam);
      return api<ThreadPage>('GET', `${API.messages(userId)}?${params}`, { signal });
    },
    initialPageParam: undefined as string | undefined,
    // `before` is the oldest message loaded so far (the last one, as pages come newest first).
    getNextPageParam: (last) => (last.hasMore && last.messages.length > 0 ? last.messages[last.messages.length - 1]!.id : undefined),
  });
}
