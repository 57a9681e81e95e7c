import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MSG } from '@sakinah/contract';
import { ConversationList } from './conversation-list';
import type { ConversationSummary } from '@sakinah/contract';

afterEach(cleanup);

const conversation = (id: string, lastMessage: ConversationSummary['lastMessage']): ConversationSummary => ({
  otherUserId: id,
  firstName: 'Imran',
  lastName: id,
  avatar: null,
  open: true, left: false,
  lastMessage,
  unread: 1,
});

describe('ConversationList', () => {
  it('marks a received scam-like last message with the warning icon, never my own', () => {
    const createdAt = new Date().toISOString();
    render(
      <MemoryRouter>
        <ConversationList
          activeId={null}
          conversations={[
            conversation('a', { id: 'm1', text: 'please send money', fromMe: false, createdAt, warning: { categories: ['money_request'] } }),
            conversation('b', { id: 'm2', text: 'salaam', fromMe: false, createdAt }),
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('img', { name: MSG.scamWarningTitle })).toHaveLength(1);
    expect(screen.getByText('please send money')).toBeTruthy();
  });
});

describe('a conversation whose other member deleted her account (issue 39, item 4)', () => {
  it('stays in the list and says she left, not merely "Closed"', () => {
    const createdAt = new Date().toISOString();
    render(
      <MemoryRouter>
        <ConversationList
          activeId={null}
          conversations={[
            { ...conversation('gone', { id: 'm1', text: 'salaam', fromMe: false, createdAt }), open: false, left: true },
            { ...conversation('closed', { id: 'm2', text: 'salaam', fromMe: false, createdAt }), open: false },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByText('Left Sakinah')).toHaveLength(1);
    expect(screen.getAllByText('Closed')).toHaveLength(1);
  });
});
