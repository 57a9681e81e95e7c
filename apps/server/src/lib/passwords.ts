import { hash, verify } from '@node-rs/argon2';
import { randomToken } from './tokens';

/** argon2id (the library's default algorithm) with OWASP's recommended memory cost. */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * False for a wrong password, and for a stored hash argon2 cannot read (no password matches it). Any other failure
 * of the check (memory, the thread pool) is thrown: a member with the right password must not be told it is wrong.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'InvalidArg') return false;
    throw error;
  }
}

/** A hash that no password matches, so a failed lookup costs as much time as a real check. */
let decoyHash: Promise<string> | undefined;
export const getDecoyHash = () => (decoyHash ??= hashPassword(randomToken(24)));
