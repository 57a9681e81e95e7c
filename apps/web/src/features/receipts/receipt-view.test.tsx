import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { MSG, ROUTES, type ReceiptView } from '@sakinah/contract';
import { SESSION_QUERY_KEY, SessionProvider, type SessionUser } from '../session/session';
import ReceiptPage from '../../routes/receipt-page';
import { formatPaise, receiptPath } from './receipt-format';
import { testUser } from '../session/test-user';

const member: SessionUser = testUser({ firstName: 'Amina', lastName: 'Khan', name: 'Amina Khan', email: 'amina@example.com', status: 'Active', paymentStatus: 'paid' });

const receipt: ReceiptView = {
  number: 'SKN-000042',
  paymentId: 'pay_abc123',
  issuedAt: '2026-11-22T10:00:00.000Z',
  member: { name: 'Amina Khan', email: 'amina@example.com' },
  planName: 'Standard',
  duration: '3 Months',
  periodStart: '2027-03-03T10:00:00.000Z',
  periodEnd: '2027-06-01T10:00:00.000Z',
  amountPaise: 299_950,
  currency: 'INR',
  method: 'Card',
  seller: { name: 'Sakinah Matrimony', address: '2nd Floor, 14 Ashok Marg, Lucknow', gstin: null },
  tax: null,
  refunded: false,
  startsOnApproval: false,
  periodText: '3 March 2027 to 1 June 2027',
  periodNote: null,
};

function renderAt(paymentId: string, answer: () => Response) {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(SESSION_QUERY_KEY, member);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[receiptPath(paymentId)]}>
        <SessionProvider>
          <Routes>
            <Route path={ROUTES.receipt} element={<ReceiptPage />} />
          </Routes>
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

describe('the receipt page', () => {
  it('marks a refunded payment\'s receipt, and only that one', async () => {
    renderAt('pay_abc123', () => new Response(JSON.stringify({ success: true, receipt: { ...receipt, refunded: true } }), { status: 200 }));
    expect((await screen.findByTestId('receipt-refunded')).textContent).toContain(MSG.receiptRefunded);
    cleanup();
    renderAt('pay_abc123', () => new Response(JSON.stringify({ success: true, receipt }), { status: 200 }));
    await screen.findByText('SKN-000042');
    expect(screen.queryByTestId('receipt-refunded')).toBeNull();
  });

  it('shows every line of the receipt, with Print and Download PDF', async () => {
    const fetchMock = renderAt('pay_abc123', () => new Response(JSON.stringify({ success: true, receipt }), { status: 200 }));
    expect(await screen.findByText('SKN-000042')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/receipts/pay_abc123', expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt' })).toBeTruthy();
    const text = document.body.textContent ?? '';
    for (const expected of [
      'Sakinah Matrimony', '2nd Floor, 14 Ashok Marg, Lucknow', '22 November 2026', 'Amina Khan', 'amina@example.com', 'Standard (3 Months)',
      '3 March 2027', '1 June 2027', 'pay_abc123', 'Card', '₹2,999.50',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('GST');
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toBe('/api/receipts/pay_abc123/pdf');
    const print = vi.fn();
    vi.stubGlobal('print', print);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    // The buttons never reach the paper.
    expect(screen.getByRole('button', { name: 'Print' }).closest('[data-print="hide"]')).toBeTruthy();
  });

  it('a plan bought before approval: the period starts at approval, with the review time, and no dates', async () => {
    const note = 'Starts when our team approves your profile (usually within one working day); the 3 Months is counted from then.';
    const waiting = { ...receipt, startsOnApproval: true, periodText: 'From the approval of your profile, for 3 Months', periodNote: note };
    renderAt('pay_abc123', () => new Response(JSON.stringify({ success: true, receipt: waiting }), { status: 200 }));
    expect(await screen.findByText('From the approval of your profile, for 3 Months')).toBeTruthy();
    expect(screen.getByText(note)).toBeTruthy();
    expect(document.body.textContent).not.toContain('3 March 2027');
  });

  it('shows the GSTIN and the GST included in the price when the seller has one', async () => {
    const taxed = { ...receipt, seller: { ...receipt.seller, gstin: '09ABCDE1234F1Z5' }, tax: { percent: 18, taxablePaise: 254_195, taxPaise: 45_755 } };
    renderAt('pay_abc123', () => new Response(JSON.stringify({ success: true, receipt: taxed }), { status: 200 }));
    expect(await screen.findByText('GSTIN 09ABCDE1234F1Z5')).toBeTruthy();
    expect(screen.getByText('GST (18%)')).toBeTruthy();
    expect(screen.getByText('₹2,541.95')).toBeTruthy();
    expect(screen.getByText('₹457.55')).toBeTruthy();
    expect(screen.getByText('Prices include GST.')).toBeTruthy();
  });

  it("says 'Receipt not found' for another member's or an unknown receipt", async () => {
    renderAt('pay_someone_else', () => new Response(JSON.stringify({ success: false, message: MSG.receiptNotFound }), { status: 404 }));
    expect(await screen.findByRole('heading', { level: 1, name: MSG.receiptNotFound })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
    expect(screen.getByRole('link', { name: 'My profile' }).getAttribute('href')).toBe(ROUTES.profilePage);
  });
});

describe('receipt formatting', () => {
  it('writes rupees with paise only when there are any, and encodes ids in paths', () => {
    expect(formatPaise(299_900)).toBe('₹2,999');
    expect(formatPaise(12_345_605)).toBe('₹1,23,456.05');
    expect(receiptPath('pay a/b')).toBe('/user/receipts/pay%20a%2Fb');
  });
});
