import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PHOTO_HASH_MAX_DISTANCE } from '@sakinah/contract';
import { syntheticPhoto } from '../../test/images';
import { bandsOf, hammingDistance, hashOfGrey, perceptualHash, probesOf, type PerceptualHash } from './perceptual-hash';

/**
 * Recall and false alarms of the duplicate-photo check, measured on generated photos (docs/trust.md
 * section 1 quotes the figures this prints): each photo and its edited copies go through the same hash,
 * band probes and threshold as an upload.
 */
const PHOTOS = 50;
const W = 800;
const H = 1000;

/** Edits a copier makes; `asserted` ones must be caught (recall floor), the others are measured only. */
const EDITS: Record<string, { asserted: boolean; edit: (b: Buffer) => Promise<Buffer> }> = {
  'resized to half': { asserted: true, edit: (b) => sharp(b).resize(W / 2).png().toBuffer() },
  'JPEG quality 30': { asserted: true, edit: (b) => sharp(b).jpeg({ quality: 30 }).toBuffer() },
  'PNG to JPEG': { asserted: true, edit: (b) => sharp(b).jpeg({ quality: 85 }).toBuffer() },
  'JPEG back to PNG': { asserted: true, edit: async (b) => sharp(await sharp(b).jpeg({ quality: 75 }).toBuffer()).png().toBuffer() },
  mirrored: { asserted: true, edit: (b) => sharp(b).flop().jpeg({ quality: 85 }).toBuffer() },
  'brighter 25 %': { asserted: true, edit: (b) => sharp(b).modulate({ brightness: 1.25 }).jpeg().toBuffer() },
  'darker 20 %': { asserted: true, edit: (b) => sharp(b).modulate({ brightness: 0.8 }).png().toBuffer() },
  'cropped 5 % (edges)': { asserted: true, edit: (b) => sharp(b).extract({ left: 20, top: 25, width: W - 40, height: H - 50 }).jpeg().toBuffer() },
  'cropped 5 %, mirrored, JPEG 50': { asserted: true, edit: (b) => sharp(b).extract({ left: 20, top: 25, width: W - 40, height: H - 50 }).flop().jpeg({ quality: 50 }).toBuffer() },
  'cropped 10 % (edges)': { asserted: false, edit: (b) => sharp(b).extract({ left: 40, top: 50, width: W - 80, height: H - 100 }).jpeg().toBuffer() },
  'cropped 10 % (one side)': { asserted: false, edit: (b) => sharp(b).extract({ left: 80, top: 0, width: W - 80, height: H }).jpeg().toBuffer() },
  'cropped 20 % (edges)': { asserted: false, edit: (b) => sharp(b).extract({ left: 80, top: 100, width: W - 160, height: H - 200 }).jpeg().toBuffer() },
};

const hashOf = async (bytes: Buffer): Promise<PerceptualHash> => (await perceptualHash(sharp(bytes).rotate()))!;

/** The band index in memory, probed exactly as photo-hashes.repo.ts probes photo_hash_bands. */
function buildIndex(hashes: bigint[]) {
  const rows = new Map<string, number[]>();
  hashes.forEach((hash, id) => bandsOf(hash).forEach((bits, band) => rows.set(`${band}:${bits}`, [...(rows.get(`${band}:${bits}`) ?? []), id])));
  /** The stored photo nearest to `query` (or its mirror) within the threshold, or null; `skip` is left out (the uploader's own). */
  return (query: PerceptualHash, skip = -1): number | null => {
    const candidates = new Set<number>();
    for (const p of [...probesOf(query.hash), ...probesOf(query.mirrored)]) for (const id of rows.get(`${p.band}:${p.bits}`) ?? []) if (id !== skip) candidates.add(id);
    let best: { id: number; d: number } | null = null;
    for (const id of candidates) {
      const d = Math.min(hammingDistance(hashes[id]!, query.hash), hammingDistance(hashes[id]!, query.mirrored));
      if (d <= PHOTO_HASH_MAX_DISTANCE && (!best || d < best.d)) best = { id, d };
    }
    return best?.id ?? null;
  };
}

describe('perceptual hash', () => {
  it('a mirrored image hashes to the mirror of its hash; flat images are not hashed', async () => {
    const photo = await syntheticPhoto(9001, 320, 400);
    const a = await hashOf(photo);
    const b = await hashOf(await sharp(photo).flop().png().toBuffer());
    expect(hammingDistance(a.mirrored, b.hash)).toBeLessThanOrEqual(2);
    expect(hammingDistance(a.hash, b.mirrored)).toBeLessThanOrEqual(2);
    expect(await perceptualHash(sharp({ create: { width: 200, height: 200, channels: 3, background: '#336699' } }))).toBeNull();
    // Half the bits set, always (each bit is "above the median").
    const grey = Uint8Array.from({ length: 1024 }, (_, i) => (i * 37) % 256);
    const ones = BigInt.asUintN(64, hashOfGrey(grey).hash).toString(2).replace(/0/g, '').length;
    expect(ones).toBe(32);
  });

  it('every hash within distance 7 shares a probe (4 bands of 16 bits, one-bit neighbours)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let trial = 0; trial < 500; trial += 1) {
      const hash = BigInt.asIntN(64, (BigInt(Math.floor(random() * 2 ** 32)) << 32n) | BigInt(Math.floor(random() * 2 ** 32)));
      let other = BigInt.asUintN(64, hash);
      const bits = new Set<number>();
      while (bits.size < 7) bits.add(Math.floor(random() * 64));
      for (const bit of bits) other ^= 1n << BigInt(bit);
      const stored = new Set(bandsOf(BigInt.asIntN(64, other)).map((bits, band) => `${band}:${bits}`));
      expect(probesOf(hash).some((p) => stored.has(`${p.band}:${p.bits}`))).toBe(true);
    }
  });

  it(`finds edited copies (recall) and no distinct photo (false alarms) at distance ${PHOTO_HASH_MAX_DISTANCE}`, { timeout: 240_000 }, async () => {
    const originals: Buffer[] = [];
    for (let seed = 1; seed <= PHOTOS; seed += 1) originals.push(await syntheticPhoto(seed, W, H));
    const hashes = await Promise.all(originals.map((photo) => hashOf(photo)));
    const nearest = buildIndex(hashes.map((h) => h.hash));

    const rows: string[] = [];
    let assertedFound = 0;
    let assertedTotal = 0;
    let wrongMatches = 0;
    let copies = 0;
    for (const [name, { asserted, edit }] of Object.entries(EDITS)) {
      let found = 0;
      for (const [id, photo] of originals.entries()) {
        const match = nearest(await hashOf(await edit(photo)));
        if (match === id) found += 1;
        else if (match !== null) wrongMatches += 1;
        copies += 1;
      }
      if (asserted) {
        assertedFound += found;
        assertedTotal += PHOTOS;
      }
      rows.push(`| ${name} | ${found}/${PHOTOS} (${Math.round((100 * found) / PHOTOS)} %) |${asserted ? '' : ' not asserted'}`);
    }
    // Distinct photos: each original looked up among all the others.
    let distinctMatched = 0;
    for (const [id, h] of hashes.entries()) if (nearest(h, id) !== null) distinctMatched += 1;
    const pairDistances: number[] = [];
    for (let i = 0; i < PHOTOS; i += 1) for (let j = i + 1; j < PHOTOS; j += 1) pairDistances.push(hammingDistance(hashes[i]!.hash, hashes[j]!.hash));
    pairDistances.sort((a, b) => a - b);
    const closePairs = pairDistances.filter((d) => d <= PHOTO_HASH_MAX_DISTANCE).length;
    const recall = assertedFound / assertedTotal;
    console.log(
      [
        `Duplicate photos, ${PHOTOS} generated photos ${W}x${H}, threshold ${PHOTO_HASH_MAX_DISTANCE}:`,
        ...rows,
        `recall over the asserted edits: ${assertedFound}/${assertedTotal} = ${(100 * recall).toFixed(1)} %`,
        `distinct photos matched to another: ${distinctMatched}/${PHOTOS}; copies matched to the wrong photo: ${wrongMatches}/${copies}`,
        `pairs of distinct photos within the threshold: ${closePairs}/${pairDistances.length}; nearest pair ${pairDistances[0]} bits, median ${pairDistances[pairDistances.length >> 1]}`,
      ].join('\n'),
    );
    expect(recall).toBeGreaterThanOrEqual(0.95);
    expect(distinctMatched / PHOTOS).toBeLessThanOrEqual(0.01);
    expect(wrongMatches / copies).toBeLessThanOrEqual(0.01);
    expect(closePairs / pairDistances.length).toBeLessThanOrEqual(0.01);
  });
});
