import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { MSG, type SharedContact } from '@sakinah/contract';
import { SharedContactsCard } from './shared-contacts-card';

const ME = 'me';
const exchanges: SharedContact[] = [
  { userId: 'u1', firstName: 'Zainab', lastName: 'Mirza', avatar: null, status: 'accepted', requesterId: ME, since: '2026-11-20T10:00:00Z' },
  { userId: 'u2', firstName: 'Hina', lastName: 'Qureshi', avatar: null, status: 'pending', requesterId: ME, since: '2026-11-21T10:00:00Z' },
  { userId: 'u3', firstName: 'Sana', lastName: 'Ansari', avatar: null, status: 'pending', requesterId: 'u3', since: '2026-11-22T10:00:00Z' },
];

function renderCard(list: SharedContact[]) {
  const calls: Array<{ method: string; url: string }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', url });
      if ((init?.method ?? 'GET') === 'DELETE') return new Response(JSON.stringify({ success: true, message: MSG.exchangeWithdrawn }), { status: 200 });
      return new Response(JSON.stringify({ success: true, exchanges: list }), { status: 200 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SharedContactsCard meId={ME} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Settings: shared contact details', () => {
  it('says so when I share with nobody', async () => {
    renderCard([]);
    expect(await screen.findByText('You do not share your contact details with anyone.')).toBeTruthy();
  });

  it('lists what I share and my asks; only those can be stopped here', async () => {
    renderCard(exchanges);
    expect(await screen.findByText('Zainab Mirza')).toBeTruthy();
    expect(screen.getByText(/^Sharing since/)).toBeTruthy();
    expect(screen.getByText('You asked; waiting for an answer')).toBeTruthy();
    expect(screen.getByText('Asked you:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'answer in chat' }).getAttribute('href')).toBe('/user/messages/u3');
    expect(screen.getByRole('button', { name: 'Stop sharing with Zainab Mirza' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel your request to Hina Qureshi' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sana/ })).toBeNull();
  });

  it('stops sharing after confirming', async () => {
    const calls = renderCard(exchanges);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop sharing with Zainab Mirza' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop sharing contact details?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith('/api/contact-exchange/u1'))).toBe(true));
    // The list reloads (as every page showing that exchange does) and the dialog closes.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET' && call.url.endsWith('/api/contact-exchanges')).length).toBe(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows an agreement waiting for a guardian, which either of us may withdraw', async () => {
    const calls = renderCard([{ userId: 'u4', firstName: 'Ayesha', lastName: 'Khan', avatar: null, status: 'awaiting_guardian', requesterId: 'u4', since: '2026-11-23T10:00:00Z' }]);
    expect(await screen.findByText("You both agreed; waiting for a guardian's approval")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the agreement with Ayesha Khan' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw before the guardian decides?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith('/api/contact-exchange/u4'))).toBe(true));
  });
});
