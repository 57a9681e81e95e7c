import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API, type SentMessageResponse } from '@sakinah/contract';
import { ApiError, api } from '../../lib/api';
import { useSession } from '../session/public';
import { addMessageToThread } from './thread-cache';
import { newClientId } from './format';
import { messageKeys } from '../../lib/query-keys';

/** A message of mine the server has not confirmed yet. */
export interface PendingMessage {
  clientId: string;
  text: string;
  createdAt: string;
  status: 'sending' | 'failed';
  /** Why it failed, when the server said so (network failures have none). */
  error?: string;
  code?: string;
  /** Worth sending again automatically (network trouble, throttling, server hiccup). */
  retryable?: boolean;
}

/**
 * Messages typed but not yet confirmed by the server, per conversation. Kept outside React so
 * they survive switching conversations and can be resent after a reconnect from anywhere.
 */
const boxes = new Map<string, PendingMessage[]>();
const listeners = new Set<() => void>();
const EMPTY: PendingMessage[] = [];

const boxKey = (meId: string, otherUserId: string) => `${meId}:${otherUserId}`;

function write(key: string, items: PendingMessage[]) {
  if (items.length === 0) boxes.delete(key);
  else boxes.set(key, items);
  listeners.forEach((listener) => listener());
}

function patch(key: string, clientId: string, change: Partial<PendingMessage>) {
  const items = boxes.get(key) ?? EMPTY;
  write(key, items.map((item) => (item.clientId === clientId ? { ...item, ...change } : item)));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Network trouble, throttling and server hiccups pass; a refusal (closed, plan limit) does not. */
function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;
}

/**
 * Each conversation's sends, one after another in the order they were typed: sent at once (after a reconnect, or
 * a quick "Salaam" and "How are you?"), two requests may reach the server in either order and be stored so.
 */
const lanes = new Map<string, Promise<void>>();
/** Longest a send may wait for the server's answer before the message is marked "Not sent". */
export const MESSAGE_SEND_TIMEOUT_MS = 20_000;
/** Messages waiting in a lane or being sent: a reconnect must not queue one twice, nor race a manual retry. */
const queued = new Set<string>();

function enqueue(queryClient: QueryClient, meId: string, otherUserId: string, clientId: string): void {
  if (queued.has(clientId)) return;
  queued.add(clientId);
  const key = boxKey(meId, otherUserId);
  // A turn never rejects (deliver keeps its failures on the message), so one bad turn cannot stall the lane.
  const turn = (lanes.get(key) ?? Promise.resolve()).then(() => deliver(queryClient, key, otherUserId, clientId)).catch(() => undefined);
  lanes.set(key, turn);
  void turn.finally(() => {
    queued.delete(clientId);
    if (lanes.get(key) === turn) lanes.delete(key);
  });
}

async function deliver(queryClient: QueryClient, key: string, otherUserId: string, clientId: string): Promise<void> {
  const items = boxes.get(key) ?? EMPTY;
  const index = items.findIndex((m) => m.clientId === clientId);
  // Discarded while it waited.
  if (index < 0) return;
  // One typed before it still waits to be sent again: it goes after that one, never ahead of it.
  if (items.slice(0, index).some((m) => m.status === 'failed' && m.retryable)) {
    patch(key, clientId, { status: 'failed', error: undefined, code: undefined, retryable: true });
    return;
  }
  patch(key, clientId, { status: 'sending', error: undefined, code: undefined });
  // A request the network left hanging would hold every later message of the lane: it is given up and kept as
  // "Not sent" (resent later by its clientId, so never stored twice).
  const abandon = new AbortController();
  const timer = setTimeout(() => abandon.abort(), MESSAGE_SEND_TIMEOUT_MS);
  try {
    const data = await api<SentMessageResponse>('POST', API.messages(otherUserId), {
      body: { clientId, text: items[index]!.text },
      signal: abandon.signal,
    });
    addMessageToThread(queryClient, otherUserId, data.message);
    write(key, (boxes.get(key) ?? EMPTY).filter((m) => m.clientId !== clientId));
    void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
  } catch (error) {
    const apiError = error instanceof ApiError ? error : null;
    patch(key, clientId, {
      status: 'failed',
      error: apiError && apiError.status !== 0 ? apiError.message : undefined,
      code: apiError?.code,
      retryable: isRetryable(error),
    });
    // A closed conversation or a removed connection: show the new state.
    if (apiError?.status === 403 && apiError.code !== 'PLAN_LIMIT') {
      void queryClient.invalidateQueries({ queryKey: messageKeys.thread(otherUserId) });
    }
  } finally {
    clearTimeout(timer);
  }
}

/** Sends again, in the order they were typed, every message of mine that failed for a reason that may have passed. */
export function resendUnsent(queryClient: QueryClient, meId: string): void {
  for (const [key, items] of boxes) {
    if (!key.startsWith(`${meId}:`)) continue;
    const otherUserId = key.slice(meId.length + 1);
    for (const item of items) {
      if (item.status === 'failed' && item.retryable) enqueue(queryClient, meId, otherUserId, item.clientId);
    }
  }
}

/** Keeps a new message in the conversation's outbox and sends it after the ones typed before it. */
export function sendMessage(queryClient: QueryClient, meId: string, otherUserId: string, text: string): void {
  const key = boxKey(meId, otherUserId);
  const item: PendingMessage = { clientId: newClientId(), text, createdAt: new Date().toISOString(), status: 'sending' };
  write(key, [...(boxes.get(key) ?? EMPTY), item]);
  enqueue(queryClient, meId, otherUserId, item.clientId);
}

/** Sends a failed message again, and before it every one typed earlier that is waiting to be sent again. */
export function retryMessage(queryClient: QueryClient, meId: string, otherUserId: string, clientId: string): void {
  const items = boxes.get(boxKey(meId, otherUserId)) ?? EMPTY;
  const index = items.findIndex((m) => m.clientId === clientId);
  for (const item of items.slice(0, index + 1)) {
    if (item.status === 'failed' && (item.retryable || item.clientId === clientId)) enqueue(queryClient, meId, otherUserId, item.clientId);
  }
}

/** The messages of mine not confirmed yet in one conversation. */
export function pendingMessages(meId: string, otherUserId: string): PendingMessage[] {
  return boxes.get(boxKey(meId, otherUserId)) ?? EMPTY;
}

/** The unconfirmed messages of one conversation, and how to send and retry them. */
export function useOutbox(otherUserId: string) {
  const queryClient = useQueryClient();
  const meId = useSession().user?.id ?? '';
  const key = boxKey(meId, otherUserId);
  const pending = useSyncExternalStore(
    subscribe,
    () => pendingMessages(meId, otherUserId),
    () => EMPTY,
  );

  const send = useCallback((text: string) => sendMessage(queryClient, meId, otherUserId, text), [meId, otherUserId, queryClient]);
  const retry = useCallback((clientId: string) => retryMessage(queryClient, meId, otherUserId, clientId), [queryClient, meId, otherUserId]);
  const discard = useCallback(
    (clientId: string) => write(key, (boxes.get(key) ?? EMPTY).filter((m) => m.clientId !== clientId)),
    [key],
  );
  return { pending, send, retry, discard };
}
