import { describe, expect, it } from 'vitest';
import { signalReason } from './signal-details';

describe('signalReason', () => {
  it('says each fake-profile signal in one sentence from its numbers', () => {
    expect(signalReason('shared_origin', { accounts: 3, windowHours: 24, sameDevice: true, sameAddress: false }, null)).toBe('3 accounts from one device in 24 hours');
    expect(signalReason('shared_origin', { accounts: 4, windowHours: 24, sameDevice: true, sameAddress: true }, null)).toBe(
      '4 accounts from one device and address in 24 hours',
    );
    const thresholds = { hours: 24, requests: 15, firstMessages: 10 };
    expect(signalReason('new_account_burst', { requests: 14, firstMessages: 2, accountAgeHours: 4.2, thresholds: { ...thresholds, requests: 14 } }, null)).toBe(
      '14 requests in the first 5 hours',
    );
    expect(signalReason('new_account_burst', { requests: 15, firstMessages: 10, accountAgeHours: 0.3, thresholds }, null)).toBe(
      '15 requests and 10 first messages within the first hour',
    );
    expect(signalReason('new_account_burst', { requests: 2, firstMessages: 11, accountAgeHours: 3, thresholds }, null)).toBe('11 first messages in the first 3 hours');
    expect(signalReason('duplicate_text', { field: 'about_me', similarity: 0.92, words: 40 }, 'Amina Khan')).toBe("92 % the same 'about me' as Amina Khan");
    expect(signalReason('duplicate_text', { field: 'expectations', similarity: 0.8 }, null)).toBe("80 % the same 'expectations' as another account");
    expect(signalReason('many_reports', { reporters: 3, reasons: { asking_for_money: 1, fake_profile: 2 } }, null)).toBe(
      'Reported by 3 members: 2 fake profile, 1 asking for money',
    );
  });

  it('leaves other kinds to their own views and survives odd details', () => {
    expect(signalReason('duplicate_photo', { distance: 3 }, null)).toBeNull();
    expect(signalReason('many_reports', { reporters: 'x', reasons: [1, 2] }, null)).toBe('Reported by 0 members');
  });
});
