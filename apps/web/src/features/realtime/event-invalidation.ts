import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ServerEventName, ServerToClientEvents } from '@sakinah/contract';
import { SESSION_QUERY_KEY } from '../session/public';
import { requestKeys, featuredKeys, messageKeys, memberProfileKeys, photoAccessKeys, contactExchangeKeys, BLOCKED_USERS_KEY, guardianApprovalKeys, WAITING_COUNTS_KEY, notificationKeys, OWN_PROFILE_QUERY_KEY, PAYMENT_HISTORY_QUERY_KEY } from '../../lib/query-keys';

type Payload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

/** After a reconnect, events sent meanwhile are lost: everything they could have changed. */
export const KEYS_AFTER_RECONNECT: QueryKey[] = [requestKeys.all, featuredKeys.all, memberProfileKeys.all, messageKeys.all, photoAccessKeys.all, contactExchangeKeys.all, WAITING_COUNTS_KEY, notificationKeys.all];

/**
 * The first connection of a page load also comes after its first fetches: an event sent in between (the socket
 * library loads lazily, so on a slow phone that is a second or more) is lost. The header's counters, small and on
 * every page, are read again if they were read before the socket was live; the rest waits for its own poll.
 */
const KEYS_AFTER_FIRST_CONNECT: QueryKey[] = [notificationKeys.unread, WAITING_COUNTS_KEY, messageKeys.conversations];

export async function refreshCountersReadBefore(client: QueryClient, liveSince: number): Promise<void> {
  const readBefore = cachedQueries(client, KEYS_AFTER_FIRST_CONNECT).filter(
    // A read still in flight was asked before the socket was live, though its answer lands after.
    (query) => query.state.fetchStatus === 'fetching' || (query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < liveSince),
  );
  await readAgain(client, readBefore);
}

/**
 * Marks the cached queries under these keys stale and reads the ones on screen again, from a request sent now. A
 * read in flight was asked before the change the event tells of, and its answer may not hold it: it is cancelled
 * first, because a refetch alone joins a first read in flight instead of repeating it (a bell whose first read was
 * still on its way when a request came stayed at 0 until its next poll).
 */
export async function readAgainAfterEvent(client: QueryClient, keys: QueryKey[]): Promise<void> {
  await readAgain(client, cachedQueries(client, keys));
}

const cachedQueries = (client: QueryClient, keys: QueryKey[]) => [...new Set(keys.flatMap((queryKey) => client.getQueryCache().findAll({ queryKey })))];

async function readAgain(client: QueryClient, queries: Query[]): Promise<void> {
  await Promise.all(
    queries.map(async ({ queryKey, state }) => {
      if (state.fetchStatus === 'fetching') await client.cancelQueries({ queryKey, exact: true });
      await client.invalidateQueries({ queryKey, exact: true });
    }),
  );
}

/**
 * The one map from a server event to the cached queries it makes stale, so every open page that
 * shows that state (in every tab) refetches without a reload: the view-profile page, featured
 * cards, the requests modal, My Connections, chat headers and lists, settings. Thread contents
 * that arrive in the event itself (new messages, typing) are merged by the messaging feature.
 */
const INVALIDATES: { [E in ServerEventName]: (payload: Payload<E>) => QueryKey[] } = {
  connected: () => [],
  // A request to me, or an answer, cancellation or removal: the buttons, lists and chat's open state.
  requestReceived: ({ fromUserId }) => [requestKeys.all, featuredKeys.all, memberProfileKeys.one(fromUserId), WAITING_COUNTS_KEY],
  // `fromUserId` is whoever acted, which may be me in another tab: every open profile page refetches.
  requestStatusChanged: () => [requestKeys.all, featuredKeys.all, memberProfileKeys.all, messageKeys.all, contactExchangeKeys.all, WAITING_COUNTS_KEY],
  requestCanceled: () => [requestKeys.all, featuredKeys.all, memberProfileKeys.all, WAITING_COUNTS_KEY],
  photoAccessRequested: ({ requesterId }) => [photoAccessKeys.all, memberProfileKeys.one(requesterId), WAITING_COUNTS_KEY],
  // Granted, refused or withdrawn: the owner's lists and the requester's view of her photos.
  photoAccessChanged: ({ ownerId, requesterId }) => [photoAccessKeys.all, memberProfileKeys.one(ownerId), memberProfileKeys.one(requesterId), featuredKeys.all, WAITING_COUNTS_KEY],
  // Approved: a plan bought during review starts now; rejected: it is refunded. Every page showing her status or plan.
  accountStatusChanged: () => [SESSION_QUERY_KEY, featuredKeys.all, OWN_PROFILE_QUERY_KEY, PAYMENT_HISTORY_QUERY_KEY],
  messageReceived: () => [messageKeys.conversations],
  messagesRead: ({ byUserId }) => [messageKeys.thread(byUserId)],
  typing: () => [],
  // Calls carry their state in the event (the calls feature keeps it); the conversation's call log refetches when one ends.
  callUpdated: ({ call }) => (['ringing', 'waiting_guardian', 'active'].includes(call.status) ? [] : [['call-log']]),
  callSignal: () => [],
  // Asked, agreed, declined or withdrawn: the chat panel, her profile page, My Connections, Settings.
  contactExchangeChanged: ({ otherUserId }) => [messageKeys.thread(otherUserId), memberProfileKeys.one(otherUserId), requestKeys.all, contactExchangeKeys.all, WAITING_COUNTS_KEY],
  // A block or unblock either way: everything that shows the other member.
  relationChanged: ({ otherUserId }) => [
    memberProfileKeys.one(otherUserId),
    featuredKeys.all,
    requestKeys.all,
    messageKeys.all,
    photoAccessKeys.all,
    contactExchangeKeys.all,
    BLOCKED_USERS_KEY,
    WAITING_COUNTS_KEY,
  ],
  // To a guardian: a ward's contact exchange waits for her decision, or was decided.
  contactApprovalChanged: () => [guardianApprovalKeys.all],
  // A new notification, or some read in another tab: the bell's count and the centre's list.
  notificationsChanged: () => [notificationKeys.all],
  // Events from other instances may have been lost during a Redis outage: as after a reconnect.
  resync: () => KEYS_AFTER_RECONNECT,
};

export function keysInvalidatedBy<E extends ServerEventName>(event: E, payload: Payload<E>): QueryKey[] {
  return (INVALIDATES[event] as (payload: Payload<E>) => QueryKey[])(payload);
}

