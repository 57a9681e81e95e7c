import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { MSG } from '@sakinah/contract';
import { PaymentsPage } from './payments-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (id: string, status: string) => ({
  id, paymentId: `pay_${id}`, provider: 'sandbox', amount: 1799, status, createdAt: '2026-11-22T10:00:00.000Z', expiryDate: '2027-02-20T10:00:00.000Z',
  planName: 'Standard', duration: '3 Months', member: { id: `m-${id}`, name: `Member ${id}`, email: `${id}@example.com` },
});

function renderPage(refundAnswer: { status: number; body: object }) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return new Response(JSON.stringify(refundAnswer.body), { status: refundAnswer.status });
    void url;
    return new Response(JSON.stringify({ success: true, payments: [row('p1', 'captured'), row('p2', 'refunded'), row('p3', 'failed')], totals: [] }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <PaymentsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('/admin/payments refunds', () => {
  it('offers Refund on a captured payment only, asks first, then refunds that payment', async () => {
    const fetchMock = renderPage({ status: 200, body: { success: true, message: MSG.refundDone, status: 'refunded' } });
    const buttons = await screen.findAllByRole('button', { name: /^Refund ₹/ });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Refund ₹1,799 to Member p1']);
    // A refunded payment keeps its receipt link; a failed one has none.
    expect(screen.getAllByRole('link', { name: /receipt/i })).toHaveLength(2);
    fireEvent.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('The Standard plan it paid for ends now');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Refund in full' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'POST' && String(url).endsWith('/api/admin/payments/p1/refund'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
