import { ageOn, MSG, type featuredQuerySchema } from '@sakinah/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { MemberRow } from '../account/users.repo';
import { mediaUrl } from '../photos/media-urls';
import { photosOpenTo } from '../privacy/policy';
import { findActiveSubscription } from '../plans/subscriptions.repo';
import { listDiscoverable, parseAgeRange, photoAccessWith, requestsWith, verifiedAmong, type Cursor, type ListingRow } from './discovery.repo';

type Query = z.output<typeof featuredQuerySchema>;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const yearsBefore = (today: Date, years: number) => {
  const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return isoDate(d);
};

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.score, cursor.createdAt, cursor.id])).toString('base64url');
}

export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  try {
    const [score, createdAt, id] = JSON.parse(Buffer.from(value, 'base64url').toString()) as [unknown, unknown, unknown];
    if (typeof score !== 'number' || !Number.isInteger(score) || typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) throw new Error();
    if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) throw new Error();
    return { score, createdAt, id };
  } catch {
    throw new AppError('BAD_REQUEST', MSG.invalidFilter);
  }
}

/** Only paid, approved members browse (spec section 6). */
export async function assertCanDiscover(ctx: AppContext, member: MemberRow): Promise<void> {
  if (member.role === 'admin') return;
  if (member.deactivatedAt) throw new AppError('FORBIDDEN', MSG.accountDeactivated);
  if (member.status !== 'Active' || !(await findActiveSubscription(ctx.db, member.id, ctx.now()))) {
    throw new AppError('FORBIDDEN', MSG.discoveryNeedsActive);
  }
}

export async function featuredProfiles(ctx: AppContext, member: MemberRow, query: Query) {
  await assertCanDiscover(ctx, member);
  const now = ctx.now();
  const today = isoDate(now);
  if (member.gender !== 'male' && member.gender !== 'female') return { profiles: [], nextCursor: null };
  // The member's own casteInterestedIn always applies; the sidebar can only narrow it.
  const interested = member.casteInterestedIn;
  const castes = query.caste?.length ? query.caste.filter((c) => interested.includes(c)) : interested;
  const rows = await listDiscoverable(
    ctx.db,
    {
      id: member.id,
      gender: member.gender,
      casteInterestedIn: interested,
      age: member.dob ? ageOn(member.dob, now) : null,
      height: member.height,
      education: member.education,
      occupation: member.occupation,
      state: member.state,
      city: member.city,
      ageRange: parseAgeRange(member.ageRangePreference),
      heightPreference: member.heightPreference,
      educationPreference: member.educationPreference,
      occupationPreference: member.occupationPreference,
      locationPreference: member.locationPreference,
    },
    {
      castes,
      // age ≥ ageMin: born on or before today − ageMin years; age ≤ ageMax: born after today − (ageMax+1) years.
      ...(query.ageMin !== undefined ? { dobTo: yearsBefore(now, query.ageMin) } : {}),
      ...(query.ageMax !== undefined ? { dobFrom: yearsBefore(now, query.ageMax + 1) } : {}),
      maritalStatus: query.maritalStatus,
      education: query.education,
      occupation: query.occupation,
      height: query.height,
      state: query.state || undefined,
      city: query.city || undefined,
    },
    decodeCursor(query.cursor),
    query.limit,
    today,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor({ score: Number(last.score), createdAt: new Date(last.created_at).toISOString(), id: last.id })
      : null;
  const ids = page.map((row) => row.id);
  const [pairs, access, verified] = await Promise.all([
    requestsWith(ctx.db, member.id, ids),
    photoAccessWith(ctx.db, member.id, ids),
    verifiedAmong(ctx.db, ids),
  ]);
  return {
    profiles: page.map((row) => ({ ...presentCard(row, pairs.find((p) => p.otherId === row.id) ?? null, access.has(row.id), now), verified: verified.has(row.id) })),
    nextCursor,
  };
}

function presentCard(
  row: ListingRow,
  pair: { requestId: string; direction: 'outgoing' | 'incoming'; status: 'pending' | 'accepted' } | null,
  hasPhotoAccess: boolean,
  now: Date,
) {
  const photosVisible = photosOpenTo({ photoPrivacy: row.photo_privacy }, { photoAccess: hasPhotoAccess ? 'accepted' : null });
  const dob = row.dob ? (typeof row.dob === 'string' ? row.dob.slice(0, 10) : isoDate(new Date(row.dob))) : null;
  return {
    _id: row.id,
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    name: `${row.first_name} ${row.last_name}`,
    age: dob ? ageOn(dob, now) : null,
    gender: row.gender,
    maritalStatus: row.marital_status ?? '',
    height: row.height ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    education: row.education ?? '',
    occupation: row.occupation ?? '',
    caste: row.caste ?? '',
    profileFor: row.profile_for,
    status: 'Active',
    photosLocked: !photosVisible,
    avatar: row.avatar_key ? mediaUrl(row.avatar_key, photosVisible ? 'small' : 'blur') : null,
    matchScore: Number(row.score),
    request: pair ? { id: pair.requestId, direction: pair.direction, status: pair.status } : null,
  };
}
export type ProfileCard = ReturnType<typeof presentCard>;
