import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { API, API_BASE, ROUTES } from '@sakinah/contract';
import { createQueryClient } from '../lib/query-client';
import { SESSION_QUERY_KEY, SessionProvider, type SessionUser } from '../features/session/session';
import { testUser } from '../features/session/test-user';
import { BottomTabBar } from './bottom-tab-bar';

/**
 * A tab's accessible name with what waits ("Requests, 3 waiting"). jsdom's name computation puts a space before the
 * visually hidden part ("Requests , 3 waiting"); a screen reader voices both alike.
 */
const waiting = (tab: string, count: number) => new RegExp(`^${tab}\\s?, ${count} waiting$`);

const activePaid = testUser({ status: 'Active', paymentStatus: 'paid', isPaymentComplete: true });

interface Waiting {
  profileRequests: number;
  photoRequests: number;
  contactExchanges: number;
}

/** The bar for a signed-in member, with the server's waiting counts and unread total. */
function renderBar(user: SessionUser, waiting: Waiting, totalUnread = 0) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === `${API_BASE}${API.waitingCounts}`) return Response.json({ success: true, ...waiting });
    if (url === `${API_BASE}${API.conversations}`) return Response.json({ success: true, conversations: [], totalUnread });
    if (url === `${API_BASE}${API.getUser}`) return Response.json({ success: true, user });
    return Response.json({ success: false, message: 'not here' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, user);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[ROUTES.featuredProfiles]}>
        <SessionProvider>
          <BottomTabBar />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BottomTabBar', () => {
  it('the Requests badge adds profile, photo-access and contact-exchange requests: 1 + 1 + 1 is 3 waiting', async () => {
    renderBar(activePaid, { profileRequests: 1, photoRequests: 1, contactExchanges: 1 });
    const requests = await screen.findByRole('link', { name: waiting('Requests', 3) });
    expect(requests.getAttribute('href')).toBe(ROUTES.requests);
    expect(within(requests).getByTestId('tab-badge-requests').textContent).toBe('3');
    // Nothing unread: Messages has neither a badge nor "waiting" in its name.
    expect(screen.getByRole('link', { name: 'Messages' })).toBeTruthy();
    expect(screen.queryByTestId('tab-badge-messages')).toBeNull();
  });

  it('counts each kind, however they are spread, and shows the unread messages on Messages', async () => {
    renderBar(activePaid, { profileRequests: 0, photoRequests: 2, contactExchanges: 5 }, 4);
    expect(await screen.findByRole('link', { name: waiting('Requests', 7) })).toBeTruthy();
    expect(screen.getByTestId('tab-badge-requests').textContent).toBe('7');
    expect(await screen.findByRole('link', { name: waiting('Messages', 4) })).toBeTruthy();
  });

  it('shows no Requests badge when nothing waits, and "99+" above 99', async () => {
    const fetchMock = renderBar(activePaid, { profileRequests: 0, photoRequests: 0, contactExchanges: 0 });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`${API_BASE}${API.waitingCounts}`, expect.anything()));
    expect(await screen.findByRole('link', { name: 'Requests' })).toBeTruthy();
    expect(screen.queryByTestId('tab-badge-requests')).toBeNull();
    cleanup();

    renderBar(activePaid, { profileRequests: 60, photoRequests: 30, contactExchanges: 10 });
    expect(await screen.findByRole('link', { name: waiting('Requests', 100) })).toBeTruthy();
    expect(screen.getByTestId('tab-badge-requests').textContent).toBe('99+');
  });

  it('is not shown, and asks for no counts, to a member who cannot use the four tabs', () => {
    const fetchMock = renderBar(testUser({ status: 'Pending', paymentStatus: 'paid' }), { profileRequests: 1, photoRequests: 1, contactExchanges: 1 });
    expect(screen.queryByRole('navigation', { name: 'Member tabs' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalledWith(`${API_BASE}${API.waitingCounts}`, expect.anything());
  });
});
