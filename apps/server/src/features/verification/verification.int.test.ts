import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MSG } from '@sakinah/contract';
import { verificationSubmissions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MATCH, buildMember, givePlan, signIn, signInAdmin } from '../../test/factories';
import { jpegWithExif, orientedJpegWithExif, pngBombHeader, pngImage } from '../../test/images';
import { DOCUMENT_BOX, imageQueue } from '../../core/media/image-pipeline';
import { VERIFICATION_UPLOADS_PER_DAY } from './verification.service';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app, t.database.db);
});
afterAll(async () => t.close());

function form(parts: Array<{ field: string; filename: string; bytes: Buffer; type: string }>) {
  const boundary = `----verify${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`), part.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

describe('identity verification', () => {
  it('upload → admin review → badge; the files are private and deleted after the decision', async () => {
    const member = await buildMember(t.database.db, { status: 'Active', ...MATCH.bride });
    await givePlan(t.database.db, member.id);
    const cookie = await signIn(t.app, member.email);
    const viewer = await buildMember(t.database.db, { status: 'Active', ...MATCH.groom });
    await givePlan(t.database.db, viewer.id);
    const viewerCookie = await signIn(t.app, viewer.email);

    expect((await t.app.inject({ method: 'GET', url: '/api/verification', headers: { cookie } })).json().verification.status).toBe('none');
    const body = form([
      { field: 'document', filename: 'aadhaar.pdf', bytes: pdf, type: 'application/pdf' },
      { field: 'selfie', filename: 'selfie.jpg', bytes: await jpegWithExif(), type: 'image/jpeg' },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/verification', payload: body.payload, headers: { ...body.headers, cookie } });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(MSG.verificationSubmitted);
    const again = await t.app.inject({ method: 'POST', url: '/api/verification', payload: body.payload, headers: { ...body.headers, cookie } });
    expect(again.json().message).toBe(MSG.verificationPending);

    const queue = (await t.app.inject({ method: 'GET', url: '/api/admin/verifications', headers: { cookie: adminCookie } })).json().verifications;
    const item = queue.find((v: { member: { id: string } }) => v.member.id === member.id);
    expect(item).toBeDefined();
    // Only admins read the files; members never can.
    const doc = await t.app.inject({ method: 'GET', url: `/api/admin/verifications/${item.id}/document`, headers: { cookie: adminCookie } });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/verifications/${item.id}/selfie`, headers: { cookie: viewerCookie } })).statusCode).toBe(403);

    const [row] = await t.database.db.select().from(verificationSubmissions).where(eq(verificationSubmissions.id, item.id));
    expect(await t.app.ctx.storage.get(row!.documentKey!)).not.toBeNull();
    const approved = await t.app.inject({ method: 'POST', url: `/api/admin/verifications/${item.id}/approve`, headers: { cookie: adminCookie } });
    expect(approved.json().message).toBe(MSG.verificationApproved);
    expect(await t.app.ctx.storage.get(row!.documentKey!)).toBeNull();
    expect(await t.app.ctx.storage.get(row!.selfieKey!)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/verifications/${item.id}/document`, headers: { cookie: adminCookie } })).statusCode).toBe(404);

    expect((await t.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie } })).json().user).toMatchObject({ verificationStatus: 'verified', verified: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${member.id}`, headers: { cookie: viewerCookie } })).json().user.verified).toBe(true);
  });

  it('a rejection carries its reason; the member may submit again', async () => {
    const member = await buildMember(t.database.db, { status: 'Active' });
    const cookie = await signIn(t.app, member.email);
    const body = form([
      { field: 'document', filename: 'id.png', bytes: await pngImage(), type: 'image/png' },
      { field: 'selfie', filename: 'me.png', bytes: await pngImage(), type: 'image/png' },
    ]);
    await t.app.inject({ method: 'POST', url: '/api/verification', payload: body.payload, headers: { ...body.headers, cookie } });
    const [item] = (await t.app.inject({ method: 'GET', url: '/api/admin/verifications', headers: { cookie: adminCookie } })).json().verifications.filter((v: { member: { id: string } }) => v.member.id === member.id);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/verifications/${item.id}/reject`, payload: {}, headers: { cookie: adminCookie } })).json().message).toBe(MSG.reasonRequired);
    await t.app.inject({ method: 'POST', url: `/api/admin/verifications/${item.id}/reject`, payload: { reason: 'The document photo is blurred' }, headers: { cookie: adminCookie } });
    expect((await t.app.inject({ method: 'GET', url: '/api/verification', headers: { cookie } })).json().verification).toMatchObject({ status: 'rejected', reason: 'The document photo is blurred' });
    expect((await t.app.inject({ method: 'POST', url: '/api/verification', payload: body.payload, headers: { ...body.headers, cookie } })).statusCode).toBe(201);
  });

  it('refuses other file types and missing files, storing nothing', async () => {
    const member = await buildMember(t.database.db, { status: 'Active' });
    const cookie = await signIn(t.app, member.email);
    const bad = form([
      { field: 'document', filename: 'id.docx', bytes: Buffer.from('PK\u0003\u0004 word document'), type: 'application/pdf' },
      { field: 'selfie', filename: 'me.png', bytes: await pngImage(), type: 'image/png' },
    ]);
    expect((await t.app.inject({ method: 'POST', url: '/api/verification', payload: bad.payload, headers: { ...bad.headers, cookie } })).json().message).toBe(MSG.verificationDocumentType);
    const pdfSelfie = form([
      { field: 'document', filename: 'id.pdf', bytes: pdf, type: 'application/pdf' },
      { field: 'selfie', filename: 'me.pdf', bytes: pdf, type: 'image/png' },
    ]);
    expect((await t.app.inject({ method: 'POST', url: '/api/verification', payload: pdfSelfie.payload, headers: { ...pdfSelfie.headers, cookie } })).json().message).toBe(MSG.verificationSelfieType);
    const one = form([{ field: 'document', filename: 'id.pdf', bytes: pdf, type: 'application/pdf' }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/verification', payload: one.payload, headers: { ...one.headers, cookie } })).json().message).toBe(MSG.verificationFilesRequired);
    expect((await t.app.inject({ method: 'GET', url: '/api/verification', headers: { cookie } })).json().verification.status).toBe('none');
  });

  it(`answers 429 after ${VERIFICATION_UPLOADS_PER_DAY} uploads of one member in a day, whatever the session`, async () => {
    const member = await buildMember(t.database.db, { status: 'Active' });
    const sessions = [await signIn(t.app, member.email), await signIn(t.app, member.email)];
    const bad = form([
      { field: 'document', filename: 'id.docx', bytes: Buffer.from('PK\u0003\u0004 word document'), type: 'application/pdf' },
      { field: 'selfie', filename: 'me.png', bytes: await pngImage(40, 50), type: 'image/png' },
    ]);
    const send = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/verification', payload: bad.payload, headers: { ...bad.headers, cookie } });
    for (let i = 0; i < VERIFICATION_UPLOADS_PER_DAY; i += 1) expect((await send(sessions[i % 2]!)).statusCode).toBe(400);
    const refused = await send(sessions[1]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, message: MSG.verificationTooManyUploads });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('verification images are re-encoded before they are stored', () => {
  const submit = (cookie: string, document: Buffer, selfie: Buffer) => {
    const body = form([
      { field: 'document', filename: 'id.jpg', bytes: document, type: 'image/jpeg' },
      { field: 'selfie', filename: 'me.jpg', bytes: selfie, type: 'image/jpeg' },
    ]);
    return t.app.inject({ method: 'POST', url: '/api/verification', payload: body.payload, headers: { ...body.headers, cookie } });
  };
  const pendingOf = async (memberId: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/verifications', headers: { cookie: adminCookie } })).json().verifications.find((v: { member: { id: string } }) => v.member.id === memberId);
  const rowsOf = (memberId: string) => t.database.db.select().from(verificationSubmissions).where(eq(verificationSubmissions.userId, memberId));
  /** The colour at (x, y) of an image, as [r, g, b]. */
  async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * info.channels;
    return [data[at]!, data[at + 1]!, data[at + 2]!];
  }

  it('stores a phone JPEG (EXIF GPS, orientation 6) as document and selfie upright, without any metadata, served to the admin as JPEG', async () => {
    const member = await buildMember(t.database.db, { status: 'Active' });
    const cookie = await signIn(t.app, member.email);
    const document = await orientedJpegWithExif(3000, 2400);
    const selfie = await orientedJpegWithExif(640, 480);
    expect((await sharp(selfie).metadata()).exif).toBeDefined();
    expect(selfie.includes('Secret Model 9')).toBe(true);

    expect((await submit(cookie, document, selfie)).statusCode).toBe(201);
    const item = await pendingOf(member.id);
    expect(item.documentType).toBe('image/jpeg');
    const [row] = await rowsOf(member.id);
    expect(row).toMatchObject({ documentType: 'image/jpeg', selfieType: 'image/jpeg' });

    // Upright (landscape pixels turned portrait), document fitted inside the box, selfie kept at its size.
    const expected = { document: { width: 1600, height: DOCUMENT_BOX.height }, selfie: { width: 480, height: 640 } };
    for (const file of ['document', 'selfie'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/verifications/${item.id}/${file}`, headers: { cookie: adminCookie } });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type'], file).toBe('image/jpeg');
      const served = res.rawPayload;
      const stored = await t.app.ctx.storage.get(file === 'document' ? row!.documentKey! : row!.selfieKey!);
      expect(stored!.equals(served), file).toBe(true);
      const meta = await sharp(served).metadata();
      expect(meta, file).toMatchObject({ format: 'jpeg', ...expected[file] });
      expect(meta.exif, file).toBeUndefined();
      expect(meta.orientation, file).toBeUndefined();
      expect(meta.icc, file).toBeUndefined();
      expect(served.includes('Secret Model 9') || served.includes('TestCam') || served.includes('Exif'), file).toBe(false);
      // The red half of the stored pixels (the left) is on top once upright, the blue half below.
      const [top, bottom] = [await pixel(served, expected[file].width / 2, 10), await pixel(served, expected[file].width / 2, expected[file].height - 10)];
      expect(top[0]! > 200 && top[2]! < 60, `${file} top ${top}`).toBe(true);
      expect(bottom[2]! > 200 && bottom[0]! < 60, `${file} bottom ${bottom}`).toBe(true);
    }
  });

  it('refuses an image over the pixel limit, as document or selfie, with the photos message, storing nothing', async () => {
    const member = await buildMember(t.database.db, { status: 'Active' });
    const cookie = await signIn(t.app, member.email);
    // Two colours at 6300×6300 (40 MP): a few KB that would decode to 119 MB of pixels.
    const bomb = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#808080' } }).png({ palette: true, colours: 2, compressionLevel: 9 }).toBuffer();
    const put = vi.spyOn(t.app.ctx.storage, 'put');
    try {
      for (const [document, selfie] of [
        [pngBombHeader(), await jpegWithExif()],
        [await jpegWithExif(), bomb],
      ] as const) {
        const res = await submit(cookie, document, selfie);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: MSG.imageTooManyPixels });
      }
      expect(put).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
    }
    expect(await rowsOf(member.id)).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/verification', headers: { cookie } })).json().verification.status).toBe('none');
  });

  it('answers 503 with Retry-After when too many images already wait, storing nothing, and accepts again after', async () => {
    const member = await buildMember(t.database.db, { status: 'Active' });
    const cookie = await signIn(t.app, member.email);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Fill every slot and the whole waiting line of this process's image queue (shared with photos).
    const fillers: Array<Promise<void>> = [];
    for (;;) {
      const filler = imageQueue.run(() => held);
      const full = await Promise.race([filler.then(() => false, () => true), new Promise<boolean>((resolve) => setImmediate(() => resolve(false)))]);
      if (full) break;
      fillers.push(filler);
    }
    const busy = await submit(cookie, await jpegWithExif(), await jpegWithExif());
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toMatchObject({ success: false, message: MSG.imagesBusy });
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowsOf(member.id)).toHaveLength(0);
    release();
    await Promise.all(fillers);
    expect((await submit(cookie, await jpegWithExif(), await jpegWithExif())).statusCode).toBe(201);
  });
});
