import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guardians, users } from '../../db/schema';

/**
 * Who guards whom (guardian accounts, docs/decisions.md): read by the privacy policy's viewer (a guardian sees as
 * the members she guards) and by the contact exchange's guardian approval; the guardians feature writes the links.
 */

/** A member's guardians and invitations, newest first (removed ones left out). */
export async function listGuardiansOf(db: Database, memberId: string) {
  return db.select().from(guardians).where(and(eq(guardians.memberId, memberId), ne(guardians.status, 'removed'))).orderBy(desc(guardians.createdAt));
}

/** The same, each with the name the guardian chose on accepting (Settings → Family lists guardians by name). */
export async function listNamedGuardiansOf(db: Database, memberId: string) {
  return db
    .select({ link: guardians, guardianName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')` })
    .from(guardians)
    .leftJoin(users, eq(users.id, guardians.guardianUserId))
    .where(and(eq(guardians.memberId, memberId), ne(guardians.status, 'removed')))
    .orderBy(desc(guardians.createdAt));
}

/** The members this guardian account may follow (active links only), with whether each paused or deleted her account. */
export async function guardedMembers(db: Database, guardianUserId: string) {
  return db
    .select({
      link: guardians,
      member: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profileFor: users.profileFor,
        deletedAt: users.deletedAt,
        deactivatedAt: users.deactivatedAt,
      },
    })
    .from(guardians)
    .innerJoin(users, eq(users.id, guardians.memberId))
    .where(and(eq(guardians.guardianUserId, guardianUserId), eq(guardians.status, 'active')));
}
