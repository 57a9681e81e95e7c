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
const inFlight = new Set<string>();
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

async function deliver(queryClient: QueryClient, meId: string, otherUserId: string, clientId: string): Promise<void> {
  const key = boxKey(meId, otherUserId);
  const item = boxes.get(key)?.find((m) => m.clientId === clientId);
  // One attempt at a time per message: a reconnect must not race a manual retry.
  if (!item || inFlight.has(clientId)) return;
  inFlight.add(clientId);
  patch(key, clientId, { status: 'sending', error: undefined, code: undefined });
  try {
    const data = await api<SentMessageResponse>('POST', API.messages(otherUserId), {
      body: { clientId, text: item.text },
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
    inFlight.delete(clientId);
  }
}

/** Sends again every message of mine that failed for a reason that may have passed. */
export function resendUnsent(queryClient: QueryClient, meId: string): void {
  for (const [key, items] of boxes) {
    if (!key.startsWith(`${meId}:`)) continue;
    const otherUserId = key.slice(meId.length + 1);
    for (const item of items) {
      if (item.status === 'failed' && item.retryable) void deliver(queryClient, meId, otherUserId, item.clientId);
    }
  }
}

/** The unconfirmed messages of one conversation, and how to send and retry them. */
export function useOutbox(otherUserId: string) {
  const queryClient = useQueryClient();
  const meId = useSession().user?.id ?? '';
  const key = boxKey(meId, otherUserId);
  const pending = useSyncExternalStore(
    subscribe,
    () => boxes.get(key) ?? EMPTY,
    () => EMPTY,
  );

  const send = useCallback(
    (text: string) => {
      const clientId = newClientId();
      const item: PendingMessage = { clientId, text, createdAt: new Date().toISOString(), status: 'sending' };
      write(key, [...(boxes.get(key) ?? EMPTY), item]);
      void deliver(queryClient, meId, otherUserId, clientId);
    },
    [key, meId, otherUserId, queryClient],
  );
  const retry = useCallback((clientId: string) => void deliver(queryClient, meId, otherUserId, clientId), [queryClient, meId, otherUserId]);
  const discard = useCallback(
    (clientId: string) => write(key, (boxes.get(key) ?? EMPTY).filter((m) => m.clientId !== clientId)),
    [key],
  );
  return { pending, send, retry, discard };
}
