import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { API, API_BASE } from '@sakinah/contract';
import { createQueryClient } from '../../lib/query-client';
import { TO_WORKER } from '../../lib/worker-protocol';
import { SESSION_QUERY_KEY } from './session-key';
import { testUser } from './test-user';
import { useLogout } from './use-logout';

const ENDPOINT = 'https://push.example/send/device-1';
const json = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The calls the page made, in order, as "METHOD path body". */
function stubServer(answer: (method: string, path: string) => Response | Promise<Response> = () => json(200, { success: true })) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = url.replace(API_BASE, '');
      calls.push(`${method} ${path}${init.body ? ` ${String(init.body)}` : ''}`);
      return answer(method, path);
    }),
  );
  return calls;
}

/** A device with the site's worker; `subscribed`: push is on in this browser. */
function withWorker(subscribed: boolean) {
  const unsubscribe = vi.fn(async () => true);
  const postMessage = vi.fn();
  const registration = {
    active: { postMessage },
    pushManager: { getSubscription: vi.fn(async () => (subscribed ? { endpoint: ENDPOINT, unsubscribe } : null)) },
  };
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: vi.fn(async () => registration) } });
  const cacheNames = ['sakinah-shell'];
  const caches = { keys: vi.fn(async () => [...cacheNames]), delete: vi.fn(async (name: string) => cacheNames.splice(cacheNames.indexOf(name), 1).length > 0) };
  vi.stubGlobal('caches', caches);
  return { unsubscribe, postMessage, cacheNames };
}

function logoutHook() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, testUser({ firstName: 'Zainab' }));
  queryClient.setQueryData(['conversations'], [{ id: 'c1' }]);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useLogout(), { wrapper });
  return { logout: result.current, queryClient };
}

const originalWorker = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
const originalSecure = Object.getOwnPropertyDescriptor(window, 'isSecureContext');
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  if (originalWorker) Object.defineProperty(navigator, 'serviceWorker', originalWorker);
  else delete (navigator as unknown as Record<string, unknown>).serviceWorker;
  if (originalSecure) Object.defineProperty(window, 'isSecureContext', originalSecure);
  else delete (window as unknown as Record<string, unknown>).isSecureContext;
});

const deleteThisDevice = `DELETE ${API.pushSubscriptions} ${JSON.stringify({ endpoint: ENDPOINT })}`;
const logoutCall = `POST ${API.logout}`;

describe('signing out forgets this device (phones are shared)', () => {
  it("deletes this device's push subscription on the server before the session ends, then unsubscribes it and clears what was kept", async () => {
    const calls = stubServer();
    const device = withWorker(true);
    const { logout, queryClient } = logoutHook();
    await logout();
    // The DELETE needs her session: it goes first (after the logout the server answers it 401).
    expect(calls).toEqual([deleteThisDevice, logoutCall]);
    expect(device.unsubscribe).toHaveBeenCalledOnce();
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull();
    expect(queryClient.getQueryData(['conversations'])).toBeUndefined();
    expect(device.postMessage).toHaveBeenCalledWith({ type: TO_WORKER.clearDevice });
    expect(device.cacheNames).toEqual([]);
  });

  it('signs out all the same when the server cannot delete the subscription (an error, or no network)', async () => {
    for (const failure of [() => json(500, { success: false, message: 'Something went wrong' }), () => Promise.reject(new TypeError('Failed to fetch'))]) {
      const calls = stubServer((method) => (method === 'DELETE' ? failure() : json(200, { success: true })));
      const device = withWorker(true);
      const { logout, queryClient } = logoutHook();
      await logout();
      expect(calls).toEqual([deleteThisDevice, logoutCall]);
      // The browser's subscription goes anyway: the push service then answers the server 404/410 and it is deleted.
      expect(device.unsubscribe).toHaveBeenCalledOnce();
      expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull();
      vi.unstubAllGlobals();
    }
  });

  it('without push on this device (or without a worker at all) only the logout is sent', async () => {
    const calls = stubServer();
    withWorker(false);
    await logoutHook().logout();
    expect(calls).toEqual([logoutCall]);

    const bare = stubServer();
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    await logoutHook().logout();
    expect(bare).toEqual([logoutCall]);
  });
});
