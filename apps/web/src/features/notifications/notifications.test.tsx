import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROUTES, type NotificationItem } from '@sakinah/contract';
import { renderWithSession } from '../session/render-with-session';
import { testUser } from '../session/test-user';
import { NotificationsBell, bellLabel } from './notifications-bell';
import { NotificationsView } from './notifications-view';

const item = (index: number, read = false): NotificationItem => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  kind: index % 2 ? 'newMessage' : 'requestReceived',
  createdAt: new Date(Date.UTC(2026, 10, 28, 12, 0) - index * 60_000).toISOString(),
  readAt: read ? '2026-11-28T12:30:00Z' : null,
  title: index % 2 ? 'New message' : 'New request',
  body: index % 2 ? 'You have a new message' : 'You have a new request',
  url: index % 2 ? '/user/messages/u2' : ROUTES.connections,
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A stand-in of the notification API: two pages, then marking read. */
function serve(pages: NotificationItem[][], unread: number) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.includes('/get-user')) return new Response(JSON.stringify({ success: true, user: testUser({ status: 'Active' }) }), { status: 200 });
      if (method === 'POST') return new Response(JSON.stringify({ success: true, unread: 0 }), { status: 200 });
      const before = new URL(url, 'http://x').searchParams.get('before');
      const index = before ? 1 : 0;
      const page = pages[index] ?? [];
      const nextBefore = index + 1 < pages.length ? page[page.length - 1]!.id : null;
      return new Response(JSON.stringify({ success: true, notifications: page, unread, nextBefore }), { status: 200 });
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the bell', () => {
  it('names the count for screen readers and shows it in a badge', async () => {
    serve([[item(1)]], 3);
    renderWithSession(<NotificationsBell />, { user: testUser({ status: 'Active' }), path: ROUTES.profilePage });
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell.getAttribute('href')).toBe(ROUTES.notifications);
    expect(within(bell).getByText('3')).toBeTruthy();
  });

  it('says only "Notifications" with nothing unread, and caps a long count', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(120)).toBe('Notifications, 120 unread');
  });
});

describe('the notification centre', () => {
  it('lists them newest first with the unread ones marked, and loads more', async () => {
    const calls = serve([[item(1), item(2, true)], [item(3, true)]], 1);
    renderWithSession(<NotificationsView />, { user: testUser({ status: 'Active' }), path: ROUTES.notifications });
    const links = await screen.findAllByRole('link', { name: /^(Unread: )?New/ });
    expect(links.map((link) => link.textContent)).toEqual(['Unread: New messageYou have a new message', 'New requestYou have a new request']);
    expect(links[0]!.getAttribute('href')).toBe('/user/messages/u2');
    expect(screen.getByText('1 unread')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('You have a new message', { selector: 'span', exact: true }, { timeout: 2000 })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^(Unread: )?New/ })).toHaveLength(3));
    expect(calls.some((call) => call.url.includes(`before=${item(2).id}`))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('marks one read, or all of them', async () => {
    const calls = serve([[item(1), item(3)]], 2);
    renderWithSession(<NotificationsView />, { user: testUser({ status: 'Active' }), path: ROUTES.notifications });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Mark read: New message' }))[0]!);
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ ids: [item(1).id] }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toContainEqual({ all: true }));
  });

  it('opening an unread one marks it read', async () => {
    const calls = serve([[item(1)]], 1);
    renderWithSession(<NotificationsView />, { user: testUser({ status: 'Active' }), path: ROUTES.notifications });
    fireEvent.click(await screen.findByRole('link', { name: /Unread: New message/ }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ ids: [item(1).id] }));
  });

  it('never links outside the site, whatever the url says', async () => {
    serve([[{ ...item(1), url: 'https://evil.example/' }]], 1);
    renderWithSession(<NotificationsView />, { user: testUser({ status: 'Active' }), path: ROUTES.notifications });
    expect((await screen.findByRole('link', { name: /New message/ })).getAttribute('href')).toBe(ROUTES.notifications);
  });

  it('says when there is nothing yet', async () => {
    serve([[]], 0);
    renderWithSession(<NotificationsView />, { user: testUser({ status: 'Active' }), path: ROUTES.notifications });
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(screen.getByText('You are all caught up.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });
});
