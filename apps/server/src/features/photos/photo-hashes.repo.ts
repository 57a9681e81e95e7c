import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { photoHashBands } from '../../db/schema';
import { bandsOf, probesOf } from '../../core/media/perceptual-hash';

/** Indexes an image's hash: one row per band (the image's own hash lives in images.perceptual_hash). */
export async function insertHashBands(db: Database, imageId: string, userId: string, hash: bigint): Promise<void> {
  await db
    .insert(photoHashBands)
    .values(bandsOf(hash).map((bits, band) => ({ band, bits, imageId, userId })))
    .onConflictDoNothing();
}

export interface HashMatch {
  imageId: string;
  userId: string;
  distance: number;
  /** Matched the mirrored photo. */
  mirrored: boolean;
}

/**
 * Another member's photo nearest to `hash` (or to its mirror) within `maxDistance`, or none. The probes
 * (each band's value and its one-bit neighbours, for the hash and its mirror) are looked up on the
 * (band, bits) primary key; only the few images they find have their full hash compared. The uploader's
 * own photos are left out (a member may upload the same photo twice).
 */
/** The look-up's SQL (also run by the bench and its EXPLAIN). */
export function nearestOtherPhotoQuery(hash: bigint, mirrored: bigint, uploaderId: string, maxDistance: number) {
  const probes = [...probesOf(hash), ...probesOf(mirrored)];
  const bands = `{${probes.map((p) => p.band).join(',')}}`;
  const bits = `{${probes.map((p) => p.bits).join(',')}}`;
  return sql`
    with candidates as (
      select distinct b.image_id
      from unnest(${bands}::smallint[], ${bits}::int[]) as p(band, bits)
      join photo_hash_bands b on b.band = p.band and b.bits = p.bits
      where b.user_id <> ${uploaderId}::uuid
    )
    select image_id, user_id, d, dm from (
      select i.id as image_id, i.user_id, i.created_at,
        bit_count((i.perceptual_hash # ${hash.toString()}::bigint)::bit(64))::int as d,
        bit_count((i.perceptual_hash # ${mirrored.toString()}::bigint)::bit(64))::int as dm
      from candidates c join images i on i.id = c.image_id
      where i.perceptual_hash is not null
    ) scored
    where least(d, dm) <= ${maxDistance}
    order by least(d, dm), created_at
    limit 1
  `;
}

export async function findNearestOtherPhoto(db: Database, hash: bigint, mirrored: bigint, uploaderId: string, maxDistance: number): Promise<HashMatch | null> {
  const result = await db.execute(nearestOtherPhotoQuery(hash, mirrored, uploaderId, maxDistance));
  const row = (result as unknown as { rows: Array<{ image_id: string; user_id: string; d: number; dm: number }> }).rows[0];
  if (!row) return null;
  const d = Number(row.d);
  const dm = Number(row.dm);
  return { imageId: row.image_id, userId: row.user_id, distance: Math.min(d, dm), mirrored: dm < d };
}
