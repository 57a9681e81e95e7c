import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { SESSION_QUERY_KEY, SessionProvider, type SessionUser } from '../features/session/session';
import { SESSION_HINT_COOKIE } from '@sakinah/contract';
import { Header } from './header';
import { RealtimeProvider } from '../features/realtime/realtime-provider';
import { testUser } from '../features/session/test-user';

const setHint = (on: boolean) => {
  document.cookie = on ? `${SESSION_HINT_COOKIE}=1; path=/` : `${SESSION_HINT_COOKIE}=; Max-Age=0; path=/`;
};

/** The header on a public page; a member's browser carries the session hint her sign-in left. */
function renderHeader(user: SessionUser | null, { hint = user !== null, path = '/about', cached = true } = {}) {
  setHint(hint);
  const client = createQueryClient();
  if (cached) client.setQueryData(SESSION_QUERY_KEY, user);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <RealtimeProvider>
            <Header />
          </RealtimeProvider>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const member = (status: SessionUser['status']): SessionUser =>
  testUser({ firstName: 'Amina', lastName: 'Khan', name: 'Amina Khan', email: 'amina@example.com', status, paymentStatus: 'paid' });

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: false, message: 'no' }), { status: 401 })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setHint(false);
});

describe('Header', () => {
  it('shows the four links and Login to a visitor, and no Featured Profiles', () => {
    renderHeader(null);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'About', 'Pricing', 'Contact']) expect(nav.textContent).toContain(label);
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByText('Featured Profiles')).toBeNull();
  });

  it('on a public page without the session hint, asks nobody and shows a visitor header', () => {
    renderHeader(member('Active'), { hint: false });
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByText('Featured Profiles')).toBeNull();
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });

  it.each(['/auth/forget-password', '/auth/check-email', '/auth/reset-password/a1b2c3'])('on %s without the session hint, asks nobody either', (path) => {
    renderHeader(null, { hint: false, path, cached: false });
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('shows Featured Profiles and Connections only to Active members', () => {
    renderHeader(member('Active'));
    expect(screen.getByRole('link', { name: 'Featured Profiles' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /account menu/i }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent?.trim());
    expect(items).toEqual(['Profile', 'Messages', 'Connections', 'Settings', 'Logout']);
  });

  it('hides Featured Profiles and Connections from Pending members', () => {
    renderHeader(member('Pending'));
    expect(screen.queryByRole('link', { name: 'Featured Profiles' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /account menu/i }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent?.trim());
    expect(items).toEqual(['Profile', 'Settings', 'Logout']);
  });

  it('offers Messages to paid, Active members only', () => {
    renderHeader(member('Active'));
    expect(screen.getByRole('link', { name: /^Messages/ })).toBeTruthy();
    cleanup();
    renderHeader({ ...member('Active'), paymentStatus: 'unpaid' });
    expect(screen.queryByRole('link', { name: /^Messages/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Featured Profiles' })).toBeNull();
  });

  it('gives an admin her console and no member pages', () => {
    renderHeader({ ...member('Active'), role: 'admin' });
    expect(screen.queryByRole('link', { name: /^Messages/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Featured Profiles' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /account menu/i }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent?.trim());
    expect(items).toEqual(['Administration', 'Settings', 'Logout']);
  });

  it('opens and closes the mobile menu', () => {
    renderHeader(null);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });
});
