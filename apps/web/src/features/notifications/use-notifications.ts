import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { API, NOTIFICATIONS_PAGE_SIZE, type NotificationsReadResponse, type NotificationsResponse } from '@sakinah/contract';
import { api, errorMessage } from '../../lib/api';
import { notificationKeys } from '../../lib/query-keys';
import { useSession } from '../session/public';
import { textNow } from '../../lib/i18n';

/** The centre's list, newest first, a page at a time (`fetchNextPage` for "Load more"). */
export function useNotificationPages() {
  const { user } = useSession();
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(NOTIFICATIONS_PAGE_SIZE) });
      if (pageParam) query.set('before', pageParam);
      return api<NotificationsResponse>('GET', `${API.notifications}?${query}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
    enabled: Boolean(user),
  });
}

/** Marks some notifications read, or all of them (`'all'`); the bell and the list refresh after. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: string[] | 'all') =>
      api<NotificationsReadResponse>('POST', API.notificationsRead, { body: which === 'all' ? { all: true } : { ids: which } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationKeys.unread, answer.unread);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error, textNow('unexpectedErrorRetry'))),
  });
}
