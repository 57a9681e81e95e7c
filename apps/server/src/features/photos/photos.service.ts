import crypto from 'node:crypto';
import { IMAGE_MAX_PER_MEMBER, MSG, fileMessages } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { renderVariants, variantKey, type RenderedImage } from '../../core/media/image-pipeline';
import { checkDuplicatePhoto } from './duplicate-photos';
import { reencodeWithinLimits, sniffImageType } from '../../core/media/upload-checks';
import { mediaUrl } from '../../core/media/media-urls';
import { countImages, deleteImageRow, findOwnImage, insertImagesWithinCap, listImages, setAvatarImage } from '../../core/media/photos.repo';
import type { MemberRow } from '../../db/member-row';

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

/** A file name fit to quote back in a message. */
export function displayName(filename: string): string {
  const cleaned = filename.replace(/[^\p{L}\p{N} ._()-]/gu, '').slice(0, 80);
  return cleaned || 'image';
}

export function presentImage(row: { id: string; storageKey: string; held?: boolean }, avatarImageId: string | null) {
  return {
    _id: row.id,
    id: row.id,
    key: row.storageKey,
    path: row.storageKey,
    url: mediaUrl(row.storageKey, 'large'),
    thumbUrl: mediaUrl(row.storageKey, 'small'),
    isAvatar: row.id === avatarImageId,
    /** Held from other members while an admin looks at it (the owner still sees it). */
    held: row.held ?? false,
  };
}
export type ImageView = ReturnType<typeof presentImage>;

/** Each upload request may carry 12 photos of 10 MB to decode: a member gets this many an hour. */
export const UPLOADS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

/** Counts an upload request of this member (not of an address); call it before reading the body. */
export async function allowUpload(ctx: AppContext, member: MemberRow): Promise<void> {
  const { count, resetInMs } = await ctx.limiter.hit(`uploads:${member.id}`, HOUR_MS);
  if (count > UPLOADS_PER_HOUR) throw new AppError('RATE_LIMITED', MSG.tooManyUploads, Math.ceil(resetInMs / 1000));
}

async function checkAndRender(file: UploadedFile): Promise<RenderedImage> {
  const name = displayName(file.filename);
  if (!sniffImageType(file.bytes)) throw new AppError('BAD_REQUEST', fileMessages.invalidType(name));
  return reencodeWithinLimits(file.bytes, renderVariants);
}

/** All or nothing: every file is checked and re-encoded before any is stored. */
export async function uploadImages(ctx: AppContext, member: MemberRow, files: UploadedFile[]): Promise<ImageView[]> {
  if (files.length === 0) throw new AppError('BAD_REQUEST', MSG.selectImage);
  const existing = await countImages(ctx.db, member.id);
  if (existing + files.length > IMAGE_MAX_PER_MEMBER) throw new AppError('BAD_REQUEST', MSG.tooManyPhotos);
  const rendered: RenderedImage[] = [];
  for (const file of files) rendered.push(await checkAndRender(file));
  const stored: Array<{ storageKey: string; width: number; height: number; perceptualHash: bigint | null }> = [];
  for (const image of rendered) {
    const storageKey = crypto.randomBytes(16).toString('hex');
    await ctx.storage.put(variantKey(storageKey, 'large'), image.large, 'image/webp');
    await ctx.storage.put(variantKey(storageKey, 'small'), image.small, 'image/webp');
    await ctx.storage.put(variantKey(storageKey, 'blur'), image.blur, 'image/webp');
    stored.push({ storageKey, width: image.width, height: image.height, perceptualHash: image.hash?.hash ?? null });
  }
  // Files stored above whose rows are not written (the database failed, the cap was reached, the account
  // was deleted meanwhile) are removed, so no photo outlives its refusal.
  const dropStored = () =>
    Promise.all(stored.flatMap(({ storageKey }) => (['large', 'small', 'blur'] as const).map((variant) => ctx.storage.delete(variantKey(storageKey, variant)).catch(() => undefined))));
  const rows = await insertImagesWithinCap(ctx.db, member.id, stored, IMAGE_MAX_PER_MEMBER).catch(async (error: unknown) => {
    await dropStored();
    throw error;
  });
  if (rows === 'deleted') {
    await dropStored();
    throw new AppError('UNAUTHENTICATED', MSG.notSignedIn);
  }
  if (rows === 'over cap') {
    // Another upload of hers took the last places meanwhile.
    await dropStored();
    throw new AppError('BAD_REQUEST', MSG.tooManyPhotos);
  }
  // Each new photo against other members' photos; a match is held (and the row says so).
  for (const [index, row] of rows.entries()) {
    const hash = rendered[index]!.hash;
    if (hash && (await checkDuplicatePhoto(ctx, row, hash))) row.held = true;
  }
  let avatarId = member.avatarImageId;
  // The first photo becomes the avatar when there is none yet.
  if (!avatarId && rows[0]) {
    avatarId = rows[0].id;
    await setAvatarImage(ctx.db, member.id, avatarId);
  }
  return rows.map((row) => presentImage(row, avatarId));
}

export async function allImages(ctx: AppContext, member: MemberRow): Promise<ImageView[]> {
  return (await listImages(ctx.db, member.id)).map((row) => presentImage(row, member.avatarImageId));
}

/** Accepts a storage key or the last path segment of an image address (`<key>-large.webp`). */
export function parseImageKey(value: string): string | null {
  const match = /^([a-f0-9]{32})(?:-(?:small|large|blur)\.webp)?$/.exec(value.trim());
  return match ? match[1]! : null;
}

async function ownImageOrFail(ctx: AppContext, member: MemberRow, keyOrPath: string) {
  const key = parseImageKey(keyOrPath);
  const image = key ? await findOwnImage(ctx.db, member.id, key) : undefined;
  if (!image) throw new AppError('NOT_FOUND', MSG.imageNotFound);
  return image;
}

export async function setAvatar(ctx: AppContext, member: MemberRow, avatarPath: string): Promise<string> {
  const image = await ownImageOrFail(ctx, member, avatarPath);
  await setAvatarImage(ctx.db, member.id, image.id);
  return mediaUrl(image.storageKey, 'large');
}

export async function deleteImage(ctx: AppContext, member: MemberRow, keyOrPath: string): Promise<void> {
  const image = await ownImageOrFail(ctx, member, keyOrPath);
  // Deleting the avatar image clears the avatar (spec section 4).
  if (member.avatarImageId === image.id) await setAvatarImage(ctx.db, member.id, null);
  await deleteImageRow(ctx.db, image.id);
  for (const variant of ['small', 'large', 'blur'] as const) {
    await ctx.storage.delete(variantKey(image.storageKey, variant)).catch(() => undefined);
  }
}

export async function removeAvatar(ctx: AppContext, member: MemberRow): Promise<void> {
  if (!member.avatarImageId) throw new AppError('BAD_REQUEST', MSG.noAvatar);
  await setAvatarImage(ctx.db, member.id, null);
}
