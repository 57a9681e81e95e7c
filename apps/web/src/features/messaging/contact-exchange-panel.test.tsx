import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MSG } from '@sakinah/contract';
import { ContactExchangePanel } from './contact-exchange-panel';
import type { ConversationInfo } from './types';

const ME = 'me';
const base: ConversationInfo = {
  otherUserId: 'her', firstName: 'Zainab', lastName: 'Mirza', avatar: null, open: true, readReceipts: false, contactExchange: null, contact: null,
};

function renderPanel(conversation: Partial<ConversationInfo>, handlers = { onAnswer: vi.fn(), onWithdraw: vi.fn() }) {
  render(
    <MemoryRouter>
      <ContactExchangePanel conversation={{ ...base, ...conversation }} meId={ME} busy={false} {...handlers} />
    </MemoryRouter>,
  );
  return handlers;
}

afterEach(cleanup);

describe('contact exchange panel', () => {
  it('nothing asked, declined or withdrawn: nothing here (the header asks)', () => {
    for (const contactExchange of [null, { status: 'declined' as const, requesterId: ME }, { status: 'withdrawn' as const, requesterId: 'her' }]) {
      renderPanel({ contactExchange });
      expect(screen.queryByRole('region')).toBeNull();
      cleanup();
    }
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

  it('shared: the details, and stopping asks first', () => {
    const { onWithdraw } = renderPanel({ contactExchange: { status: 'accepted', requesterId: ME }, contact: { email: 'z@example.com', contactNo: '9876543210' } });
    expect(screen.getByRole('link', { name: '9876543210' }).getAttribute('href')).toBe('tel:9876543210');
    expect(screen.getByRole('link', { name: 'z@example.com' }).getAttribute('href')).toBe('mailto:z@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop sharing contact details?' });
    expect(onWithdraw).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    expect(onWithdraw).toHaveBeenCalled();
  });

  it('agreed but my plan leaves them out: says so, links to plans, and stopping still works', () => {
    renderPanel({ contactExchange: { status: 'accepted', requesterId: 'her' }, contact: null, contactNeedsPlan: true });
    expect(screen.getByText(MSG.contactNeedsPlan)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('button', { name: 'Stop sharing' })).toBeTruthy();
  });
});
