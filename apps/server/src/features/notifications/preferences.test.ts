import { describe, expect, it } from 'vitest';
import { defaultNotificationPreferences } from '@sakinah/contract';
import { completePreferences, quietUntil, wants } from './preferences';

const quiet = { enabled: true, start: '22:00', end: '07:00' };

describe('quiet hours (India time)', () => {
  it('holds from 22:00 to 07:00 IST, which is 16:30 to 01:30 UTC', () => {
    expect(quietUntil(quiet, new Date('2026-11-22T16:29:00Z'))).toBeNull();
    expect(quietUntil(quiet, new Date('2026-11-22T16:30:00Z'))?.toISOString()).toBe('2026-11-23T01:30:00.000Z');
    expect(quietUntil(quiet, new Date('2026-11-22T20:00:30Z'))?.toISOString()).toBe('2026-11-23T01:30:00.000Z');
    expect(quietUntil(quiet, new Date('2026-11-23T01:29:59Z'))?.toISOString()).toBe('2026-11-23T01:30:00.000Z');
    expect(quietUntil(quiet, new Date('2026-11-23T01:30:00Z'))).toBeNull();
  });
  it('is off unless turned on; a period within one day works too', () => {
    expect(quietUntil({ ...quiet, enabled: false }, new Date('2026-11-22T18:00:00Z'))).toBeNull();
    const afternoon = { enabled: true, start: '13:00', end: '15:00' };
    expect(quietUntil(afternoon, new Date('2026-11-22T08:00:00Z'))?.toISOString()).toBe('2026-11-22T09:30:00.000Z');
    expect(quietUntil(afternoon, new Date('2026-11-22T10:00:00Z'))).toBeNull();
  });
});

describe('preferences', () => {
  it('defaults: every push on, names hidden, quiet hours off at 22:00–07:00', () => {
    const prefs = completePreferences(null, true);
    expect(prefs).toEqual(defaultNotificationPreferences());
    expect(wants(prefs, 'newMessage', 'push')).toBe(true);
  });
  it('a channel not offered is never on, and the plan mail follows the renewal switch', () => {
    const stored = defaultNotificationPreferences();
    stored.kinds.accountApproved.mail = true;
    const prefs = completePreferences(stored, false);
    expect(wants(prefs, 'accountApproved', 'mail')).toBe(false);
    expect(wants(prefs, 'planEnding', 'mail')).toBe(false);
  });
});
