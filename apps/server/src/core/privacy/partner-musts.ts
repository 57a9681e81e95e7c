import { ageOn, heightInches, SET_PREFERENCES, type PartnerPreferences } from '@sakinah/contract';

/**
 * A member's musts (partnerPreferences with `must: true`, issue 41) and what the other member's must read of her.
 * A must is a filter both ways: neither is shown to the other unless each meets every must of the other
 * (docs/matching.md). The same rule as SQL is `mutualMustsSql` (discovery-rules.repo.ts); discovery-rule.int.test.ts
 * holds the two together.
 */
export interface MustParty {
  sect: string | null;
  school: string | null;
  community: string | null;
  prayer: string | null;
  islamicEducation: string | null;
  motherTongue: string | null;
  dob: string | null;
  height: string | null;
  partnerPreferences: PartnerPreferences;
}

export const mustPartyOf = (m: MustParty): MustParty => ({
  sect: m.sect, school: m.school, community: m.community, prayer: m.prayer, islamicEducation: m.islamicEducation, motherTongue: m.motherTongue,
  dob: m.dob, height: m.height, partnerPreferences: m.partnerPreferences,
});

/** Whether `other` meets every must of `wisher` (a missing value never meets one). */
export function meetsMusts(wisher: MustParty, other: MustParty, now: Date): boolean {
  const wishes = wisher.partnerPreferences;
  for (const key of SET_PREFERENCES) {
    const wish = wishes[key];
    if (wish?.must && (other[key] === null || !wish.values.includes(other[key]))) return false;
  }
  if (wishes.age?.must) {
    const age = other.dob ? ageOn(other.dob, now) : null;
    if (age === null || age < wishes.age.from || age > wishes.age.to) return false;
  }
  if (wishes.height?.must) {
    const inches = heightInches(other.height);
    if (inches === null || inches < wishes.height.from || inches > wishes.height.to) return false;
  }
  return true;
}

/** Musts both ways. */
export const mutualMusts = (a: MustParty, b: MustParty, now: Date) => meetsMusts(a, b, now) && meetsMusts(b, a, now);
