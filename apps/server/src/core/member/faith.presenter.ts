import type { z } from 'zod/mini';
import type { faithRecordSchema } from '@sakinah/contract';
import type { MemberRow } from '../../db/member-row';

type FaithRecord = z.infer<typeof faithRecordSchema>;

/** The faith fields as the member record sends them ('' when empty); a field named in `hidden` is sent empty. */
export function presentFaith(
  member: Pick<MemberRow, 'sect' | 'school' | 'community' | 'prayer' | 'covering' | 'islamicEducation' | 'motherTongue' | 'languages'>,
  hidden: readonly string[],
): FaithRecord {
  const shown = (field: keyof FaithRecord, value: string | null) => (hidden.includes(field) ? '' : value ?? '');
  return {
    sect: shown('sect', member.sect),
    school: shown('school', member.school),
    community: shown('community', member.community),
    prayer: shown('prayer', member.prayer),
    covering: shown('covering', member.covering),
    islamicEducation: shown('islamicEducation', member.islamicEducation),
    motherTongue: shown('motherTongue', member.motherTongue),
    languages: hidden.includes('languages') ? [] : member.languages,
  };
}
