import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MSG } from '@sakinah/contract';
import { renderWithSession } from '../session/render-with-session';
import { testUser } from '../session/test-user';
import { DangerZone } from './danger-zone';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const preview = { success: true, paidDaysLeft: 41, plans: [{ planName: 'Standard', endsAt: '2027-01-02T10:00:00.000Z', startsOnApproval: false }], refundPolicy: MSG.deleteRefundPolicy };

function renderZone() {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/api/delete-user/preview')) return new Response(JSON.stringify(preview), { status: 200 });
    if (url.endsWith('/api/delete-user') && init?.method === 'DELETE') return new Response(JSON.stringify({ success: true, message: MSG.accountDeleted }), { status: 200 });
    return new Response(JSON.stringify({ success: true }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const user = testUser({ status: 'Active', paymentStatus: 'paid' });
  renderWithSession(<DangerZone onLeave={() => {}} />, { user, path: '/settings?tab=security' });
  return fetchMock;
}

describe('Deleting the account', () => {
  it('says what is lost and what the refund policy gives, asks why, and sends the reasons chosen', async () => {
    const fetchMock = renderZone();
    fireEvent.click(screen.getByRole('button', { name: /Permanently Delete Account/ }));
    const loses = await screen.findByTestId('deletion-loses');
    expect(loses.textContent).toContain('You lose 41 paid days of your Standard plan (until 2 January 2027).');
    expect(loses.textContent).toContain(MSG.deleteRefundPolicy);
    expect(screen.getByText(MSG.deleteKeepsConversations)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('We found a match on Sakinah'));
    fireEvent.change(screen.getByLabelText(/Anything else/), { target: { value: 'JazakAllah khair' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/api/delete-user') && init?.method === 'DELETE')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url, call]) => String(url).endsWith('/api/delete-user') && call?.method === 'DELETE')!;
    expect(JSON.parse(String(init!.body))).toEqual({ reasons: ['matchHere'], note: 'JazakAllah khair' });
  });

  it('offers deactivation instead: it asks the deactivation question and deletes nothing', async () => {
    const fetchMock = renderZone();
    fireEvent.click(screen.getByRole('button', { name: /Permanently Delete Account/ }));
    await screen.findByTestId('deletion-loses');
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate instead' }));
    expect(await screen.findByRole('heading', { name: 'Deactivate your account?' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });
});
