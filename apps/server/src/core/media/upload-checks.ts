import { MSG } from '@sakinah/contract';
import { AppError } from '../../errors';
import { QueueFullError } from '../../lib/work-queue';
import { MAX_INPUT_PIXELS, orientedSize } from './image-pipeline';

/**
 * What every uploaded image passes before it is kept (photos, verification documents and selfies): its type sniffed
 * from its bytes, its pixel count bounded before anything is decoded.
 */

/** The type is judged by the bytes, not the name or the declared type. */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  return null;
}

/**
 * Decodes and re-encodes an image whose type was already sniffed from its bytes, with `render` (a
 * function of image-pipeline.ts, which runs in `imageQueue`). Its pixel count is read from the
 * header and refused above MAX_INPUT_PIXELS before anything is decoded or queued; a full queue
 * answers 503 (imagesBusy), anything sharp cannot read 400 (imageUnreadable).
 */
export async function reencodeWithinLimits<T>(bytes: Buffer, render: (input: Buffer) => Promise<T>): Promise<T> {
  let size: { width: number; height: number };
  try {
    size = await orientedSize(bytes);
  } catch {
    throw new AppError('BAD_REQUEST', MSG.imageUnreadable);
  }
  // Checked from the header before decoding and before queueing, against decompression bombs.
  if (!size.width || !size.height || size.width * size.height > MAX_INPUT_PIXELS) {
    throw new AppError('BAD_REQUEST', MSG.imageTooManyPixels);
  }
  try {
    return await render(bytes);
  } catch (error) {
    if (error instanceof QueueFullError) throw new AppError('SERVER_BUSY', MSG.imagesBusy, 30);
    throw new AppError('BAD_REQUEST', MSG.imageUnreadable);
  }
}
