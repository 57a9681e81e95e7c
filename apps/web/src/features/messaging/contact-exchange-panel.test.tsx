import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MSG } from '@sakinah/contract';
import { ContactExchangePanel } from './contact-exchange-panel';
import type { ConversationInfo } from '@sakinah/contract';

const ME = 'me';
const base: ConversationInfo = {
  otherUserId: 'her', firstName: 'Zainab', lastName: 'Mirza', avatar: null, open: true, left: false, readReceipts: false, accountHolder: null, contactExchange: null, contact: null, contactOwner: null, contactNeedsPlan: false,
};

function renderPanel(
  conversation: Partial<ConversationInfo>,
  handlers = { onAnswer: vi.fn(), onAsk: vi.fn(), onWithdraw: vi.fn(() => Promise.resolve()) },
) {
  render(
    <MemoryRouter>
      <ContactExchangePanel conversation={{ ...base, ...conversation }} meId={ME} busy={false} {...handlers} />
    </MemoryRouter>,
  );
  return handlers;
}

afterEach(cleanup);

describe('contact exchange panel', () => {
  it('nothing asked yet: nothing here (the header asks)', () => {
    renderPanel({ contactExchange: null });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('she declined my ask: says so, and I may ask again (the same action as the header)', () => {
    const { onAsk } = renderPanel({ contactExchange: { status: 'declined', requesterId: ME } });
    const region = screen.getByRole('region', { name: 'Contact exchange' });
    expect(within(region).getByText('Zainab declined to exchange contact details.')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Ask to exchange contact details' }));
    expect(onAsk).toHaveBeenCalledTimes(1);
  });

  it('I declined hers: says so, and I may ask myself', () => {
    renderPanel({ contactExchange: { status: 'declined', requesterId: 'her' } });
    expect(screen.getByText('You declined to exchange contact details.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask to exchange contact details' })).toBeTruthy();
  });

  it("both agreed, her guardian to approve: both see the wait, no details, and may withdraw", () => {
    const { onWithdraw } = renderPanel({ contactExchange: { status: 'awaiting_guardian', requesterId: ME, awaitingGuardianOf: ['her'] } });
    const region = screen.getByRole('region', { name: 'Contact exchange' });
    expect(region.textContent).toContain("Waiting for Zainab's guardian's approval");
    expect(screen.queryByRole('region', { name: 'Contact details' })).toBeNull();
    fireEvent.click(within(region).getByRole('button', { name: 'Withdraw' }));
    expect(onWithdraw).toHaveBeenCalledTimes(1);
    cleanup();
    renderPanel({ contactExchange: { status: 'awaiting_guardian', requesterId: 'her', awaitingGuardianOf: [ME, 'her'] } });
    expect(screen.getByRole('region', { name: 'Contact exchange' }).textContent).toContain("Waiting for your guardian's and Zainab's guardian's approval");
  });

  it('a guardian declined: says whose, and either may ask again', () => {
    renderPanel({ contactExchange: { status: 'declined', requesterId: 'her', declinedByGuardianOf: ME } });
    expect(screen.getByText('Your guardian declined the contact exchange. No contact details are shared.')).toBeTruthy();
    cleanup();
    renderPanel({ contactExchange: { status: 'declined', requesterId: ME, declinedByGuardianOf: 'her' } });
    expect(screen.getByText("Zainab's guardian declined the contact exchange. No contact details are shared.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask to exchange contact details' })).toBeTruthy();
  });

  it('withdrawn: no longer shared, either may ask again; not once the connection is gone', () => {
    const { onAsk } = renderPanel({ contactExchange: { status: 'withdrawn', requesterId: 'her' } });
    expect(screen.getByText('Contact details are no longer shared.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask to exchange contact details' }));
    expect(onAsk).toHaveBeenCalledTimes(1);
    cleanup();
    renderPanel({ contactExchange: { status: 'withdrawn', requesterId: 'her' }, open: false });
    expect(screen.getByText('Contact details are no longer shared.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask to exchange contact details' })).toBeNull();
  });

  it('she asked: accept or decline', () => {
    const { onAnswer } = renderPanel({ contactExchange: { status: 'pending', requesterId: 'her' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAnswer).toHaveBeenCalledWith('accepted');
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onAnswer).toHaveBeenCalledWith('declined');
  });

  it('I asked: waiting, and I may take it back', () => {
    const { onWithdraw } = renderPanel({ contactExchange: { status: 'pending', requesterId: ME } });
    expect(screen.getByText('Waiting for Zainab to accept your contact exchange.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    expect(onWithdraw).toHaveBeenCalled();
  });

  it('shared: the details, and stopping asks first', async () => {
    const { onWithdraw } = renderPanel({ contactExchange: { status: 'accepted', requesterId: ME }, contact: { email: 'z@example.com', contactNo: '9876543210' } });
    expect(screen.getByRole('link', { name: '+91 9876543210' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(screen.getByRole('link', { name: 'z@example.com' }).getAttribute('href')).toBe('mailto:z@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop sharing contact details?' });
    expect(onWithdraw).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    expect(onWithdraw).toHaveBeenCalledTimes(1);
    // The dialog closes once the server answered.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('agreed but my plan leaves them out: says so, links to plans, and stopping still works', () => {
    renderPanel({ contactExchange: { status: 'accepted', requesterId: 'her' }, contact: null, contactNeedsPlan: true });
    expect(screen.getByText(MSG.contactNeedsPlan)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('button', { name: 'Stop sharing' })).toBeTruthy();
  });

  it('agreed, details on my plan, but no longer connected: says why nothing shows', () => {
    renderPanel({ contactExchange: { status: 'accepted', requesterId: 'her' }, contact: null, open: false });
    expect(screen.getByText('You agreed to share contact details; they show only while you are connected.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop sharing' })).toBeTruthy();
  });
});
