import { describe, expect, it } from 'vitest';
import { API } from '@sakinah/contract';
import { sitePath } from '../lib/site-path';
import { isPersonal, isShellFile, notificationOf, NOTIFICATIONS_PAGE, PUSH_SUBSCRIPTIONS_URL, renewPushSubscription } from './worker-rules';

describe('what the service worker may cache', () => {
  it('never the API, photos or sockets', () => {
    for (const path of ['/api/get-user', '/api', '/media/abc/card.webp', '/socket.io/', '/api/notifications?before=x']) {
      expect(isPersonal(path)).toBe(true);
      expect(isShellFile(path)).toBe(false);
    }
  });
  it("only the build's own files", () => {
    for (const path of ['/assets/index-abc.js', '/assets/inter.woff2', '/icons/icon-192.png', '/manifest.webmanifest', '/offline.html', '/favicon.svg']) {
      expect(isShellFile(path)).toBe(true);
    }
    for (const path of ['/', '/user/messages', '/settings', '/sw.js', '/robots.txt', '/assets']) expect(isShellFile(path)).toBe(false);
  });
});

describe('a link a notification may open', () => {
  it('is a path of this site', () => {
    expect(sitePath('/user/messages/123')).toBe('/user/messages/123');
    expect(sitePath('/user/connections?tab=received#top')).toBe('/user/connections?tab=received#top');
  });
  it('is never another site, a scheme or a protocol-relative address', () => {
    for (const value of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', '/\\evil.example', 'user/messages', '', 42, null]) {
      expect(sitePath(value)).toBeNull();
    }
  });
});

describe('the notification a push shows', () => {
  it('takes the title, body, tag and link of the payload, nothing else', () => {
    const shown = notificationOf(
      JSON.stringify({ id: 'n1', kind: 'newMessage', title: 'New message', body: 'You have a new message', url: '/user/messages/u2', tag: 'chat:u2', extra: 'x' }),
      'Sakinah',
    );
    expect(shown).toEqual({ title: 'New message', body: 'You have a new message', url: '/user/messages/u2', tag: 'chat:u2' });
  });
  it('opens the notification centre when the link is not ours', () => {
    expect(notificationOf(JSON.stringify({ title: 'x', url: 'https://evil.example' }), 'Sakinah').url).toBe(NOTIFICATIONS_PAGE);
  });
  it('still shows something for a payload that is empty or not JSON', () => {
    expect(notificationOf(null, 'Sakinah')).toEqual({ title: 'Sakinah', body: '', url: NOTIFICATIONS_PAGE, tag: undefined });
    expect(notificationOf('not json', 'Sakinah').title).toBe('Sakinah');
  });
});

describe('a subscription the push service changed (pushsubscriptionchange)', () => {
  const key = new Uint8Array([4, 1, 2, 3]).buffer;
  const subscription = (endpoint: string, applicationServerKey: ArrayBuffer | null = key) =>
    ({ endpoint, options: { applicationServerKey, userVisibleOnly: true }, toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }) }) as unknown as PushSubscription;
  const fakes = (status = 201) => {
    const subscribed: PushSubscriptionOptionsInit[] = [];
    const posted: Array<{ url: string; init: RequestInit }> = [];
    return {
      subscribed,
      posted,
      pushManager: { subscribe: async (options?: PushSubscriptionOptionsInit) => (subscribed.push(options!), subscription('https://push.example/new')) },
      post: async (url: string, init: RequestInit) => (posted.push({ url, init }), new Response(null, { status })),
    };
  };

  it('subscribes again with the same server key and posts the new subscription with her session', async () => {
    const f = fakes();
    expect(await renewPushSubscription({ oldSubscription: subscription('https://push.example/old'), newSubscription: null }, f.pushManager, f.post)).toBe(true);
    expect(f.subscribed).toEqual([{ userVisibleOnly: true, applicationServerKey: key }]);
    expect(PUSH_SUBSCRIPTIONS_URL).toBe(`/api${API.pushSubscriptions}`);
    expect(f.posted).toHaveLength(1);
    expect(f.posted[0]!.url).toBe(PUSH_SUBSCRIPTIONS_URL);
    expect(f.posted[0]!.init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(f.posted[0]!.init.body as string)).toEqual({ endpoint: 'https://push.example/new', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } });
  });
  it('posts the subscription the browser already made, without subscribing again', async () => {
    const f = fakes();
    expect(await renewPushSubscription({ oldSubscription: null, newSubscription: subscription('https://push.example/given') }, f.pushManager, f.post)).toBe(true);
    expect(f.subscribed).toEqual([]);
    expect(JSON.parse(f.posted[0]!.init.body as string).endpoint).toBe('https://push.example/given');
  });
  it('does nothing without a key to subscribe with, and says so when the server refuses (signed out)', async () => {
    const none = fakes();
    expect(await renewPushSubscription({ oldSubscription: null, newSubscription: null }, none.pushManager, none.post)).toBe(false);
    expect(none.subscribed).toEqual([]);
    expect(none.posted).toEqual([]);
    const refused = fakes(401);
    expect(await renewPushSubscription({ oldSubscription: subscription('https://push.example/old'), newSubscription: null }, refused.pushManager, refused.post)).toBe(false);
  });
});
