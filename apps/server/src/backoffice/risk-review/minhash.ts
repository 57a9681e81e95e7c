/**
 * MinHash of word shingles, for "the same text on several accounts" (issue 19 part 3). Pure: no
 * database, no clock. A text becomes its set of 3-word shingles; 64 hash functions give its signature;
 * the signature is cut into 16 bands of 4 values, each band hashed to one 64-bit number. Two texts
 * whose shingle sets overlap by Jaccard J share at least one band with probability 1 - (1 - J^4)^16
 * (0.9998 at J = 0.8, 0.64 at J = 0.5, 0.01 at J = 0.2), so a lookup on the band values finds the
 * near-copies and the exact Jaccard then decides.
 */

export const SHINGLE_WORDS = 3;
export const MINHASH_FUNCTIONS = 64;
export const MINHASH_BANDS = 16;
export const ROWS_PER_BAND = MINHASH_FUNCTIONS / MINHASH_BANDS;

/** Lowercase words, punctuation dropped (letters and digits of any script are kept). */
export function words(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** The distinct runs of SHINGLE_WORDS consecutive words (a shorter text is one shingle). */
export function shingles(list: readonly string[]): Set<string> {
  const out = new Set<string>();
  if (list.length === 0) return out;
  if (list.length < SHINGLE_WORDS) return out.add(list.join(' '));
  for (let i = 0; i + SHINGLE_WORDS <= list.length; i += 1) out.add(list.slice(i, i + SHINGLE_WORDS).join(' '));
  return out;
}

/** Exact Jaccard similarity of two sets (1 for two empty sets is not useful: 0). */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Similarity of two texts: exact Jaccard of their shingle sets. */
export function textSimilarity(a: string, b: string): number {
  return jaccard(shingles(words(a)), shingles(words(b)));
}

function fnv1a32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** MurmurHash3's finaliser: a cheap, well-mixing 32-bit permutation. */
function fmix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Fixed seeds, one per hash function: signatures stored today must match the ones computed tomorrow. */
const SEEDS: readonly number[] = Array.from({ length: MINHASH_FUNCTIONS }, (_, i) => fmix32(0x9e3779b9 * (i + 1)));

/** The MinHash signature: per hash function, the smallest hash over the shingles. */
export function signature(set: ReadonlySet<string>): Uint32Array {
  const sig = new Uint32Array(MINHASH_FUNCTIONS).fill(0xffffffff);
  for (const shingle of set) {
    const base = fnv1a32(shingle);
    for (let i = 0; i < MINHASH_FUNCTIONS; i += 1) {
      const h = fmix32(base ^ SEEDS[i]!);
      if (h < sig[i]!) sig[i] = h;
    }
  }
  return sig;
}

/** Estimated Jaccard from two signatures: the share of hash functions whose minimum agrees. */
export function estimateSimilarity(a: Uint32Array, b: Uint32Array): number {
  let same = 0;
  for (let i = 0; i < MINHASH_FUNCTIONS; i += 1) if (a[i] === b[i]) same += 1;
  return same / MINHASH_FUNCTIONS;
}

const FNV64_OFFSET = 0xcbf29ce484222325n;
const FNV64_PRIME = 0x100000001b3n;
const MASK64 = (1n << 64n) - 1n;

/** One signed 64-bit value per band (a PostgreSQL bigint): texts that agree on a band's 4 values share it. */
export function bandHashes(sig: Uint32Array): bigint[] {
  const out: bigint[] = [];
  for (let band = 0; band < MINHASH_BANDS; band += 1) {
    let h = FNV64_OFFSET;
    for (let row = 0; row < ROWS_PER_BAND; row += 1) {
      const value = sig[band * ROWS_PER_BAND + row]!;
      for (let byte = 0; byte < 4; byte += 1) {
        h ^= BigInt((value >>> (byte * 8)) & 0xff);
        h = (h * FNV64_PRIME) & MASK64;
      }
    }
    out.push(BigInt.asIntN(64, h));
  }
  return out;
}

/** What is stored for one text: its word count and its band hashes (none when it is too short to compare). */
export function fingerprint(text: string | null | undefined, minWords: number): { words: number; bands: bigint[] } {
  const list = words(text ?? '');
  if (list.length < minWords) return { words: list.length, bands: [] };
  return { words: list.length, bands: bandHashes(signature(shingles(list))) };
}
