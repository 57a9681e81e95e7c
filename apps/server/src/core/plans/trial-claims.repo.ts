import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Transaction } from '../../db/locks';
import { releasedPhones, serverKeys, trialClaims } from '../../db/schema';
import { randomToken } from '../../lib/tokens';

/** The server's own secret called `name`, made on first use; every instance reads the same one. */
export async function readOrCreateServerKey(db: Database, name: string): Promise<string> {
  await db.insert(serverKeys).values({ name, value: randomToken() }).onConflictDoNothing();
  const [row] = await db.select({ value: serverKeys.value }).from(serverKeys).where(sql`${serverKeys.name} = ${name}`);
  return row!.value;
}

/** Records the digests as having had a trial; answers how many were new (the others had one before). */
export async function recordTrialClaims(tx: Transaction | Database, digests: string[], now: Date): Promise<number> {
  if (digests.length === 0) return 0;
  const inserted = await tx
    .insert(trialClaims)
    .values(digests.map((digest) => ({ digest, claimedAt: now })))
    .onConflictDoNothing()
    .returning({ digest: trialClaims.digest });
  return inserted.length;
}

/** Remembers that the member replaced a verified number (its digest). */
export async function recordReleasedPhone(db: Database, userId: string, digest: string, now: Date): Promise<void> {
  await db.insert(releasedPhones).values({ userId, digest, releasedAt: now }).onConflictDoNothing();
}

/** The digests of the verified numbers the member replaced. */
export async function releasedPhoneDigests(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ digest: releasedPhones.digest }).from(releasedPhones).where(eq(releasedPhones.userId, userId));
  return rows.map((row) => row.digest);
}
