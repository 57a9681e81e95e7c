import {
  CASTE_MAPPING, FAITH_MSG, schoolFitsSect, SET_PREFERENCES, type FaithUpdate, type PartnerPreferences, type SetPreference,
} from '@sakinah/contract';
import type { AppContext } from '../../context';
import { fieldRefusal } from '../../errors';
import { updateUserFields } from '../../core/member/users.repo';
import type { NewUserRow } from '../../db/schema';
import type { MemberRow } from '../../db/member-row';

/** Which of her own fields a set wish compares with: a must needs hers filled, since the other family may ask it too. */
const OWN_FIELD: Record<SetPreference, 'sect' | 'school' | 'community' | 'prayer' | 'islamicEducation' | 'motherTongue'> = {
  sect: 'sect', school: 'school', community: 'community', prayer: 'prayer', islamicEducation: 'islamicEducation', motherTongue: 'motherTongue',
};

const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/**
 * Saves the faith fields and partner preferences sent (PUT /api/update-user with only these): a field left out is
 * unchanged, '' or null clears it; a preference sent replaces that one preference, null removes it.
 */
export async function saveFaith(ctx: AppContext, member: MemberRow, data: FaithUpdate): Promise<void> {
  const patch: Partial<NewUserRow> = {};
  for (const field of ['sect', 'school', 'community', 'prayer', 'covering', 'islamicEducation', 'motherTongue'] as const) {
    const value = orNull(data[field]);
    if (value !== undefined) patch[field] = value;
  }
  if (data.languages) patch.languages = data.languages;
  if (data.privateFields) patch.privateFields = data.privateFields;
  const after = { ...member, ...patch };
  if (after.school && !schoolFitsSect(after.school, after.sect)) throw fieldRefusal('VALIDATION', 'school', FAITH_MSG.schoolNotOfSect);

  if (data.partnerPreferences) {
    const wishes: PartnerPreferences = { ...member.partnerPreferences };
    for (const [key, wish] of Object.entries(data.partnerPreferences) as Array<[keyof PartnerPreferences, unknown]>) {
      if (wish === undefined) continue;
      if (wish === null) delete wishes[key];
      else (wishes as Record<string, unknown>)[key] = wish;
    }
    patch.partnerPreferences = wishes;
  }
  // A must on a field of her own she left empty is refused, whether the must or the emptying is new.
  const wishes = patch.partnerPreferences ?? member.partnerPreferences;
  for (const key of SET_PREFERENCES) {
    if (wishes[key]?.must && !after[OWN_FIELD[key]]) throw fieldRefusal('VALIDATION', `partnerPreferences.${key}.must`, FAITH_MSG.mustOnEmptyField);
  }
  if (wishes.age?.must && !after.dob) throw fieldRefusal('VALIDATION', 'partnerPreferences.age.must', FAITH_MSG.mustOnEmptyField);
  if (wishes.height?.must && !after.height) throw fieldRefusal('VALIDATION', 'partnerPreferences.height.must', FAITH_MSG.mustOnEmptyField);

  if (Object.keys(patch).length > 0) await updateUserFields(ctx.db, member.id, patch);
}

/** The old single caste field, still accepted: mapped into community, sect and school (docs/decisions.md). */
export function fieldsOfCaste(caste: string): Pick<NewUserRow, 'community' | 'sect' | 'school'> {
  const mapped = CASTE_MAPPING[caste];
  if (!mapped) return {};
  return {
    ...(mapped.community ? { community: mapped.community } : {}),
    ...(mapped.sect ? { sect: mapped.sect } : {}),
    ...(mapped.school ? { school: mapped.school } : {}),
  };
}
