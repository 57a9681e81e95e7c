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

/** A small deterministic random generator (mulberry32), so generated photos are the same on every run. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A photo-like test image, different for every seed: a gradient backdrop, a dozen overlapping shapes in
 * random colours, a line of text and grain. PNG, `width`×`height`.
 */
export async function syntheticPhoto(seed: number, width = 800, height = 1000): Promise<Buffer> {
  const random = seededRandom(seed);
  const colour = () => `rgb(${Math.floor(random() * 256)},${Math.floor(random() * 256)},${Math.floor(random() * 256)})`;
  const shapes: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    const x = Math.floor(random() * width);
    const y = Math.floor(random() * height);
    const w = Math.floor(width * (0.1 + random() * 0.4));
    const h = Math.floor(height * (0.1 + random() * 0.4));
    const kind = Math.floor(random() * 3);
    if (kind === 0) shapes.push(`<ellipse cx="${x}" cy="${y}" rx="${w / 2}" ry="${h / 2}" fill="${colour()}" opacity="0.85"/>`);
    else if (kind === 1) shapes.push(`<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" fill="${colour()}" transform="rotate(${Math.floor(random() * 90)} ${x} ${y})"/>`);
    else shapes.push(`<polygon points="${x},${y - h / 2} ${x + w / 2},${y + h / 2} ${x - w / 2},${y + h / 2}" fill="${colour()}"/>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="${random().toFixed(2)}" y2="1"><stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}
    <text x="${Math.floor(width * 0.1)}" y="${Math.floor(height * 0.9)}" font-size="${Math.floor(width / 12)}" font-family="sans-serif" fill="${colour()}">Photo ${seed}</text>
  </svg>`;
  // Grain in 2×2 blocks (a quarter of the random numbers, the same look).
  const gw = Math.ceil(width / 2);
  const gh = Math.ceil(height / 2);
  const grain = Buffer.alloc(gw * gh * 3);
  for (let i = 0; i < grain.length; i += 1) grain[i] = Math.floor(random() * 256);
  const noise = await sharp(grain, { raw: { width: gw, height: gh, channels: 3 } }).resize(width, height, { kernel: 'nearest' }).png().toBuffer();
  return sharp(Buffer.from(svg)).composite([{ input: noise, blend: 'soft-light' }]).png().toBuffer();
}
