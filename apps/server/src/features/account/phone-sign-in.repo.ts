import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** The live accounts that proved this number (today at most one: a number is unique among live accounts). */
export async function accountIdsOfVerifiedPhone(db: Database, phone: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.contactNo, phone), isNull(users.deletedAt), isNotNull(users.phoneVerifiedAt), eq(users.role, 'member')))
    .limit(5);
  return rows.map((row) => row.id);
}
