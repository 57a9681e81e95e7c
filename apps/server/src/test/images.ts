import sharp from 'sharp';

/** A real JPEG photo with EXIF (camera and GPS) metadata, made locally. */
export async function jpegWithExif(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 90 } } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Secret Model 9', Copyright: 'Amina Khan' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 50/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '80/1 56/1 0/1' },
    })
    .toBuffer();
}

/**
 * A phone-style JPEG: pixels stored landscape with EXIF orientation 6 (shown rotated 90°, so
 * `height`×`width` upright) plus camera and GPS EXIF. Left half red, right half blue, so once
 * upright the red half is on top.
 */
export async function orientedJpegWithExif(width = 640, height = 480): Promise<Buffer> {
  const half = await sharp({ create: { width: Math.floor(width / 2), height, channels: 3, background: { r: 0, g: 0, b: 255 } } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .composite([{ input: half, left: width - Math.floor(width / 2), top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Secret Model 9', Copyright: 'Amina Khan' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 50/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '80/1 56/1 0/1' },
    })
    .toBuffer();
}

export async function pngImage(width = 400, height = 500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 170, b: 60 } } }).png().toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny file whose PNG header claims huge dimensions: a decompression bomb's calling card. */
export function pngBombHeader(width = 20000, height = 20000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with the given files under the field "images". */
export function multipartBody(files: Array<{ filename: string; bytes: Buffer; type?: string }>, field = 'images') {
  const boundary = `----sakinah${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
