import os from 'node:os';
import sharp from 'sharp';
import { createWorkQueue } from '../../lib/work-queue';
import { perceptualHash, type PerceptualHash } from './perceptual-hash';

/**
 * Refuse images above this many pixels from their header, before decoding (decompression bombs:
 * a 38 KB file can decode to 6300×6300 and cost a second of CPU). 25 MP keeps every photo a phone
 * saves by default (iPhone 24 MP = 5712×4284 ≈ 24.5 MP; most Android cameras 12–16 MP binned),
 * while we never serve more than 960×1200. MSG.imageTooManyPixels names the same figure.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

// One image uses one core (libvips' own threads): parallelism comes from the queue below instead.
sharp.concurrency(1);

/**
 * Image work waits its turn here: one image per core but one core left for the event loop and
 * everything else (sharp runs in the libuv pool, which a few uploads at once would fill on a
 * two-core machine). Beyond `maxWaiting` an upload is refused at once (503) rather than queued.
 */
export const imageQueue = createWorkQueue({
  concurrency: Math.max(1, os.availableParallelism() - 1),
  maxWaiting: 16,
});

export const VARIANTS = {
  small: { width: 240, height: 300 },
  large: { width: 960, height: 1200 },
} as const;

export interface RenderedImage {
  width: number;
  height: number;
  small: Buffer;
  large: Buffer;
  /** A heavy blur shown instead of a private photo to viewers without access. */
  blur: Buffer;
  /** Perceptual hash, to find the same photo on another account; null when the image is flat or hashing failed. */
  hash: PerceptualHash | null;
}

/** The size after EXIF orientation, read from the header only (nothing is decoded). */
export async function orientedSize(input: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(input, { limitInputPixels: false }).metadata();
  return { width: meta.autoOrient.width, height: meta.autoOrient.height };
}

/**
 * Re-encodes an image into the sizes we serve, decoding it once: one decode (JPEG shrink-on-load
 * when the image is large) into raw pixels just big enough for every variant, from which large,
 * small and blur are cut. sharp drops all metadata (EXIF, GPS, ICC) unless asked to keep it;
 * `.rotate()` first applies the EXIF orientation to the pixels. Runs in `imageQueue`; rejects
 * with QueueFullError when too many images wait.
 */
export async function renderVariants(input: Buffer): Promise<RenderedImage> {
  return imageQueue.run(async () => {
    const { width, height } = await orientedSize(input);
    // The large box, unless that would leave a panorama too thin to fill the small cover crop.
    const fitsLarge = Math.min(VARIANTS.large.width / width, VARIANTS.large.height / height);
    const coversSmall = Math.max(VARIANTS.small.width / width, VARIANTS.small.height / height);
    const box = fitsLarge >= coversSmall ? { ...VARIANTS.large, fit: 'inside' as const } : { ...VARIANTS.small, fit: 'outside' as const };
    const decoded = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ ...box, withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels } };
    const pixels = () => sharp(decoded.data, raw);

    const large = await pixels()
      .resize({ ...VARIANTS.large, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const small = await pixels().resize({ ...VARIANTS.small, fit: 'cover', position: 'attention' }).webp({ quality: 78 }).toBuffer();
    // The blur we have always served (sharp keeps only the last resize and blur of a pipeline).
    const blur = await pixels().resize({ ...VARIANTS.small, fit: 'cover' }).blur(12).webp({ quality: 50 }).toBuffer();
    // A failure to hash costs the duplicate check, never the upload.
    const hash = await perceptualHash(pixels()).catch((error: unknown) => {
      console.error('photos: perceptual hash failed', error);
      return null;
    });
    return { width: large.info.width, height: large.info.height, small, large: large.data, blur, hash };
  });
}

export const variantKey = (storageKey: string, variant: 'small' | 'large' | 'blur') => `${storageKey}-${variant}.webp`;

/** Identity documents and selfies are only read by an admin: big enough for the small print of an ID. */
export const DOCUMENT_BOX = { width: 2000, height: 2000 } as const;
export const DOCUMENT_TYPE = 'image/jpeg';

/**
 * Re-encodes an identity document or selfie for the admin who checks it: upright (`.rotate()`
 * first), inside DOCUMENT_BOX, as a JPEG at high quality without chroma subsampling so the print
 * on an ID stays legible; transparency on white (not JPEG's black); no metadata kept (EXIF, GPS,
 * ICC). Check the size with `orientedSize()` first. Runs in `imageQueue`; rejects with
 * QueueFullError when too many images wait.
 */
export async function renderDocument(input: Buffer): Promise<Buffer> {
  return imageQueue.run(() =>
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ ...DOCUMENT_BOX, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
      .toBuffer(),
  );
}
