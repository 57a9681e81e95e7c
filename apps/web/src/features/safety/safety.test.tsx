import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { MSG, REPORT_REASONS } from '@sakinah/contract';
import { gateDecision } from '../gating/gate-decision';
import { ProfileSafetyActions } from './profile-safety-actions';

function renderActions(isSelf = false) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProfileSafetyActions userId="m1" firstName="Zainab" isSelf={isSelf} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('safety', () => {
  it('asks a deactivated member to reactivate before anything else', () => {
    expect(gateDecision({ role: 'admin', status: 'Active', paymentStatus: 'paid', deactivated: true })).toEqual({ kind: 'reactivate' });
    expect(gateDecision({ status: 'Active', paymentStatus: 'paid', deactivated: false }).kind).toBe('navigate');
  });

  it('shows nothing on my own profile', () => {
    renderActions(true);
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
  });

  it('confirms before blocking', () => {
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Zainab?' });
    expect(within(dialog).getByRole('button', { name: 'Block' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('needs a reason to report, then sends it', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, message: MSG.reported }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Zainab' });
    expect(within(dialog).getByText(/They will not know who reported them\./)).toBeTruthy();
    const group = within(dialog).getByRole('group', { name: 'Reason' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(REPORT_REASONS.map((r) => r.label));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(MSG.reportReasonRequired);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    fireEvent.change(within(dialog).getByLabelText('Details (optional)'), { target: { value: '  Rude messages ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/api/report/m1', expect.objectContaining({ method: 'POST', body: JSON.stringify({ reason: 'harassment', note: 'Rude messages' }) }));
  });
});
