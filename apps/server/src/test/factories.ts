import { logMatchListChange } from '../core/member/match-list-changes.repo';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { users, type NewUserRow } from '../db/schema';
import { hashPassword } from '../lib/passwords';

export const DEFAULT_PASSWORD = 'Secret#123';
let passwordHashCache: Promise<string> | undefined;

/** A mutable clock for tests of expiry and waiting times. */
export function testClock(start = new Date('2026-11-22T10:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

let phoneCounter = 0;
/** A unique 10-digit number for this test process. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `7${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(6, '0')}`;
}

/**
 * Two members who may discover each other (opposite genders, each of a caste the other is
 * interested in): spread `MATCH.bride` into one and `MATCH.groom` into the other.
 */
export const MATCH: Record<'bride' | 'groom', Pick<NewUserRow, 'gender' | 'caste' | 'casteInterestedIn'>> = {
  bride: { gender: 'female', caste: 'Syed', casteInterestedIn: ['Ansari', 'Syed'] },
  groom: { gender: 'male', caste: 'Ansari', casteInterestedIn: ['Syed', 'Ansari'] },
};

/** A member row inserted directly (no sign-up flow), with sensible defaults. */
export async function buildMember(db: Database, overrides: Partial<NewUserRow> & { password?: string } = {}) {
  const { password, ...rest } = overrides;
  const passwordHash = password ? await hashPassword(password) : await (passwordHashCache ??= hashPassword(DEFAULT_PASSWORD));
  const suffix = crypto.randomBytes(4).toString('hex');
  const values: NewUserRow = {
    firstName: 'Amina',
    lastName: 'Khan',
    email: `member-${suffix}@example.com`,
    contactNo: uniquePhone(),
    phoneVerifiedAt: new Date(),
    passwordHash,
    dob: '1998-05-10',
    gender: 'female',
    profileFor: 'self',
    ...rest,
  };
  const [row] = await db.insert(users).values(values).returning();
  // As the application's writes do when a member becomes listable (updateUserFields: an approval), her change is logged
  // for the stored match lists as one that every list applies before its next page: a test sees her in lists built
  // before her.
  await logMatchListChange(db, row!.id, { listableAgain: true });
  return { ...row!, password: password ?? DEFAULT_PASSWORD };
}

/** Signs in through the API and returns the Cookie header for later requests. */
export async function signIn(app: FastifyInstance, email: string, password = DEFAULT_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookieFrom(res.headers['set-cookie']);
}

/** What a test may set on a member it builds, and on the plan it gives her. */
export type MemberOverrides = Parameters<typeof buildMember>[1];
export type PlanLimits = Parameters<typeof givePlan>[2];

/** A signed-in administrator (Active): the Cookie header of her session. */
export async function signInAdmin(app: FastifyInstance, db: Database): Promise<string> {
  const admin = await buildMember(db, { role: 'admin', status: 'Active' });
  return signIn(app, admin.email);
}

/** An approved, paid member with a plan in force (the limits asked for), signed in. */
export async function activeMember(app: FastifyInstance, db: Database, overrides: MemberOverrides = {}, plan: PlanLimits = {}) {
  const member = await buildMember(db, { status: 'Active', paymentStatus: 'paid', ...overrides });
  const subscription = await givePlan(db, member.id, plan);
  return { member, subscription, cookie: await signIn(app, member.email) };
}

export function cookieFrom(header: string | string[] | undefined): string {
  const first = (Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith('sid='));
  if (!first) throw new Error('no session cookie set');
  return first.split(';')[0]!;
}

/** Gives a member a plan in force (complimentary), with the limits asked for. */
export async function givePlan(
  db: Database,
  userId: string,
  limits: { canSeeContactInfo?: boolean; maxProfileViews?: number | null; maxPhotosViews?: number | null; readReceipts?: boolean; messagingDailyCap?: number | null; features?: string[] } = {},
) {
  const { packages, subscriptions, users: usersTable } = await import('../db/schema');
  const { eq } = await import('drizzle-orm');
  const slug = `test-plan-${crypto.randomBytes(4).toString('hex')}`;
  const [pkg] = await db
    .insert(packages)
    .values({ slug, name: 'Test', pricePaise: 99_900, duration: '1 Month', features: ['x'], buttonText: 'Get Test' })
    .returning();
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      userId,
      packageId: pkg!.id,
      kind: 'complimentary',
      planName: 'Test',
      duration: '1 Month',
      canSeeContactInfo: limits.canSeeContactInfo ?? true,
      maxProfileViews: limits.maxProfileViews ?? null,
      maxPhotosViews: limits.maxPhotosViews ?? null,
      readReceipts: limits.readReceipts ?? false,
      messagingDailyCap: limits.messagingDailyCap ?? null,
      ...(limits.features ? { features: limits.features } : {}),
      startsAt: new Date(Date.now() - 864e5),
      endsAt: new Date(Date.now() + 30 * 864e5),
    })
    .returning();
  await db.update(usersTable).set({ paymentStatus: 'paid', isPaymentComplete: true, currentSubscriptionId: subscription!.id }).where(eq(usersTable.id, userId));
  return subscription!;
}

/** An accepted profile request between two members (a connection). */
export async function connect(db: Database, senderId: string, receiverId: string, status: 'pending' | 'accepted' = 'accepted') {
  const { profileRequests } = await import('../db/schema');
  await db.insert(profileRequests).values({ senderId, receiverId, status });
}
