/**
 * Draws a demo member's portrait as SVG, locally: no downloads, no real faces. The figures are
 * those of the home page's illustrations (apps/web/src/features/marketing/home/figure-illustration.tsx):
 * faceless busts, women in a hijab or a dupatta, men in a kufi with a beard, on a soft backdrop
 * with a halo. Colours and styles vary with the seed number; a scarf is never the colour of skin.
 */
const BACKDROPS: ReadonlyArray<readonly [string, string]> = [
  ['#eef7f2', '#d6ece0'],
  ['#fdf8ec', '#f8ecc9'],
  ['#eaf0f7', '#cbd9ea'],
  ['#f7eef1', '#ead2da'],
  ['#f1f5e9', '#d9e6c4'],
  ['#f4f0fa', '#ddd3ee'],
];
const SKIN = ['#f3d9c2', '#e8c29f', '#d9a47a', '#b97f55', '#8e5b3a'];
/** Scarf colours: greens, blues, plums, maroons, creams, golds, greys and black; no skin-like browns. */
const SCARF = ['#1b4d3e', '#2f7f5d', '#2f4f6f', '#4f6fa0', '#6b4b7a', '#8e5a8c', '#7a2f3f', '#b0445a', '#f0d88f', '#d4a73a', '#fdf8ec', '#5a6270', '#23232b', '#3d6b6b'];
const GARMENT = ['#1b4d3e', '#2f7f5d', '#93691a', '#6f4f16', '#2f4f6f', '#5b3d6b', '#7a2f3f', '#f8ecc9', '#3c3c5a', '#22674b'];
const CAP = ['#ffffff', '#fdf8ec', '#f8ecc9', '#1b4d3e', '#6f4f16', '#23232b'];
const HAIR = ['#1f1712', '#2b211b', '#3a2a1f', '#4a3a2c', '#8a8a8a'];
const SHADE = 'rgba(15, 44, 36, 0.14)';

type HijabStyle = 'hijab' | 'dupatta' | 'wrap';
const HIJAB_STYLES: readonly HijabStyle[] = ['hijab', 'dupatta', 'wrap'];

/** A well-mixed index for one choice, so neighbouring seeds and lists of any length differ. */
function pickFor(seed: number) {
  return <T>(list: readonly T[], salt: number): T => {
    let h = Math.imul(seed + 1, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca6b);
    h ^= h >>> 15;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 13;
    return list[(h >>> 0) % list.length]!;
  };
}

/** Small dots over a scarf, for some of them. */
const dots = (id: string, colour: string) =>
  `<pattern id="${id}" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="1.8" fill="${colour}" opacity="0.55"/></pattern>`;

/** Every shape is drawn in the home page's 200 × 240 box. */
function woman(style: HijabStyle, skin: string, scarf: string, garment: string, trim: string, hair: string, patterned: boolean): { defs: string; body: string } {
  const defs = patterned ? dots('scarf-dots', trim) : '';
  const overlay = (d: string) => (patterned ? `<path d="${d}" fill="url(#scarf-dots)"/>` : '');
  const hijab = 'M100 56c-31 0-50 25-50 58 0 24 7 41 16 53-11 7-18 16-21 27 17-9 35-13 55-13s38 4 55 13c-3-11-10-20-21-27 9-12 16-29 16-53 0-33-19-58-50-58z';
  const neckline = `<path d="M66 167c10 9 22 14 34 14s24-5 34-14" fill="none" stroke="${SHADE}" stroke-width="3" stroke-linecap="round"/>`;
  if (style === 'dupatta') {
    // A dupatta drawn loosely over the head: the hair's parting shows at the forehead, the ends
    // fall over both shoulders, with a border in the trim colour.
    const drape = 'M100 58c-34 0-54 27-54 62 0 30 4 58 0 84-4 18-12 30-20 36h46c6-30 8-58 6-80-6-10-10-24-10-40 0-24 12-44 32-44s32 20 32 44c0 16-4 30-10 40-2 22 0 50 6 80h46c-8-6-16-18-20-36-4-26 0-54 0-84 0-35-20-62-54-62z';
    return {
      defs,
      body: `<path d="M26 240c0-46 32-72 74-72s74 26 74 72z" fill="${garment}"/>
        <path d="M62 110c0-30 16-48 38-48s38 18 38 48v96H62z" fill="${scarf}"/>
        <path d="M62 110c0-30 16-48 38-48s38 18 38 48v96H62z" fill="${SHADE}"/>
        <rect x="89" y="138" width="22" height="36" rx="10" fill="${skin}"/>
        <ellipse cx="100" cy="116" rx="26" ry="32" fill="${skin}"/>
        <path d="M74 108c2-22 12-34 26-34s24 12 26 34c-6-10-14-16-26-16s-20 6-26 16z" fill="${hair}"/>
        <path d="M100 76v14" stroke="${skin}" stroke-width="2" stroke-linecap="round"/>
        <path d="${drape}" fill="${scarf}"/>
        ${overlay(drape)}
        <path d="M48 204c-4 16-12 28-22 36M152 204c4 16 12 28 22 36" fill="none" stroke="${trim}" stroke-width="4" stroke-linecap="round"/>
        <path d="M66 88c8-18 20-26 34-26s26 8 34 26" fill="none" stroke="${trim}" stroke-width="3" stroke-linecap="round"/>`,
    };
  }
  // The hijab as on the home page; the wrap adds an under-cap band across the forehead.
  const wrap =
    style === 'wrap'
      ? `<path d="M74 100c4-14 14-22 26-22s22 8 26 22c-8-5-16-7-26-7s-18 2-26 7z" fill="${trim}"/>`
      : '';
  return {
    defs,
    body: `<path d="M26 240c0-46 32-72 74-72s74 26 74 72z" fill="${garment}"/>
      <path d="${hijab}" fill="${scarf}"/>
      ${overlay(hijab)}
      <ellipse cx="100" cy="115" rx="28" ry="34" fill="${SHADE}"/>
      <ellipse cx="100" cy="117" rx="24" ry="30" fill="${skin}"/>
      ${wrap}
      ${neckline}`,
  };
}

function man(skin: string, garment: string, cap: string, hair: string): string {
  return `<path d="M26 240c0-46 32-70 74-70s74 24 74 70z" fill="${garment}"/>
    <rect x="88" y="136" width="24" height="38" rx="10" fill="${skin}"/>
    <path d="M86 172l14 20 14-20" fill="none" stroke="${SHADE}" stroke-width="3" stroke-linejoin="round"/>
    <ellipse cx="72" cy="116" rx="6" ry="9" fill="${skin}"/>
    <ellipse cx="128" cy="116" rx="6" ry="9" fill="${skin}"/>
    <ellipse cx="100" cy="112" rx="28" ry="33" fill="${skin}"/>
    <path d="M73 112c1 27 12 42 27 42s26-15 27-42c-6 11-15 16-27 16s-21-5-27-16z" fill="${hair}"/>
    <path d="M71 97c0-21 13-34 29-34s29 13 29 34z" fill="${cap}"/>
    <path d="M72 97h56" stroke="${SHADE}" stroke-width="3" stroke-linecap="round"/>`;
}

/** Two colours that read as the same at a glance (a scarf against skin, a cap against its backdrop). */
function tooClose(a: string, b: string): boolean {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [x, y] = [rgb(a), rgb(b)];
  return Math.hypot(x[0]! - y[0]!, x[1]! - y[1]!, x[2]! - y[2]!) < 90;
}

/** The first colour from the list, starting at the seed's choice, that stands apart from all of `avoid`. */
function distinct(pick: <T>(list: readonly T[], salt: number) => T, list: readonly string[], salt: number, avoid: string[]): string {
  const start = list.indexOf(pick(list, salt));
  for (let i = 0; i < list.length; i += 1) {
    const colour = list[(start + i) % list.length]!;
    if (avoid.every((other) => !tooClose(colour, other))) return colour;
  }
  return list[start]!;
}

export function drawAvatarSvg(gender: 'male' | 'female', seed: number): string {
  const pick = pickFor(seed);
  const [backdrop, glow] = pick(BACKDROPS, 1);
  const skin = pick(SKIN, 2);
  const hair = pick(HAIR.slice(0, 4), 6);
  let defs = '';
  let body: string;
  if (gender === 'female') {
    const scarf = distinct(pick, SCARF, 3, [skin, backdrop]);
    const garment = distinct(pick, GARMENT, 4, [scarf]);
    const trim = distinct(pick, SCARF, 5, [scarf, skin]);
    const style = HIJAB_STYLES[seed % HIJAB_STYLES.length]!;
    ({ defs, body } = woman(style, skin, scarf, garment, trim, hair, pick([true, false, false], 7)));
  } else {
    const garment = distinct(pick, GARMENT, 4, [skin]);
    const cap = distinct(pick, CAP, 5, [skin, garment]);
    body = man(skin, garment, cap, pick(HAIR, 6));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500">
  <defs>${defs}</defs>
  <rect width="400" height="500" fill="${backdrop}"/>
  <circle cx="200" cy="230" r="150" fill="${glow}"/>
  <path d="M338 64l6 15 15 6-15 6-6 15-6-15-15-6 15-6z" fill="${glow}"/>
  <path d="M62 392l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="${glow}"/>
  <g transform="translate(0 20) scale(2)">${body}</g>
</svg>`;
}
