import { describe, expect, it } from 'vitest';
import { sitePath } from '../lib/site-path';
import { isPersonal, isShellFile, notificationOf, NOTIFICATIONS_PAGE } from './worker-rules';

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
