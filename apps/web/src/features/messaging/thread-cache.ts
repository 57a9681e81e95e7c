import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ConversationsResponse, MessageHistoryResponse } from '@sakinah/contract';
import { messageKeys } from '../../lib/query-keys';

/** One page of a thread, newest message first, as GET /api/messages/:userId answers. */
export type ThreadPage = MessageHistoryResponse;
export type ThreadData = InfiniteData<ThreadPage, string | undefined>;

const same = (a: ChatMessage, b: ChatMessage) => a.id === b.id || (a.clientId !== '' && a.clientId === b.clientId);

/**
 * Puts a message into a loaded thread: the server's reply, the socket echo and a refetch may all
 * bring the same message, so it replaces a copy with the same id or clientId instead of adding one.
 * A load of the thread already on its way may have been answered before the message was stored: when
 * it lands it replaces the thread without it (on a first load, the message had nowhere to go yet), so
 * the message is put in again once that load has landed.
 */
export function addMessageToThread(queryClient: QueryClient, otherUserId: string, message: ChatMessage): void {
  const key = messageKeys.thread(otherUserId);
  const loading = queryClient.isFetching({ queryKey: key, exact: true }) > 0;
  putMessage(queryClient, key, message);
  if (!loading) return;
  const query = queryClient.getQueryCache().find({ queryKey: key, exact: true });
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.query !== query) return;
    if (event.type === 'removed') return stop();
    if (event.type !== 'updated') return;
    if (event.action.type !== 'success' && event.action.type !== 'error') return;
    stop();
    if (event.action.type === 'success') putMessage(queryClient, key, message);
  });
}

function putMessage(queryClient: QueryClient, key: ReturnType<typeof messageKeys.thread>, message: ChatMessage): void {
  queryClient.setQueryData<ThreadData>(key, (data) => {
    if (!data || data.pages.length === 0) return data;
    let found = false;
    const pages = data.pages.map((page) => {
      if (!page.messages.some((m) => same(m, message))) return page;
      found = true;
      return { ...page, messages: page.messages.map((m) => (same(m, message) ? message : m)) };
    });
    if (found) return { ...data, pages };
    const [first, ...rest] = data.pages;
    // Pages hold the newest first; a new message goes to the front of the newest page.
    return { ...data, pages: [{ ...first!, messages: [message, ...first!.messages] }, ...rest] };
  });
}

/** Marks my messages in a thread as seen, when the other person read them and my plan shows it. */
export function markMineSeen(queryClient: QueryClient, otherUserId: string, meId: string, readAt: string): void {
  queryClient.setQueryData<ThreadData>(messageKeys.thread(otherUserId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            messages: page.messages.map((m) => (m.senderId === meId && !m.readAt ? { ...m, readAt } : m)),
          })),
        }
      : data,
  );
}

/** Clears the unread count of one conversation at once, before the list is fetched again. */
export function clearUnread(queryClient: QueryClient, otherUserId: string): void {
  queryClient.setQueryData<ConversationsResponse>(messageKeys.conversations, (data) => {
    if (!data) return data;
    const removed = data.conversations.find((c) => c.otherUserId === otherUserId)?.unread ?? 0;
    return {
      ...data,
      totalUnread: Math.max(0, data.totalUnread - removed),
      conversations: data.conversations.map((c) => (c.otherUserId === otherUserId ? { ...c, unread: 0 } : c)),
    };
  });
}
