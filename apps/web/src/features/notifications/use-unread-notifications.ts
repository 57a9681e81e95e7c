import { useQuery } from '@tanstack/react-query';
import { API, type NotificationsResponse } from '@sakinah/contract';
import { api } from '../../lib/api';
import { notificationKeys } from '../../lib/query-keys';
import { useSession } from '../session/public';

/** How often the bell asks when no socket event came (the socket refreshes it at once; this is the fallback). */
const BELL_POLL_MS = 60_000;

/**
 * The bell's unread count: the smallest page of the centre carries it. Apart from the centre's hooks
 * (use-notifications.ts): the bell is in every signed-in page's first load, the list and its marking are not.
 */
export function useUnreadNotifications(): number {
  const { user } = useSession();
  const { data } = useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => api<NotificationsResponse>('GET', `${API.notifications}?limit=1`, { signal }).then((answer) => answer.unread),
    enabled: Boolean(user),
    refetchInterval: BELL_POLL_MS,
  });
  return data ?? 0;
}
