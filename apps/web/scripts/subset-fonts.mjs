// Writes src/styles/fonts/inter-rupee.woff2: the rupee sign (U+20B9) alone, cut from Inter's latin-ext
// file. Prices are the only latin-ext characters our pages show, and without this a visitor downloads
// the whole latin-ext file (86 KB) for one glyph. app.css declares it after fontsource's faces, so it
// is the face the browser picks for that character. Run again after upgrading @fontsource-variable/inter.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2');
const subset = await subsetFont(fs.readFileSync(source), '\u20b9', { targetFormat: 'woff2' });
const target = path.join(root, 'src', 'styles', 'fonts', 'inter-rupee.woff2');
fs.writeFileSync(target, subset);
console.log(`Wrote ${path.relative(root, target)} (${subset.length} bytes)`);
