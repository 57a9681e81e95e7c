import type { Sharp } from 'sharp';

/**
 * 64-bit perceptual hash of a photo (pHash), to find the same photo on another member's account after
 * resizing, re-compression, a mild crop, a brightness change or a format change.
 *
 * The image is flattened on white, made grey and squeezed to 32×32 (aspect ignored, so a resize changes
 * nothing); a 2-D DCT keeps its lowest frequencies (rows 0–7, columns 0–8 minus the constant term: 64
 * coefficients), and each bit says whether its coefficient is above their median. Low frequencies are
 * the photo's broad shapes, which edits like those above barely move; the median makes it blind to
 * brightness and contrast. A horizontal mirror only flips the sign of odd columns' coefficients, so the
 * mirrored image's hash comes from the same numbers, no second decode.
 */

const SIZE = 32;
/** The (row, column) frequency pairs kept, in bit order (bit 63 first). */
const KEPT: ReadonlyArray<readonly [number, number]> = (() => {
  const pairs: Array<[number, number]> = [];
  for (let v = 0; v < 8; v += 1) for (let u = 0; u < 9; u += 1) if (!(v === 0 && u === 0) && !(v > 0 && u === 8)) pairs.push([v, u]);
  return pairs;
})();
const COS: Float64Array[] = Array.from({ length: 9 }, (_, k) => {
  const row = new Float64Array(SIZE);
  for (let x = 0; x < SIZE; x += 1) row[x] = Math.cos(((2 * x + 1) * k * Math.PI) / (2 * SIZE));
  return row;
});

export interface PerceptualHash {
  /** Signed 64-bit, as PostgreSQL's bigint stores it. */
  hash: bigint;
  /** The hash the horizontally mirrored photo would have. */
  mirrored: bigint;
}

/** The 64 low-frequency DCT coefficients of a 32×32 grey image, in KEPT order. */
function lowFrequencies(grey: Uint8Array): Float64Array {
  // Separable DCT-II: rows first (32 rows × 9 frequencies), then columns for the 8 row-frequencies kept.
  const rows = new Float64Array(SIZE * 9);
  for (let y = 0; y < SIZE; y += 1) {
    for (let u = 0; u < 9; u += 1) {
      let sum = 0;
      const c = COS[u]!;
      for (let x = 0; x < SIZE; x += 1) sum += grey[y * SIZE + x]! * c[x]!;
      rows[y * 9 + u] = sum;
    }
  }
  const out = new Float64Array(KEPT.length);
  KEPT.forEach(([v, u], i) => {
    let sum = 0;
    const c = COS[v]!;
    for (let y = 0; y < SIZE; y += 1) sum += rows[y * 9 + u]! * c[y]!;
    out[i] = sum;
  });
  return out;
}

function bitsAboveMedian(coefficients: Float64Array): bigint {
  const sorted = Float64Array.from(coefficients).sort();
  const median = (sorted[31]! + sorted[32]!) / 2;
  let hash = 0n;
  for (const c of coefficients) hash = (hash << 1n) | (c > median ? 1n : 0n);
  return BigInt.asIntN(64, hash);
}

/** The hash of 32×32 grey pixels (row-major, one byte each). */
export function hashOfGrey(grey: Uint8Array): PerceptualHash {
  const coefficients = lowFrequencies(grey);
  const mirrored = coefficients.map((c, i) => (KEPT[i]![1] % 2 === 1 ? -c : c));
  return { hash: bitsAboveMedian(coefficients), mirrored: bitsAboveMedian(mirrored) };
}

/**
 * Below this spread of grey levels (standard deviation, 0–255) an image is a flat colour or nearly: its
 * hash would be noise around the median, and two unrelated flat pictures would match. Not hashed.
 */
export const MIN_GREY_SPREAD = 6;

function greySpread(grey: Uint8Array): number {
  let sum = 0;
  let squares = 0;
  for (const g of grey) {
    sum += g;
    squares += g * g;
  }
  const mean = sum / grey.length;
  return Math.sqrt(Math.max(0, squares / grey.length - mean * mean));
}

/** The hash of an image already in a sharp pipeline (oriented upright); null for a flat image. */
export async function perceptualHash(image: Sharp): Promise<PerceptualHash | null> {
  const grey = await image
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(SIZE, SIZE, { fit: 'fill', kernel: 'cubic' })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  if (grey.info.width !== SIZE || grey.info.height !== SIZE || grey.info.channels !== 1) throw new Error(`perceptual hash: unexpected ${grey.info.width}x${grey.info.height}x${grey.info.channels}`);
  return greySpread(grey.data) < MIN_GREY_SPREAD ? null : hashOfGrey(grey.data);
}

/** Bits in which two hashes differ. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let n = 0;
  while (x) {
    x &= x - 1n;
    n += 1;
  }
  return n;
}

/**
 * Multi-index hashing: the 64 bits cut into 4 bands of 16. Two hashes within distance 7 differ in at most
 * one bit in some band (pigeonhole: 4 bands × 2 bits would be 8), so probing each band's value and its 16
 * one-bit neighbours (68 probes per hash) finds every such pair on the (band, bits) primary key; pairs at
 * 8 to PHOTO_HASH_MAX_DISTANCE are found when their differing bits are spread unevenly, as they usually are.
 */
export const HASH_BANDS = 4;
const BAND_BITS = 16;

/** The 16-bit value of each band (band 0 holds the highest bits). */
export function bandsOf(hash: bigint): number[] {
  const unsigned = BigInt.asUintN(64, hash);
  return Array.from({ length: HASH_BANDS }, (_, band) => Number((unsigned >> BigInt((HASH_BANDS - 1 - band) * BAND_BITS)) & 0xffffn));
}

/** Every (band, bits) value to look up for a hash: each band's own value and its one-bit neighbours. */
export function probesOf(hash: bigint): Array<{ band: number; bits: number }> {
  return bandsOf(hash).flatMap((bits, band) => [{ band, bits }, ...Array.from({ length: BAND_BITS }, (_, i) => ({ band, bits: bits ^ (1 << i) }))]);
}
