import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { MSG } from '@sakinah/contract';
import { MessagesPage } from './messages-page';
import { ReportsPage } from './reports-page';

function renderWith(page: ReactNode, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const at = '2026-11-22T10:00:00.000Z';

describe('admin queues: priority support', () => {
  it('contact messages: priority ones carry the badge, in the server\'s order (first)', async () => {
    renderWith(<MessagesPage />, {
      success: true,
      messages: [
        { id: 'm1', name: 'Premium Member', email: 'p@example.com', contactNo: null, message: 'Help', handled: false, priority: true, createdAt: at },
        { id: 'm2', name: 'Visitor', email: 'v@example.com', contactNo: null, message: 'Hello', handled: false, priority: false, createdAt: at },
      ],
    });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([`Premium Member${MSG.priorityBadge}`, 'Visitor']);
    expect(within(cards[0]!).getByText(MSG.priorityBadge)).toBeTruthy();
    expect(within(cards[1]!).queryByText(MSG.priorityBadge)).toBeNull();
  });

  it('reports: priority ones carry the badge', async () => {
    const reported = { id: 'u1', name: 'Someone', email: 's@example.com', status: 'Active' };
    renderWith(<ReportsPage />, {
      success: true,
      reports: [
        { id: 'r1', reason: 'fake_profile', note: null, status: 'open', priority: true, createdAt: at, reporterId: 'a', reporter: { id: 'a', name: 'Amina Khan', email: 'a@example.com' }, reported },
        { id: 'r2', reason: 'harassment', note: null, status: 'open', priority: false, createdAt: at, reporterId: 'b', reporter: null, reported },
      ],
    });
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByText(MSG.priorityBadge)).toBeTruthy();
    expect(within(cards[1]!).queryByText(MSG.priorityBadge)).toBeNull();
    // Admins see who reported (a link to her record), or that she has left.
    expect(within(cards[0]!).getByRole('link', { name: 'Amina Khan' }).getAttribute('href')).toBe('/admin/members/a');
    expect(cards[1]!.textContent).toContain('Reported by: a member who has since left');
  });
});
