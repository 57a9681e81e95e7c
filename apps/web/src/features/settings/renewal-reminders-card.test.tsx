import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { MSG } from '@sakinah/contract';
import { SessionProvider, type SessionUser } from '../session/session';
import { RenewalRemindersCard } from './renewal-reminders-card';
import { testUser } from '../session/test-user';

const user: SessionUser = testUser({ status: 'Active', paymentStatus: 'paid', renewalReminders: true, dailySuggestionMail: false });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RenewalRemindersCard', () => {
  it('turns renewal reminders off with one click and saves on the server', async () => {
    const calls: Array<{ method: string; url: string; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (method === 'PATCH') {
          return new Response(JSON.stringify({ success: true, message: MSG.notificationSettingsUpdated, user: { ...user, renewalReminders: false } }), { status: 200 });
        }
        return new Response(JSON.stringify({ success: true, user }), { status: 200 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <SessionProvider>
            <RenewalRemindersCard user={user} />
          </SessionProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const toggle = screen.getByRole('switch', { name: 'Renewal reminders by email' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/notification-settings', body: { renewalReminders: false } });
  });

  it('the daily suggestions mail is off by default and turns on alone', async () => {
    const patches: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'PATCH') {
          patches.push(JSON.parse(String(init.body)));
          return new Response(JSON.stringify({ success: true, message: MSG.notificationSettingsUpdated, user: { ...user, dailySuggestionMail: true } }), { status: 200 });
        }
        return new Response(JSON.stringify({ success: true, user }), { status: 200 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <SessionProvider>
            <RenewalRemindersCard user={{ ...user, dailySuggestionMail: undefined as unknown as boolean }} />
          </SessionProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Mail Preferences' })).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'Daily match suggestions by email' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(patches).toEqual([{ dailySuggestionMail: true }]));
  });
});
