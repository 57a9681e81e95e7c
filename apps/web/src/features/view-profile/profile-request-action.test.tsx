import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { MSG } from '@sakinah/contract';
import { keysInvalidatedBy } from '../realtime/event-invalidation';
import type { MemberRelation } from '@sakinah/contract';
import { useMemberProfile } from './member-profile';
import { ProfileRequestAction } from './profile-request-action';
import { SessionProvider } from '../session/session';

const HER = 'her-1111';
const NONE: MemberRelation = { isSelf: false, connected: false, outgoingRequest: null, incomingRequest: null, photoAccess: 'no_request', contactExchange: null, contactVisible: false, contactNeedsPlan: false };

/** The profile page's part that matters here: the relation comes from the profile query. */
function Page() {
  const query = useMemberProfile(HER);
  if (!query.data) return <p>Loading</p>;
  return (
    <>
      {query.data.relation.connected && <p>Connected</p>}
      <ProfileRequestAction userId={HER} relation={query.data.relation} />
    </>
  );
}

/** Where the router is now (path and hash), for links that navigate. */
function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.hash}`}</output>;
}

/** A server whose idea of the relation the test changes, as another member's actions would. */
function serve() {
  const server = { relation: NONE, posts: 0, incoming: [] as { requestId: string; userId: string }[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        server.posts += 1;
        server.relation = { ...server.relation, outgoingRequest: 'pending' };
        return new Response(JSON.stringify({ success: true, message: MSG.requestSent, request: { id: 'r1' } }), { status: 201 });
      }
      if (String(url).includes('/api/received-requests')) {
        const group = (list: unknown[]) => ({ list, count: list.length });
        return new Response(JSON.stringify({ success: true, data: { requests: group([]), incomingRequests: group(server.incoming), outgoingRequests: group([]) } }), { status: 200 });
      }
      if (String(url).includes(`/api/user/${HER}`)) {
        return new Response(JSON.stringify({ success: true, user: { id: HER, _id: HER, firstName: 'Zainab' }, relation: server.relation }), { status: 200 });
      }
      return new Response(JSON.stringify({ success: true }), { status: 200 });
    }),
  );
  return server;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SessionProvider>
          <Page />
          <Where />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  /** What the realtime provider does for an event. */
  const event = (...args: Parameters<typeof keysInvalidatedBy>) =>
    act(async () => {
      await Promise.all(keysInvalidatedBy(...args).map((queryKey) => client.invalidateQueries({ queryKey })));
    });
  return { event };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the profile page request button follows the query, not the click', () => {
  it('Request Sent after sending; back to Send Request when she declines; Connected when she accepts a new one', async () => {
    const server = serve();
    const { event } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Send Request' }));
    expect(await screen.findByRole('button', { name: 'Request Sent' })).toBeTruthy();
    expect(server.posts).toBe(1);

    // She declines on her phone: the event refreshes this page.
    server.relation = NONE;
    await event('requestStatusChanged', { requestId: 'r1', fromUserId: HER, status: 'declined' });
    expect(await screen.findByRole('button', { name: 'Send Request' })).toBeTruthy();

    // I ask again and she accepts: no request button, Connected instead.
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    await screen.findByRole('button', { name: 'Request Sent' });
    server.relation = { ...NONE, connected: true, outgoingRequest: 'accepted' };
    await event('requestStatusChanged', { requestId: 'r2', fromUserId: HER, status: 'accepted' });
    await waitFor(() => expect(screen.getByText('Connected')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Request/ })).toBeNull();
  });

  it('her request to me: a way to answer it, which goes once she cancels', async () => {
    const server = serve();
    server.relation = { ...NONE, incomingRequest: 'pending' };
    const { event } = renderPage();
    expect(await screen.findByRole('link', { name: 'Answer their request' })).toBeTruthy();
    server.relation = NONE;
    await event('requestCanceled', { requestId: 'r1', fromUserId: HER, status: 'cancelled' });
    expect(await screen.findByRole('button', { name: 'Send Request' })).toBeTruthy();
  });

  it('"Answer their request" lands on her card even when my request lists did not know of it yet', async () => {
    const server = serve();
    server.relation = { ...NONE, incomingRequest: 'pending' };
    renderPage();
    const link = await screen.findByRole('link', { name: 'Answer their request' });
    // Her request arrives after my lists were read: the profile knows it, the cached lists do not.
    server.incoming = [{ requestId: 'req-42', userId: HER }];
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/user/requests#request-req-42'));
  });
});
