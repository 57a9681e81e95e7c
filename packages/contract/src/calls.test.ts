import { describe, expect, it } from 'vitest';
import { CALL_TEXT, callLogText, startCallSchema } from './index';

describe('calls in the contract', () => {
  it("the call log's lines, as each side reads them", () => {
    expect(callLogText({ kind: 'video', status: 'missed', durationSeconds: null }, false)).toBe('Missed video call');
    expect(callLogText({ kind: 'video', status: 'missed', durationSeconds: null }, true)).toBe('Video call · no answer');
    expect(callLogText({ kind: 'voice', status: 'declined', durationSeconds: null }, false)).toBe('Declined voice call');
    expect(callLogText({ kind: 'voice', status: 'ended', durationSeconds: 12 * 60 + 10 }, true)).toBe('Voice call · 12 min');
    expect(callLogText({ kind: 'video', status: 'ended', durationSeconds: 9 }, false)).toBe('Video call · 9 s');
  });

  it('the English accessible names of the call buttons are fixed', () => {
    expect([CALL_TEXT.voiceCall, CALL_TEXT.videoCall, CALL_TEXT.accept, CALL_TEXT.decline, CALL_TEXT.endCall]).toEqual(['Voice call', 'Video call', 'Accept', 'Decline', 'End call']);
  });

  it('a call is a member id and voice or video', () => {
    expect(startCallSchema.safeParse({ userId: '00000000-0000-4000-8000-000000000000', kind: 'video' }).success).toBe(true);
    expect(startCallSchema.safeParse({ userId: 'x', kind: 'video' }).success).toBe(false);
    expect(startCallSchema.safeParse({ userId: '00000000-0000-4000-8000-000000000000', kind: 'fax' }).success).toBe(false);
  });
});
