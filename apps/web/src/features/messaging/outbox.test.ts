import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { MESSAGE_SEND_TIMEOUT_MS, pendingMessages, resendUnsent, retryMessage, sendMessage } from './outbox';

/** Each POST the outbox makes, held until the test answers it: what it sent, and how to answer. */
interface HeldSend {
  text: string;
  clientId: string;
  answer: (status: number) => void;
  fail: () => void;
}

let held: HeldSend[];
let meId: string;
const otherUserId = 'u-other';
const queryClient = new QueryClient();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  held = [];
  // A member of her own per test: the outbox is kept per member and conversation for the tab's life.
  meId = `u-me-${Math.random().toString(36).slice(2)}`;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { clientId, text } = JSON.parse(String(init.body)) as { clientId: string; text: string };
      return new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        held.push({
          text,
          clientId,
          answer: (status) =>
            resolve(
              new Response(
                JSON.stringify(status === 200 ? { success: true, message: { id: `m-${clientId}`, clientId, text, senderId: meId, receiverId: otherUserId, createdAt: new Date().toISOString() } } : { success: false, message: 'Try again' }),
                { status },
              ),
            ),
          fail: () => reject(new TypeError('Failed to fetch')),
        });
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the outbox sends a conversation’s messages in the order they were typed', () => {
  it('a message typed while the one before is on its way waits for it', async () => {
    sendMessage(queryClient, meId, otherUserId, 'Salaam');
    sendMessage(queryClient, meId, otherUserId, 'How are you?');
    await settle();
    expect(held.map((s) => s.text)).toEqual(['Salaam']);
    held[0]!.answer(200);
    await settle();
    expect(held.map((s) => s.text)).toEqual(['Salaam', 'How are you?']);
    held[1]!.answer(200);
    await settle();
    expect(pendingMessages(meId, otherUserId)).toEqual([]);
  });

  it('after a failed send the ones typed later wait, and a reconnect sends them all in order', async () => {
    for (const text of ['Salaam', 'How are you?', 'Are you there?']) sendMessage(queryClient, meId, otherUserId, text);
    await settle();
    held[0]!.fail();
    await settle();
    // The later two were not sent ahead of the first: they wait with it.
    expect(held).toHaveLength(1);
    expect(pendingMessages(meId, otherUserId).map((m) => [m.text, m.status, m.retryable])).toEqual([
      ['Salaam', 'failed', true],
      ['How are you?', 'failed', true],
      ['Are you there?', 'failed', true],
    ]);
    resendUnsent(queryClient, meId);
    resendUnsent(queryClient, meId); // a second reconnect at once queues nothing twice
    for (let i = 1; i <= 3; i += 1) {
      await settle();
      expect(held).toHaveLength(i + 1);
      held[i]!.answer(200);
    }
    await settle();
    expect(held.slice(1).map((s) => s.text)).toEqual(['Salaam', 'How are you?', 'Are you there?']);
    expect(pendingMessages(meId, otherUserId)).toEqual([]);
  });

  it('retrying a later message sends the earlier ones waiting first; a refused one does not hold the rest', async () => {
    sendMessage(queryClient, meId, otherUserId, 'First');
    await settle();
    held[0]!.answer(500);
    await settle();
    sendMessage(queryClient, meId, otherUserId, 'Second');
    await settle();
    expect(held).toHaveLength(1);
    const [, second] = pendingMessages(meId, otherUserId);
    retryMessage(queryClient, meId, otherUserId, second!.clientId);
    await settle();
    expect(held.map((s) => s.text)).toEqual(['First', 'First']);
    held[1]!.answer(403);
    await settle();
    // Refused for good (a closed conversation): the next one is sent, not held behind it.
    expect(held.map((s) => s.text)).toEqual(['First', 'First', 'Second']);
    held[2]!.answer(200);
    await settle();
    expect(pendingMessages(meId, otherUserId).map((m) => [m.text, m.status, m.retryable])).toEqual([['First', 'failed', false]]);
  });

  it('a send the network leaves hanging is given up, so it does not hold the later ones for ever', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      sendMessage(queryClient, meId, otherUserId, 'Hanging');
      sendMessage(queryClient, meId, otherUserId, 'Next');
      await vi.advanceTimersByTimeAsync(0);
      expect(held).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(MESSAGE_SEND_TIMEOUT_MS);
      expect(pendingMessages(meId, otherUserId).map((m) => [m.text, m.status, m.retryable])).toEqual([
        ['Hanging', 'failed', true],
        ['Next', 'failed', true],
      ]);
      resendUnsent(queryClient, meId);
      await vi.advanceTimersByTimeAsync(0);
      expect(held.map((s) => s.text)).toEqual(['Hanging', 'Hanging']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('two conversations do not wait for each other', async () => {
    sendMessage(queryClient, meId, otherUserId, 'To one');
    sendMessage(queryClient, meId, 'u-someone-else', 'To another');
    await settle();
    expect(held.map((s) => s.text)).toEqual(['To one', 'To another']);
    held.forEach((s) => s.answer(200));
    await settle();
  });
});
