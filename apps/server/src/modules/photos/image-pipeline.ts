import sharp from 'sharp';

/** Refuse images above this many pixels before decoding them fully (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;

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
}

/**
 * Re-encodes an image into the sizes we serve. sharp drops all metadata (EXIF, GPS, ICC)
 * unless asked to keep it; `.rotate()` first applies the EXIF orientation to the pixels.
 */
export async function renderVariants(input: Buffer): Promise<RenderedImage> {
  const base = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const large = await base()
    .resize({ ...VARIANTS.large, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  const small = await base().resize({ ...VARIANTS.small, fit: 'cover', position: 'attention' }).webp({ quality: 78 }).toBuffer();
  const blur = await base().resize({ width: 48, height: 60, fit: 'cover' }).blur(6).resize({ width: 240, height: 300 }).blur(12).webp({ quality: 50 }).toBuffer();
  return { width: large.info.width, height: large.info.height, small, large: large.data, blur };
}

export const variantKey = (storageKey: string, variant: 'small' | 'large' | 'blur') => `${storageKey}-${variant}.webp`;
