import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { MAX_PROFILES_PER_NUMBER } from './shared-number';

/**
 * The live members' accounts that proved this number, oldest first: several when a family manages its profiles with
 * one number (shared-number.ts). With `guardians`, the guardian accounts that proved it too (issue 41, item 6): they sign
 * in by code, but take no room among a number's profiles.
 */
export async function accountsOfVerifiedPhone(db: Database, phone: string, options: { guardians?: boolean } = {}) {
  return db
    .select({ id: users.id, firstName: users.firstName, role: users.role, accountHolder: users.accountHolder, language: users.language })
    .from(users)
    .where(and(eq(users.contactNo, phone), isNull(users.deletedAt), isNotNull(users.phoneVerifiedAt), options.guardians ? inArray(users.role, ['member', 'guardian']) : eq(users.role, 'member')))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(MAX_PROFILES_PER_NUMBER + 2);
}
