import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MSG, PUSH_DEVICE_TEXT, defaultNotificationPreferences } from '@sakinah/contract';
import { renderWithSession } from '../session/render-with-session';
import { testUser } from '../session/test-user';
import { NotificationSettingsTab } from './notification-settings';

/** A browser with Web Push: a service worker registration whose push manager subscribes, and Notification. */
function browserWithPush({ permission = 'default' as NotificationPermission, answer = 'granted' as NotificationPermission, subscribed = false } = {}) {
  let subscription: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null = null;
  const make = () => ({
    endpoint: 'https://push.example/device-1',
    toJSON: () => ({ endpoint: 'https://push.example/device-1', expirationTime: null, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } }),
    unsubscribe: vi.fn(async () => {
      subscription = null;
      return true;
    }),
  });
  if (subscribed) subscription = make();
  const subscribe = vi.fn(async () => (subscription = make()));
  const registration = { active: { postMessage: vi.fn() }, pushManager: { getSubscription: async () => subscription, subscribe } };
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: vi.fn(async () => registration), ready: Promise.resolve(registration), getRegistration: vi.fn(async () => registration) },
  });
  vi.stubGlobal('PushManager', class {});
  const requestPermission = vi.fn(async () => {
    notification.permission = answer;
    return answer;
  });
  const notification = { permission, requestPermission };
  vi.stubGlobal('Notification', notification);
  return { subscribe, requestPermission, current: () => subscription };
}

function serve({ available = true, subscribeStatus = 201 } = {}) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (url.includes('/get-user')) return json({ success: true, user: testUser({ status: 'Active' }) });
      if (url.includes('/push/public-key')) return json({ success: true, available, publicKey: available ? 'BCgjZHxVOl24JzimyZgoGbwbV1bc1IGHy1Ja-XsQ_aNB9BHQP6CbMlfwoUUozhb-RuESP5cbCBMFm_h9JwsIUY4' : null });
      if (url.includes('/push/subscriptions') && method === 'POST') {
        return subscribeStatus === 201 ? json({ success: true, message: MSG.pushSubscribed }, 201) : json({ success: false, message: MSG.invalidPushSubscription }, subscribeStatus);
      }
      if (url.includes('/push/subscriptions') && method === 'DELETE') return json({ success: true, message: MSG.pushUnsubscribed });
      return json({ success: true, preferences: defaultNotificationPreferences(), pushAvailable: available });
    }),
  );
  return calls;
}

const renderTab = () => renderWithSession(<NotificationSettingsTab user={testUser({ status: 'Active' })} />, { user: testUser({ status: 'Active' }), path: '/settings' });

const originalServiceWorker = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  if (originalServiceWorker) Object.defineProperty(navigator, 'serviceWorker', originalServiceWorker);
  else delete (navigator as unknown as Record<string, unknown>).serviceWorker;
});

describe('push on this device', () => {
  it('turns on after a tap: the browser asks her, the device subscribes with the server key, the server gets the subscription', async () => {
    const device = browserWithPush();
    const calls = serve();
    renderTab();
    expect(device.requestPermission).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    await screen.findByText(PUSH_DEVICE_TEXT.on);
    expect(device.requestPermission).toHaveBeenCalledOnce();
    expect(device.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const posted = calls.find((call) => call.method === 'POST' && call.url.includes('/push/subscriptions'));
    expect(posted?.body).toMatchObject({ endpoint: 'https://push.example/device-1', keys: { auth: 'a'.repeat(22) } });
  });

  it('a subscribed device tells the server again once, in case the server dropped it', async () => {
    browserWithPush({ permission: 'granted', subscribed: true });
    const calls = serve();
    renderTab();
    await screen.findByText(PUSH_DEVICE_TEXT.on);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST' && call.url.includes('/push/subscriptions'))).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ endpoint: 'https://push.example/device-1' });
  });

  it('turns off: the server forgets the subscription and the device unsubscribes', async () => {
    const device = browserWithPush({ permission: 'granted', subscribed: true });
    const calls = serve();
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off on this device' }));
    await screen.findByText(PUSH_DEVICE_TEXT.off);
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ endpoint: 'https://push.example/device-1' });
    expect(device.current()).toBeNull();
  });

  it('says so when she does not allow notifications, and subscribes nothing', async () => {
    const device = browserWithPush({ answer: 'denied' });
    const calls = serve();
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PUSH_DEVICE_TEXT.denied);
    expect(device.subscribe).not.toHaveBeenCalled();
    expect(calls.some((call) => call.url.includes('/push/subscriptions'))).toBe(false);
    await screen.findByText(PUSH_DEVICE_TEXT.blocked);
  });

  it("keeps the device off when the server refuses the subscription, with the server's message", async () => {
    const device = browserWithPush();
    serve({ subscribeStatus: 400 });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.invalidPushSubscription);
    await waitFor(() => expect(device.current()).toBeNull());
    expect(screen.getByText(PUSH_DEVICE_TEXT.off)).toBeTruthy();
  });

  it('says when this server sends no push, and when notifications are blocked', async () => {
    browserWithPush();
    serve({ available: false });
    renderTab();
    expect(await screen.findByText(MSG.pushUnavailable)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    cleanup();
    browserWithPush({ permission: 'denied' });
    serve();
    renderTab();
    expect(await screen.findByText(PUSH_DEVICE_TEXT.blocked)).toBeTruthy();
  });
});
