import { MSG, PROFILE_VIEW_RETENTION_DAYS, type ProfileViewersResponse } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { presentMemberCard } from './profile-card.presenter';
import { deleteViewsBefore, readViewers, type ViewerCursor } from './viewers.repo';
import type { MemberRow } from '../../db/member-row';
import { planHas } from '../../core/plans/plan-in-force';

const DAY_MS = 24 * 60 * 60 * 1000;
const retentionStart = (now: Date) => new Date(now.getTime() - PROFILE_VIEW_RETENTION_DAYS * DAY_MS);

function encodeCursor(cursor: ViewerCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

function decodeCursor(value: string | undefined): ViewerCursor | null {
  if (!value) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(value, 'base64url').toString()) as [unknown, unknown];
    if (typeof at !== 'string' || Number.isNaN(Date.parse(at)) || typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) throw new Error();
    return { at: new Date(at).toISOString(), id };
  } catch {
    throw new AppError('BAD_REQUEST', MSG.invalidFilter);
  }
}

/**
 * GET /api/profile-viewers: with `whoIsInterested` in the plan in force, the viewers newest first;
 * otherwise the count only (the upgrade path). The policy decides at read time in both.
 */
export async function profileViewersFor(ctx: AppContext, member: MemberRow, query: { cursor?: string; limit: number }): Promise<ProfileViewersResponse> {
  const now = ctx.now();
  const since = retentionStart(now);
  const cursor = decodeCursor(query.cursor);
  if (member.role !== 'member' || !(await planHas(ctx, member, 'whoIsInterested'))) {
    const { count } = await readViewers(ctx.db, member.id, since, null);
    return { success: true, locked: true, count, viewers: [], nextCursor: null };
  }
  const { count, rows } = await readViewers(ctx.db, member.id, since, { cursor, limit: query.limit });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    success: true,
    locked: false,
    count,
    viewers: page.map((row) => ({ ...presentMemberCard(row, member.id, now), viewedAt: new Date(row.viewed_at).toISOString() })),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: new Date(last.viewed_at).toISOString(), id: last.id }) : null,
  };
}

/** The expiry job: views older than the retention are deleted. */
export async function expireProfileViews(ctx: AppContext): Promise<number> {
  return deleteViewsBefore(ctx.db, retentionStart(ctx.now()));
}
