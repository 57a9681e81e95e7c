import { afterEach, describe, expect, it } from 'vitest';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { addMessageToThread, type ThreadData } from './thread-cache';
import type { ChatMessage } from '@sakinah/contract';
import type { ThreadPage } from './thread-cache';
import { messageKeys } from '../../lib/query-keys';

const OTHER = 'u-zainab';
const message = (n: number): ChatMessage => ({
  id: `m${n}`,
  clientId: '',
  senderId: OTHER,
  receiverId: 'u-me',
  text: `Message ${n}`,
  masked: false,
  createdAt: new Date(Date.UTC(2026, 10, 20, 9, n)).toISOString(),
  readAt: null,
});
const page = (messages: ChatMessage[]): ThreadPage => ({
  success: true,
  messages,
  hasMore: false,
  conversation: { otherUserId: OTHER, firstName: 'Zainab', lastName: 'K', avatar: null, open: true, left: false, readReceipts: false, accountHolder: null, contactExchange: null, contact: null, contactOwner: null, contactNeedsPlan: false },
});

/** The server's thread as each load finds it; a load answers when the test says so. */
function thread() {
  const stored: ChatMessage[] = [message(1)];
  const loads: Array<{ answer: () => void }> = [];
  const queryFn = () =>
    new Promise<ThreadPage>((resolve) => {
      const snapshot = [...stored].reverse();
      loads.push({ answer: () => resolve(page(snapshot)) });
    });
  return { stored, loads, queryFn };
}

let client: QueryClient;
let stop = () => {};
afterEach(() => {
  stop();
  client.clear();
});

function watch(queryFn: () => Promise<ThreadPage>) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const observer = new InfiniteQueryObserver<ThreadPage, Error, ThreadData, readonly unknown[], string | undefined>(client, {
    queryKey: messageKeys.thread(OTHER),
    queryFn,
    initialPageParam: undefined,
    getNextPageParam: () => undefined,
  });
  stop = observer.subscribe(() => {});
}

const shown = () => client.getQueryData<ThreadData>(messageKeys.thread(OTHER))?.pages.flatMap((p) => p.messages.map((m) => m.id)) ?? [];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a message arriving while the thread loads', () => {
  it('is not lost when a load answered before it was stored lands afterwards', async () => {
    const server = thread();
    watch(server.queryFn);
    server.loads[0]!.answer();
    await settle();
    expect(shown()).toEqual(['m1']);

    // A reload starts (a reconnect), the server stores m2 and tells us, then the old reload answers.
    void client.invalidateQueries({ queryKey: messageKeys.all });
    await settle();
    expect(server.loads).toHaveLength(2);
    server.stored.push(message(2));
    addMessageToThread(client, OTHER, message(2));
    expect(shown()).toEqual(['m2', 'm1']);
    server.loads[1]!.answer();
    await settle();
    expect(shown()).toEqual(['m2', 'm1']);
    // Put back once, not loaded again; a later load carries it like any other message.
    expect(server.loads).toHaveLength(2);
    void client.invalidateQueries({ queryKey: messageKeys.all });
    await settle();
    server.loads[2]!.answer();
    await settle();
    expect(shown()).toEqual(['m2', 'm1']);
  });

  it('reaches a thread whose first load is still on its way', async () => {
    const server = thread();
    watch(server.queryFn);
    await settle();
    server.stored.push(message(2));
    addMessageToThread(client, OTHER, message(2));
    server.loads[0]!.answer();
    await settle();
    expect(shown()).toEqual(['m2', 'm1']);
    expect(server.loads).toHaveLength(1);
  });

  it('adds a message to a loaded thread at once, without loading it again', async () => {
    const server = thread();
    watch(server.queryFn);
    server.loads[0]!.answer();
    await settle();
    addMessageToThread(client, OTHER, message(2));
    addMessageToThread(client, OTHER, message(2));
    expect(shown()).toEqual(['m2', 'm1']);
    expect(server.loads).toHaveLength(1);
  });
});
