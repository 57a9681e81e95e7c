import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { MSG, type MyReport } from '@sakinah/contract';
import { MyReportsView } from './my-reports';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(reports: MyReport[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ success: true, reports }), { status: 200 });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <MyReportsView />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

const report = (over: Partial<MyReport>): MyReport => ({
  id: 'r1',
  member: { id: 'u1', firstName: 'Imran', lastName: 'Qureshi', avatar: null },
  reason: 'asking_for_money',
  reasonLabel: 'Asking for money',
  note: null,
  createdAt: '2026-11-20T10:00:00Z',
  status: 'open',
  outcome: MSG.myReportUnderReview,
  ...over,
});

describe('My reports', () => {
  it('lists each report with the member, the reason, my note and the plain outcome', async () => {
    const calls = renderWith([
      report({ note: 'Asked for a customs fee' }),
      report({ id: 'r2', member: { id: null, firstName: MSG.myReportDeletedMember, lastName: '', avatar: null }, reason: 'fake_profile', reasonLabel: 'Fake profile', status: 'actioned', outcome: MSG.myReportActionTaken }),
    ]);
    const first = await screen.findByRole('article', { name: 'Imran Qureshi' });
    expect(within(first).getByText(/Asking for money/)).toBeTruthy();
    expect(within(first).getByText('Asked for a customs fee')).toBeTruthy();
    expect(within(first).getByText(MSG.myReportUnderReview)).toBeTruthy();
    const deleted = screen.getByRole('article', { name: MSG.myReportDeletedMember });
    expect(within(deleted).getByText(MSG.myReportActionTaken)).toBeTruthy();
    expect(calls).toEqual(['/api/my-reports']);
  });

  it('nothing reported: a calm empty state with the way to safety advice', async () => {
    renderWith([]);
    expect(await screen.findByText('You have not reported anyone.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Safety advice' }).getAttribute('href')).toBe('/safety');
  });
});
