import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { planInForceOfSql } from '../plans/subscriptions.repo';
import { preparedPerDatabase } from '../../db/prepared';
import { jsonRow } from '../../db/json-row';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { images, sessions, subscriptions, users, type NewUserRow, type UserRow } from '../../db/schema';
import type { MemberRow } from '../../db/member-row';
import { changesWhoseListsTakeHer, makesListable, needsListUpkeep, withMatchListUpkeep } from './match-field-changes';

type SessionRow = typeof sessions.$inferSelect;

const withAvatar = { user: users, avatarKey: images.storageKey, avatarHeld: images.held };

function merge(row: { user: UserRow; avatarKey: string | null; avatarHeld: boolean | null } | undefined): MemberRow | undefined {
  return row ? { ...row.user, avatarKey: row.avatarKey, avatarHeld: row.avatarHeld ?? false } : undefined;
}

const liveUserById = preparedPerDatabase((db) =>
  db
    .select(withAvatar)
    .from(users)
    .leftJoin(images, eq(images.id, users.avatarImageId))
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt)))
    .limit(1)
    .prepare('live_user_by_id'),
);

export async function findLiveUserById(db: Database, id: string): Promise<MemberRow | undefined> {
  const [row] = await liveUserById(db).execute({ id });
  return merge(row);
}

/**
 * findLiveUserById's statement (the live member with the `id` placeholder, and her avatar) with `extra` columns a hot
 * path reads about her in the same round trip (they may refer to her row). Decode its rows with liveMemberOf.
 */
export function selectLiveMember<Extra extends SelectedFields>(db: Database, extra: Extra) {
  return db
    .select({ user: userJson.select(), avatarKey: images.storageKey, avatarHeld: images.held, ...extra })
    .from(users)
    .leftJoin(images, eq(images.id, users.avatarImageId))
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt)))
    .limit(1);
}

/** A selectLiveMember row's member, as findLiveUserById returns her. */
export function liveMemberOf(row: { user: Record<string, unknown> | null; avatarKey: string | null; avatarHeld: boolean | null }): MemberRow {
  return Object.assign(userJson.rowOf(row.user)!, { avatarKey: row.avatarKey, avatarHeld: row.avatarHeld ?? false });
}

/**
 * The live session behind the `tokenHash` placeholder with its member, her avatar and her plan in force at the
 * `now` placeholder, plus any `extra` columns a hot path reads in the same statement (they may refer to the
 * session's and the member's columns). One row at most.
 */
export function selectSessionMember<Extra extends SelectedFields>(db: Database, extra: Extra) {
  const at = sql.placeholder('now');
  // The plan in force, as findActiveSubscription picks it (newest end first), by the (user_id, ends_at) index.
  const planInForce = planInForceOfSql(sql`${users.id}`, sql`${at}::timestamptz`);
  // The three rows as one JSON column each (db/json-row.ts): a hot path's driver then describes five columns, not 120.
  return db
    .select({ session: sessionJson.select(), user: userJson.select(), avatarKey: images.storageKey, avatarHeld: images.held, plan: subscriptionJson.select(), ...extra })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), isNull(users.deletedAt)))
    .leftJoin(images, eq(images.id, users.avatarImageId))
    .leftJoin(subscriptions, eq(subscriptions.id, planInForce))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), sql`${sessions.expiresAt} > ${at}::timestamptz`))
    .limit(1)
    // A hot path may join what its extra columns read (its own tables, aliased).
    .$dynamic();
}

const sessionJson = jsonRow(sessions);
/** A users row (or an alias of users) as one JSON column, and back (db/json-row.ts). */
export const userJson = jsonRow(users);
/** A subscriptions row as one JSON column, and back (db/json-row.ts). */
export const subscriptionJson = jsonRow(subscriptions);

type JsonColumn = Record<string, unknown> | null;

/** A selectSessionMember row as findLiveSessionMember returns it: the session, and the member with her plan. */
export function sessionMemberOf(row: {
  session: JsonColumn;
  user: JsonColumn;
  avatarKey: string | null;
  avatarHeld: boolean | null;
  plan: JsonColumn;
}): { session: SessionRow; member: MemberRow } {
  // An inner join: the statement has no row without both. The decoded row is fresh: completed in place, not copied.
  const member: MemberRow = Object.assign(userJson.rowOf(row.user)!, {
    avatarKey: row.avatarKey,
    avatarHeld: row.avatarHeld ?? false,
    planAtSessionRead: subscriptionJson.rowOf(row.plan),
  });
  return { session: sessionJson.rowOf(row.session)!, member };
}

/** findLiveSessionMember's statement, built once per database handle and prepared by name (planned once per connection). */
function sessionMemberStatement(db: Database) {
  return selectSessionMember(db, {}).prepare('session_member');
}
const sessionMemberStatements = preparedPerDatabase(sessionMemberStatement);

/**
 * The live session behind a token hash with its member (her avatar, and her plan in force), in one
 * prepared statement: every signed-in request starts here, so it costs one round trip, not three.
 */
export async function findLiveSessionMember(db: Database, tokenHash: string, now: Date) {
  const [row] = await sessionMemberStatements(db).execute({ tokenHash, now: now.toISOString() });
  return row ? sessionMemberOf(row) : undefined;
}

export async function findLiveUserByEmail(db: Database, email: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(withAvatar)
    .from(users)
    .leftJoin(images, eq(images.id, users.avatarImageId))
    .where(and(eq(users.email, email.toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return merge(row);
}

export async function isEmailTaken(db: Database, email: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), isNull(users.deletedAt), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return Boolean(row);
}

export async function isPhoneTaken(db: Database, phone: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.contactNo, phone), isNull(users.deletedAt), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return Boolean(row);
}

/**
 * Takes a number off the member who typed it into her profile without proving it, because someone has just proven
 * it at sign-up. Her profile is incomplete again until she gives her own. The member it was taken from, if any.
 */
export async function releaseUnverifiedPhone(db: Database, phone: string, now: Date) {
  const [row] = await db
    .update(users)
    .set({ contactNo: null, isProfileComplete: false, updatedAt: now })
    .where(and(eq(users.contactNo, phone), isNull(users.deletedAt), isNull(users.phoneVerifiedAt)))
    .returning({ id: users.id, email: users.email, firstName: users.firstName, language: users.language, accountHolder: users.accountHolder, accountHolderName: users.accountHolderName });
  return row ?? null;
}

export async function insertMember(db: Database, values: NewUserRow): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function updateUserFields(db: Database, id: string, patch: Partial<NewUserRow>): Promise<void> {
  const update = (handle: Database) =>
    handle
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!needsListUpkeep(patch)) {
    await update(db);
    return;
  }
  await withMatchListUpkeep(db, id, update, { listableAgain: makesListable(patch), movesHer: changesWhoseListsTakeHer(patch) });
}

export async function touchLastActive(db: Database, id: string, at: Date): Promise<void> {
  await db.update(users).set({ lastActiveAt: at }).where(eq(users.id, id));
}

/** True when a unique index on email or phone refused the write (a race between two sign-ups). */
export function uniqueViolation(error: unknown): 'email' | 'phone' | null {
  const e = error as { code?: string; constraint?: string; message?: string; cause?: { code?: string; constraint?: string; message?: string } };
  const inner = e.cause ?? e;
  if (inner.code !== '23505') return null;
  const where = `${inner.constraint ?? ''} ${inner.message ?? ''}`;
  if (where.includes('users_email')) return 'email';
  if (where.includes('users_contact')) return 'phone';
  return null;
}

export const countUsersSql = sql<number>`count(*)::int`;
