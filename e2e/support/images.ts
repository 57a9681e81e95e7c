import sharp from 'sharp';

/** A photo made locally, with EXIF metadata a careless server would leak. */
export async function photoWithExif(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 600, channels: 3, background: colour } })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'PhoneCam', Model: 'Model X', Copyright: 'Private Person' } })
    .toBuffer();
}
