// Draws the app's icons (the crescent-and-star mark of public/favicon.svg) as PNGs into public/icons/, for the
// web app manifest, the iPhone's Home Screen and the notifications. Run it after changing the mark:
//   node apps/web/scripts/make-icons.mjs
// The PNGs are committed, so the build needs no image tool. sharp comes with the server's dependencies.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const GREEN = '#1b4d3e';
const GOLD = '#d4a73a';
const MARK = (fill) =>
  `<path d="M40 14a18 18 0 1 0 10 31 15 15 0 1 1-10-31z" fill="${fill}"/>` +
  `<path d="M44 22l1.8 4.2 4.5.4-3.4 3 1 4.4-3.9-2.3-3.9 2.3 1-4.4-3.4-3 4.5-.4z" fill="${fill}"/>`;

/** The mark on its rounded green tile, as the favicon: for "any" purpose (browsers show it as it is). */
const roundedTile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${GREEN}"/>${MARK(GOLD)}</svg>`;
/**
 * Full-bleed green with the mark inside the central 80 % circle that Android's masks keep (maskable icons,
 * and the iPhone's Home Screen, which rounds the corners itself).
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${GREEN}"/><g transform="translate(32 32) scale(0.95) translate(-30 -32)">${MARK(GOLD)}</g></svg>`;
/** Android draws a notification's badge from its alpha channel only: the mark alone, white on transparent. */
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><g transform="translate(32 32) scale(1.25) translate(-30 -32)">${MARK('#ffffff')}</g></svg>`;

const icons = [
  ['icon-192.png', roundedTile, 192],
  ['icon-512.png', roundedTile, 512],
  ['icon-maskable-192.png', fullBleed, 192],
  ['icon-maskable-512.png', fullBleed, 512],
  ['apple-touch-icon.png', fullBleed, 180],
  ['badge-96.png', badge, 96],
];

fs.mkdirSync(out, { recursive: true });
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: name !== 'badge-96.png' })
    .toFile(path.join(out, name));
  console.log(`${name} ${size}×${size}`);
}
