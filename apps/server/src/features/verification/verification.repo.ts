import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, verificationSubmissions } from '../../db/schema';

export type SubmissionRow = typeof verificationSubmissions.$inferSelect;

export async function latestSubmission(db: Database, userId: string) {
  const [row] = await db.select().from(verificationSubmissions).where(eq(verificationSubmissions.userId, userId)).orderBy(desc(verificationSubmissions.createdAt)).limit(1);
  return row;
}

export async function insertSubmission(db: Database, values: typeof verificationSubmissions.$inferInsert) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(verificationSubmissions).values(values).returning();
    await tx.update(users).set({ verificationStatus: 'submitted' }).where(eq(users.id, values.userId));
    return row!;
  });
}

export async function pendingSubmissions(db: Database) {
  return db
    .select({ submission: verificationSubmissions, member: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email } })
    .from(verificationSubmissions)
    .innerJoin(users, eq(users.id, verificationSubmissions.userId))
    .where(eq(verificationSubmissions.status, 'submitted'))
    .orderBy(asc(verificationSubmissions.createdAt))
    .limit(100);
}

export async function findSubmission(db: Database, id: string) {
  const [row] = await db.select().from(verificationSubmissions).where(eq(verificationSubmissions.id, id)).limit(1);
  return row;
}

/** Records the decision, forgets the files' keys and sets the member's badge state, in one transaction. */
export async function decide(db: Database, id: string, status: 'verified' | 'rejected', reason: string | null, adminId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(verificationSubmissions)
      .set({ status, reason, reviewedAt: now, reviewedBy: adminId, documentKey: null, selfieKey: null })
      .where(and(eq(verificationSubmissions.id, id), eq(verificationSubmissions.status, 'submitted')))
      .returning();
    if (row) await tx.update(users).set({ verificationStatus: status }).where(eq(users.id, row.userId));
    return row ?? null;
  });
}
