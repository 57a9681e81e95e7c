import { describe, expect, it } from 'vitest';
import { MSG } from '@sakinah/contract';
import { MAX_PROFILES_PER_NUMBER, sharedNumberRefusal } from './shared-number';

describe('sharedNumberRefusal', () => {
  const managed = { accountHolder: 'father' as const };
  const own = { accountHolder: 'self' as const };

  it('lets a free number take any profile, and a family number take another managed one', () => {
    expect(sharedNumberRefusal([], 'self')).toBeNull();
    expect(sharedNumberRefusal([managed], 'father')).toBeNull();
    expect(sharedNumberRefusal([own], 'mother')).toBeNull();
    expect(sharedNumberRefusal([managed], 'self')).toBeNull();
    expect(sharedNumberRefusal([managed], null)).toBeNull();
  });

  it("refuses a second own profile, and any profile past the cap", () => {
    expect(sharedNumberRefusal([own], 'self')).toBe(MSG.phoneOwnProfileTaken);
    expect(sharedNumberRefusal(Array.from({ length: MAX_PROFILES_PER_NUMBER }, () => managed), 'father')).toBe(MSG.phoneProfilesFull);
  });
});
