import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type StorageProvider } from './storage.provider';

/** Files under DATA_DIR/uploads; the embedded default. */
export function createLocalDiskStorage(root: string): StorageProvider {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    // Two levels of fan-out keep folders small with many members.
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    name: 'local-disk',
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, file);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
