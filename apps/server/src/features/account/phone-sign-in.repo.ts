import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { MAX_PROFILES_PER_NUMBER } from './shared-number';

/**
 * The live members' accounts that proved this number, oldest first: several when a family manages its profiles with
 * one number (shared-number.ts).
 */
export async function accountsOfVerifiedPhone(db: Database, phone: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, accountHolder: users.accountHolder, language: users.language })
    .from(users)
    .where(and(eq(users.contactNo, phone), isNull(users.deletedAt), isNotNull(users.phoneVerifiedAt), eq(users.role, 'member')))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(MAX_PROFILES_PER_NUMBER + 1);
}
