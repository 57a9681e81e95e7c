import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../errors';
import { createMemoryLimiter } from '../../lib/attempt-limiter';
import type { AppContext } from '../../context';
import type { MemberRow } from '../../db/member-row';
import * as passwords from '../../lib/passwords';
import { LOGIN_FAILURES_PER_ADDRESS, login } from './auth.service';

// The member and her password check, without a database: what is tested is how login counts a check that fails.
vi.mock('../../lib/passwords', async (importOriginal) => ({ ...(await importOriginal<typeof passwords>()), verifyPassword: vi.fn() }));
vi.mock('../../core/member/users.repo', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  findLiveUserByEmail: vi.fn(async () => ({ id: 'member-1', email: 'aisha@example.com', passwordHash: '$argon2id$stored', status: 'Active' }) as unknown as MemberRow),
  updateUserFields: vi.fn(async () => undefined),
}));

const ctx = { config: { RELAX_RATE_LIMITS: false }, db: {}, now: () => new Date() } as unknown as AppContext;

describe('a password check that cannot run', () => {
  it('is thrown, not answered as a wrong password, and not counted as a guess', async () => {
    const limiter = createMemoryLimiter();
    const verify = vi.mocked(passwords.verifyPassword);
    const attempt = () => login(ctx, limiter, 'aisha@example.com', 'Secret#123', '10.0.0.1');
    verify.mockResolvedValue(false);
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS - 1; i += 1) await expect(attempt()).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    const failure = new Error('memory allocation failed');
    verify.mockRejectedValueOnce(failure);
    const thrown = await attempt().catch((error: unknown) => error);
    expect(thrown).toBe(failure);
    expect(thrown).not.toBeInstanceOf(AppError);
    // Counted, it would have been the fifth failure from this address and locked her out of the next, right, try.
    verify.mockResolvedValue(true);
    await expect(attempt()).resolves.toMatchObject({ id: 'member-1' });
  });
});
