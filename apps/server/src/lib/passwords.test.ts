import { afterEach, describe, expect, it, vi } from 'vitest';
import * as argon2 from '@node-rs/argon2';
import { hashPassword, verifyPassword } from './passwords';

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof argon2>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

describe('verifyPassword', () => {
  afterEach(() => vi.mocked(argon2.verify).mockRestore());

  it('is true for the password and false for another', async () => {
    const stored = await hashPassword('Secret#123');
    expect(await verifyPassword(stored, 'Secret#123')).toBe(true);
    expect(await verifyPassword(stored, 'Secret#124')).toBe(false);
  });

  it('is false for a stored hash argon2 cannot read: no password matches it', async () => {
    const stored = await hashPassword('Secret#123');
    for (const unreadable of ['', 'not a hash', stored.replace('$v=19', '$v=99'), stored.replace('t=2', 't=0')]) {
      expect(await verifyPassword(unreadable, 'Secret#123')).toBe(false);
    }
  });

  it('throws when the check itself fails, so the right password is not called wrong', async () => {
    const stored = await hashPassword('Secret#123');
    vi.mocked(argon2.verify).mockRejectedValueOnce(Object.assign(new Error('memory allocation failed'), { code: 'GenericFailure' }));
    await expect(verifyPassword(stored, 'Secret#123')).rejects.toThrow('memory allocation failed');
  });
});
