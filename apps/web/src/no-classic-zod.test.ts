import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The contract's schemas are zod/mini; one runtime import of classic zod (`from 'zod'`) anywhere in
 * the app would bundle it again (about 15 KiB gzipped on every form route). Type-only imports are erased.
 */
describe('the web app', () => {
  it('imports zod only as zod/mini (or types only)', () => {
    const src = path.dirname(fileURLToPath(import.meta.url));
    const files = fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    const classic = files.filter((file) =>
      /^import (?!type )[^;]*from ['"]zod(\/v4(\/classic)?)?['"]/m.test(fs.readFileSync(path.join(src, file), 'utf8')),
    );
    expect(classic).toEqual([]);
  });
});
