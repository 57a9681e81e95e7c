import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { QueryCache } from '@tanstack/react-query';
import { SESSION_HINT_COOKIE, SOCKET_REFUSALS } from '@sakinah/contract';
import { renderWithSession } from '../session/render-with-session';
import { testUser } from '../session/test-user';
import { RealtimeProvider } from './realtime-provider';
import { refusedRetryDelayMs } from './socket-retry';
import { KEYS_AFTER_RECONNECT } from './event-invalidation';

/** A socket.io client socket as far as the provider uses it; the test plays the server's side. */
class FakeSocket {
  active = false;
  connected = false;
  connect = vi.fn(() => this);
  disconnect = vi.fn(() => this);
  emit = vi.fn();
  private handlers = new Map<string, ((payload: unknown) => void)[]>();
  on(event: string, handler: (payload: unknown) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  fire(event: string, payload?: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }
}

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
}));

async function openedSocket(): Promise<FakeSocket> {
  renderWithSession(<RealtimeProvider>{null}</RealtimeProvider>, { user: testUser({ id: 'u1', status: 'Active' }) });
  await waitFor(() => expect(sockets).toHaveLength(1));
  return sockets[0]!;
}

beforeEach(() => {
  sockets.length = 0;
  // The hint a member's sign-in leaves: without it the session is not read and no socket opens.
  document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, user: testUser({ id: 'u1', status: 'Active' }) }), { status: 200 })));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; path=/`;
});

describe('RealtimeProvider when the server refuses the socket', () => {
  it('"unavailable" (the database is down): tries again later without touching the session', async () => {
    const socket = await openedSocket();
    vi.useFakeTimers();
    socket.fire('connect_error', new Error(SOCKET_REFUSALS.unavailable));
    expect(socket.connect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    // Refused again: the pause grows (up to 10 s the second time), and she was never asked to sign in again.
    socket.fire('connect_error', new Error(SOCKET_REFUSALS.unavailable));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(socket.connect).toHaveBeenCalledTimes(2);
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });

  it('"unauthorized": re-reads the session first, then tries again', async () => {
    const socket = await openedSocket();
    vi.useFakeTimers();
    socket.fire('connect_error', new Error(SOCKET_REFUSALS.unauthorized));
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
    expect(String(vi.mocked(fetch).mock.calls[0]![0])).toContain('/api/get-user');
    await vi.advanceTimersByTimeAsync(5000);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed transport to socket.io\'s own reconnection', async () => {
    const socket = await openedSocket();
    vi.useFakeTimers();
    socket.active = true;
    socket.fire('connect_error', new Error('websocket error'));
    await vi.advanceTimersByTimeAsync(70_000);
    expect(socket.connect).not.toHaveBeenCalled();
  });
});

describe('RealtimeProvider on resync', () => {
  it('reloads what a lost event would have changed, as after a reconnect', async () => {
    // Every cached query under these keys is read again (readAgainAfterEvent looks each key up in the cache).
    const lookedUp = vi.spyOn(QueryCache.prototype, 'findAll');
    const socket = await openedSocket();
    lookedUp.mockClear();
    socket.fire('resync');
    expect(lookedUp.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(KEYS_AFTER_RECONNECT);
    lookedUp.mockRestore();
  });
});

describe('refusedRetryDelayMs', () => {
  it('doubles from 5 s to at most a minute, spread over the upper half', () => {
    expect(refusedRetryDelayMs(1, () => 1)).toBe(5000);
    expect(refusedRetryDelayMs(1, () => 0)).toBe(2500);
    expect(refusedRetryDelayMs(2, () => 1)).toBe(10_000);
    expect(refusedRetryDelayMs(5, () => 1)).toBe(60_000);
    expect(refusedRetryDelayMs(40, () => 1)).toBe(60_000);
  });
});
