import { describe, expect, it } from 'vitest';
import { MSG } from '@sakinah/contract';
import { maskedNoticeOf } from './conversation-view';

describe('why a message is masked', () => {
  it('says what the masking waits for, as the conversation stands', () => {
    expect(maskedNoticeOf({ contactExchange: null })).toBe(MSG.messageMaskedNotice);
    expect(maskedNoticeOf({ contactExchange: { status: 'pending', requesterId: 'a' } })).toBe(MSG.messageMaskedNotice);
    expect(maskedNoticeOf({ contactExchange: { status: 'awaiting_guardian', requesterId: 'a', awaitingGuardianOf: ['a'] } })).toBe(MSG.messageMaskedAwaitingGuardian);
    expect(maskedNoticeOf({ contactExchange: { status: 'accepted', requesterId: 'a' }, contactNeedsPlan: true })).toBe(MSG.messageMaskedNeedsPlan);
  });
});
