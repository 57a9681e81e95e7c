import type { Database } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { findLiveUserByEmail, insertUser, promoteToAdmin } from './seed.repo';

/** Creates an administrator, or promotes an existing account and sets its password. */
export async function createAdmin(
  db: Database,
  input: { email: string; password: string; firstName: string; lastName: string },
): Promise<'created' | 'promoted'> {
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const existing = await findLiveUserByEmail(db, email);
  if (existing) {
    await promoteToAdmin(db, existing.id, passwordHash);
    return 'promoted';
  }
  await insertUser(db, {
    role: 'admin',
    firstName: input.firstName,
    lastName: input.lastName,
    email,
    passwordHash,
    status: 'Active',
    paymentStatus: 'paid',
  });
  return 'created';
}
