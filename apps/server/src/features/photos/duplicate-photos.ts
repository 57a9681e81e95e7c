import { PHOTO_HASH_MAX_DISTANCE } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { raiseRisk } from '../../core/risk/raise-risk';
import type { PerceptualHash } from '../../core/media/perceptual-hash';
import { findNearestOtherPhoto, insertHashBands } from './photo-hashes.repo';
import { setImageHeld } from '../../core/media/photos.repo';

/**
 * Indexes a new photo's hash and compares it with other members' photos. When another member already
 * has the same photo (nearest within PHOTO_HASH_MAX_DISTANCE, mirrored or not), the new one is held from
 * other members and raised for the admins; the uploader is told nothing. Never throws: a failed check
 * costs the check, not the upload.
 */
export async function checkDuplicatePhoto(ctx: AppContext, image: { id: string; userId: string }, hash: PerceptualHash): Promise<boolean> {
  try {
    // Indexed first (her own photos are never candidates), so a failed look-up still leaves it findable.
    await insertHashBands(ctx.db, image.id, image.userId, hash.hash);
    const match = await findNearestOtherPhoto(ctx.db, hash.hash, hash.mirrored, image.userId, PHOTO_HASH_MAX_DISTANCE);
    if (!match) return false;
    await setImageHeld(ctx.db, image.id, true);
    await raiseRisk(ctx, {
      kind: 'duplicate_photo',
      subjectId: image.userId,
      otherId: match.userId,
      imageId: image.id,
      otherImageId: match.imageId,
      details: { distance: match.distance, mirrored: match.mirrored, maxDistance: PHOTO_HASH_MAX_DISTANCE },
      dedupeKey: `duplicate_photo:${image.id}`,
    });
    return true;
  } catch (error) {
    console.error('photos: duplicate check failed', error);
    return false;
  }
}
