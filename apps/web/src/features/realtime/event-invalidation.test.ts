import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import type { ServerEventName, ServerToClientEvents } from '@sakinah/contract';
import { keysInvalidatedBy, readAgainAfterEvent, refreshCountersReadBefore } from './event-invalidation';
import { memberProfileQueryKey } from '../view-profile/member-profile';
import { SESSION_QUERY_KEY } from '../session/session-key';
import { WAITING_COUNTS_KEY, requestKeys, featuredKeys, messageKeys, photoAccessKeys, contactExchangeKeys, BLOCKED_USERS_KEY, notificationKeys, OWN_PROFILE_QUERY_KEY, PAYMENT_HISTORY_QUERY_KEY } from '../../lib/query-keys';

/** The queries the open pages hold, by the page that shows them. */
const ME = 'me-0000';
const HER = 'her-1111';
const SOMEONE = 'someone-2222';
const PAGES: Record<string, QueryKey> = {
  'view profile (her)': memberProfileQueryKey(HER),
  'view profile (someone else)': memberProfileQueryKey(SOMEONE),
  'requests modal': requestKeys.data(ME),
  'my connections': requestKeys.approved(ME),
  'featured cards': featuredKeys.list({} as never),
  'chat with her': messageKeys.thread(HER),
  'conversation list': messageKeys.conversations,
  'settings access requests': photoAccessKeys.list(ME, 'pending'),
  'settings shared contacts': contactExchangeKeys.all,
  'settings blocked members': BLOCKED_USERS_KEY,
  session: SESSION_QUERY_KEY,
  'notification bell': notificationKeys.unread,
  'notification centre': notificationKeys.list,
  'my profile overview': OWN_PROFILE_QUERY_KEY,
  'my payments': PAYMENT_HISTORY_QUERY_KEY,
};

type Payload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

async function staleAfter<E extends ServerEventName>(event: E, payload: Payload<E>): Promise<string[]> {
  const client = new QueryClient();
  for (const key of Object.values(PAGES)) client.setQueryData(key, { cached: true });
  for (const queryKey of keysInvalidatedBy(event, payload)) await client.invalidateQueries({ queryKey });
  return Object.entries(PAGES)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([page]) => page)
    .sort();
}

const sorted = (pages: string[]) => [...pages].sort();

describe('each server event refreshes every page that shows what it changed', () => {
  it('requestReceived: requests, cards and the sender\'s profile page', async () => {
    expect(await staleAfter('requestReceived', { requestId: 'r1', fromUserId: HER, status: 'pending' })).toEqual(
      sorted(['requests modal', 'my connections', 'featured cards', 'view profile (her)']),
    );
  });

  it('requestStatusChanged (accepted, declined, removed): every profile page, requests, cards, chat and shared contacts', async () => {
    for (const status of ['accepted', 'declined', 'removed'] as const) {
      expect(await staleAfter('requestStatusChanged', { requestId: 'r1', fromUserId: HER, status })).toEqual(
        sorted([
          'view profile (her)', 'view profile (someone else)', 'requests modal', 'my connections', 'featured cards', 'chat with her',
          'conversation list', 'settings shared contacts',
        ]),
      );
    }
  });

  it('requestCanceled: requests, cards and profile pages', async () => {
    expect(await staleAfter('requestCanceled', { requestId: 'r1', fromUserId: HER, status: 'cancelled' })).toEqual(
      sorted(['view profile (her)', 'view profile (someone else)', 'requests modal', 'my connections', 'featured cards']),
    );
  });

  it("photoAccessRequested: the owner's access requests and the requester's page", async () => {
    expect(await staleAfter('photoAccessRequested', { requestId: 'p1', ownerId: ME, requesterId: HER, status: 'pending' })).toEqual(
      sorted(['settings access requests', 'view profile (her)']),
    );
  });

  it("photoAccessChanged: both sides' pages, the access lists and the cards", async () => {
    expect(await staleAfter('photoAccessChanged', { requestId: 'p1', ownerId: HER, requesterId: ME, status: 'accepted' })).toEqual(
      sorted(['settings access requests', 'view profile (her)', 'featured cards']),
    );
  });

  it('accountStatusChanged: the session, the cards, her overview and her payments (a plan bought during review starts)', async () => {
    expect(await staleAfter('accountStatusChanged', { status: 'Active' })).toEqual(sorted(['session', 'featured cards', 'my profile overview', 'my payments']));
  });

  it('messageReceived: the conversation list (the thread merges the message itself)', async () => {
    const message = { id: 'm1', clientId: '', senderId: HER, receiverId: ME, text: 'Salaam', masked: false, createdAt: '2026-11-23T10:00:00Z', readAt: null };
    expect(await staleAfter('messageReceived', { message, otherUserId: HER })).toEqual(['conversation list']);
  });

  it('messagesRead: that conversation', async () => {
    expect(await staleAfter('messagesRead', { byUserId: HER, readAt: '2026-11-23T10:00:00Z' })).toEqual(['chat with her']);
  });

  it('typing: nothing to reload', async () => {
    expect(await staleAfter('typing', { fromUserId: HER })).toEqual([]);
  });

  it('connected: nothing to reload', async () => {
    expect(await staleAfter('connected', { userId: ME })).toEqual([]);
  });

  it('contactExchangeChanged (asked, agreed, declined, withdrawn): her chat, her page, connections and shared contacts', async () => {
    for (const status of ['pending', 'accepted', 'declined', 'withdrawn'] as const) {
      expect(await staleAfter('contactExchangeChanged', { otherUserId: HER, status, requesterId: ME })).toEqual(
        sorted(['chat with her', 'view profile (her)', 'requests modal', 'my connections', 'settings shared contacts']),
      );
    }
  });

  it('relationChanged (a block either way): everything that shows her', async () => {
    expect(await staleAfter('relationChanged', { otherUserId: HER })).toEqual(
      sorted([
        'view profile (her)', 'featured cards', 'requests modal', 'my connections', 'chat with her', 'conversation list',
        'settings access requests', 'settings shared contacts', 'settings blocked members',
      ]),
    );
  });

  it('notificationsChanged: the bell and the notification centre', async () => {
    expect(await staleAfter('notificationsChanged', { unread: 3 })).toEqual(sorted(['notification bell', 'notification centre']));
  });

  it('first connection: the header counters read before the socket was live are read again, nothing else', async () => {
    const client = new QueryClient();
    const pages: Record<string, QueryKey> = { ...PAGES, 'waiting counts': WAITING_COUNTS_KEY };
    for (const key of Object.values(pages)) client.setQueryData(key, { cached: true }, { updatedAt: 1_000 });
    // Read after the socket went live: its events reach it, so it stays.
    client.setQueryData(messageKeys.conversations, { cached: true }, { updatedAt: 3_000 });
    await refreshCountersReadBefore(client, 2_000);
    const stale = Object.entries(pages).filter(([, key]) => client.getQueryState(key)?.isInvalidated).map(([page]) => page).sort();
    expect(stale).toEqual(sorted(['notification bell', 'waiting counts']));
  });

  it('first connection: a counter whose read was still in flight is asked again, its answer may predate the event', async () => {
    const client = new QueryClient();
    // The bell's first read leaves before the request is sent and comes back, with 0, after the socket is live.
    const answers: Array<(count: number) => void> = [];
    const bell = new QueryObserver(client, { queryKey: notificationKeys.unread, queryFn: () => new Promise<number>((resolve) => answers.push(resolve)) });
    const unsubscribe = bell.subscribe(() => {});
    expect(answers).toHaveLength(1);
    const refreshed = refreshCountersReadBefore(client, Date.now());
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]!(0);
    answers[1]!(1);
    await refreshed;
    expect(client.getQueryData(notificationKeys.unread)).toBe(1);
    unsubscribe();
  });

  it("an event that comes while the bell's first read is in flight reads it again: that read was asked before the change", async () => {
    const client = new QueryClient();
    const answers: Array<(count: number) => void> = [];
    const bell = new QueryObserver(client, { queryKey: notificationKeys.unread, queryFn: () => new Promise<number>((resolve) => answers.push(resolve)) });
    const unsubscribe = bell.subscribe(() => {});
    const event = readAgainAfterEvent(client, keysInvalidatedBy('notificationsChanged', { unread: 1 }));
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]!(0);
    answers[1]!(1);
    await event;
    expect(client.getQueryData(notificationKeys.unread)).toBe(1);
    // A page already on screen is read again once, not twice.
    const before = answers.length;
    await Promise.all([readAgainAfterEvent(client, [notificationKeys.all]), vi.waitFor(() => expect(answers.length).toBe(before + 1)).then(() => answers.at(-1)!(1))]);
    expect(answers.length).toBe(before + 1);
    unsubscribe();
  });
});
