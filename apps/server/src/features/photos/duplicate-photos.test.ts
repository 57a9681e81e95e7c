import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../context';
import { checkDuplicatePhoto } from './duplicate-photos';

afterEach(() => vi.restoreAllMocks());

describe('checkDuplicatePhoto', () => {
  it('a failing database costs the check, never the upload: it logs and answers false', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = new Proxy({}, { get: () => () => { throw new Error('database down'); } });
    const ctx = { db: broken, now: () => new Date() } as unknown as AppContext;
    await expect(checkDuplicatePhoto(ctx, { id: 'image', userId: 'member' }, { hash: 1n, mirrored: 2n })).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith('photos: duplicate check failed', expect.any(Error));
  });
});
