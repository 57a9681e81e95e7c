import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES, MSG, fileMessages } from '@sakinah/contract';
import { guardians, images, photoAccessRequests, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MATCH, buildMember, givePlan, signIn } from '../../test/factories';
import { jpegWithExif, multipartBody, pngBombHeader, pngImage } from '../../test/images';
import { MAX_INPUT_PIXELS, imageQueue, variantKey } from '../../core/media/image-pipeline';
import { UPLOADS_PER_HOUR, uploadImages } from './photos.service';
import { findLiveUserById } from '../../core/member/users.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function memberWithCookie(overrides: Parameters<typeof buildMember>[1] = {}) {
  const member = await buildMember(t.database.db, { status: 'Active', paymentStatus: 'paid', ...overrides });
  return { member, cookie: await signIn(t.app, member.email) };
}

const upload = (cookie: string | undefined, files: Array<{ filename: string; bytes: Buffer; type?: string }>) => {
  const body = multipartBody(files);
  return t.app.inject({ method: 'POST', url: '/api/upload-images', payload: body.payload, headers: { ...body.headers, ...(cookie ? { cookie } : {}) } });
};
const imageCount = async (userId: string) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(images).where(eq(images.userId, userId)))[0]!.n;

describe('POST /api/upload-images', () => {
  it('re-encodes photos without any metadata, stores them under random keys, and sets the first as avatar', async () => {
    const { member, cookie } = await memberWithCookie();
    const res = await upload(cookie, [
      { filename: 'wedding.jpg', bytes: await jpegWithExif() },
      { filename: 'garden.png', bytes: await pngImage(), type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(MSG.imagesUploaded);
    expect(body.uploadedImages).toHaveLength(2);
    expect(body.uploadedImages[0].isAvatar).toBe(true);
    expect(body.uploadedImages[0].key).toMatch(/^[a-f0-9]{32}$/);
    expect(body.uploadedImages[0].url).toBe(`/media/${body.uploadedImages[0].key}-large.webp`);
    expect(body.user.avatar).toBe(body.uploadedImages[0].url);
    for (const image of body.uploadedImages as Array<{ key: string }>) {
      for (const variant of ['small', 'large', 'blur'] as const) {
        const stored = await t.app.ctx.storage.get(variantKey(image.key, variant));
        expect(stored).not.toBeNull();
        const meta = await sharp(stored!).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.exif).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(stored!.includes(Buffer.from('Secret Model 9'))).toBe(false);
      }
    }
    expect(await imageCount(member.id)).toBe(2);
  });

  it('judges the type by the bytes: a text file named .jpg is refused, nothing stored', async () => {
    const { member, cookie } = await memberWithCookie();
    const res = await upload(cookie, [{ filename: 'notes.jpg', bytes: Buffer.from('just some text, not a photo at all') }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(fileMessages.invalidType('notes.jpg'));
    expect(await imageCount(member.id)).toBe(0);
  });

  it('refuses a GIF even when declared as image/png', async () => {
    const { cookie } = await memberWithCookie();
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const res = await upload(cookie, [{ filename: 'anim.png', bytes: gif, type: 'image/png' }]);
    expect(res.json().message).toBe(fileMessages.invalidType('anim.png'));
  });

  it('refuses a file of 10 MB + 1 byte with its name in the message', async () => {
    const { member, cookie } = await memberWithCookie();
    const big = Buffer.concat([await jpegWithExif(64, 64), Buffer.alloc(IMAGE_MAX_BYTES + 1)]);
    const res = await upload(cookie, [{ filename: 'huge.jpg', bytes: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(fileMessages.tooLarge('huge.jpg'));
    expect(await imageCount(member.id)).toBe(0);
  });

  it('refuses a 20000×20000 PNG before decoding it', async () => {
    const { member, cookie } = await memberWithCookie();
    const res = await upload(cookie, [{ filename: 'bomb.png', bytes: pngBombHeader(), type: 'image/png' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.imageTooManyPixels);
    expect(await imageCount(member.id)).toBe(0);
  });

  it('refuses a small file that decodes to 6300×6300 (40 MP) from its header, quickly, storing nothing', async () => {
    const { member, cookie } = await memberWithCookie();
    // Two colours at 6300×6300: a few KB that a full decode would turn into 119 MB of pixels.
    const bomb = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#808080' } }).png({ palette: true, colours: 2, compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(64 * 1024);
    const started = performance.now();
    const res = await upload(cookie, [{ filename: 'bomb.png', bytes: bomb, type: 'image/png' }]);
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.imageTooManyPixels);
    expect(MSG.imageTooManyPixels).toContain(`${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
    // Decoding it takes a few hundred ms of CPU; reading its header, a millisecond.
    expect(elapsed).toBeLessThan(250);
    expect(await imageCount(member.id)).toBe(0);
  });

  it('accepts a 24.5 MP phone photo (5712×4284) and serves every variant at its size, upright, without EXIF', async () => {
    const { cookie } = await memberWithCookie();
    // Stored landscape with EXIF orientation 6 (rotate 90°), as phones do: served portrait.
    const photo = await sharp({ create: { width: 5712, height: 4284, channels: 3, background: { r: 90, g: 120, b: 150 } } })
      .jpeg({ quality: 80 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const panorama = await sharp({ create: { width: 4000, height: 600, channels: 3, background: { r: 30, g: 60, b: 90 } } }).jpeg().toBuffer();
    const res = await upload(cookie, [
      { filename: 'phone.jpg', bytes: photo },
      { filename: 'panorama.jpg', bytes: panorama },
    ]);
    expect(res.statusCode).toBe(200);
    const [portrait, wide] = res.json().uploadedImages as Array<{ key: string }>;
    const sizeOf = async (key: string, variant: 'small' | 'large' | 'blur') => {
      const meta = await sharp((await t.app.ctx.storage.get(variantKey(key, variant)))!).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      return `${meta.width}x${meta.height}`;
    };
    expect([await sizeOf(portrait!.key, 'large'), await sizeOf(portrait!.key, 'small'), await sizeOf(portrait!.key, 'blur')]).toEqual(['900x1200', '240x300', '240x300']);
    expect([await sizeOf(wide!.key, 'large'), await sizeOf(wide!.key, 'small'), await sizeOf(wide!.key, 'blur')]).toEqual(['960x144', '240x300', '240x300']);
  });

  it(`answers 429 after ${UPLOADS_PER_HOUR} upload requests of one member in an hour, whatever the session, storing nothing more`, async () => {
    const { member, cookie } = await memberWithCookie();
    const otherSession = await signIn(t.app, member.email);
    expect((await upload(cookie, [{ filename: 'first.png', bytes: await pngImage(40, 50) }])).statusCode).toBe(200);
    // Empty uploads count too: every request is counted before its body is read.
    for (let i = 1; i < UPLOADS_PER_HOUR; i += 1) expect((await upload(i % 2 ? cookie : otherSession, [])).statusCode).toBe(400);
    const refused = await upload(otherSession, [{ filename: 'one-more.png', bytes: await pngImage(40, 50) }]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, message: MSG.tooManyUploads });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await imageCount(member.id)).toBe(1);
    // Another member is not affected.
    const other = await memberWithCookie();
    expect((await upload(other.cookie, [{ filename: 'mine.png', bytes: await pngImage(40, 50) }])).statusCode).toBe(200);
  });

  it('refuses an empty upload', async () => {
    const { cookie } = await memberWithCookie();
    const res = await upload(cookie, []);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.selectImage);
    const json = await t.app.inject({ method: 'POST', url: '/api/upload-images', payload: {}, headers: { cookie } });
    expect(json.statusCode).toBe(415);
  });

  it('keeps at most 12 photos, all or nothing', async () => {
    const { member, cookie } = await memberWithCookie();
    const small = await pngImage(40, 50);
    expect((await upload(cookie, Array.from({ length: 10 }, (_, i) => ({ filename: `p${i}.png`, bytes: small })))).statusCode).toBe(200);
    const res = await upload(cookie, Array.from({ length: 3 }, (_, i) => ({ filename: `q${i}.png`, bytes: small })));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.tooManyPhotos);
    expect(await imageCount(member.id)).toBe(10);
  });

  it('needs a session', async () => {
    expect((await upload(undefined, [{ filename: 'a.png', bytes: await pngImage() }])).statusCode).toBe(401);
  });
});

describe('an upload racing the account\'s deletion or a database failure', () => {
  async function storedKeysDuring(work: () => Promise<unknown>): Promise<{ keys: string[]; outcome: unknown }> {
    const put = vi.spyOn(t.app.ctx.storage, 'put');
    try {
      const outcome = await work().then(() => 'stored', (error: unknown) => error);
      return { keys: put.mock.calls.map(([key]) => key), outcome };
    } finally {
      put.mockRestore();
    }
  }

  it('an upload that finishes after the deletion committed adds no photo and leaves no file (401)', async () => {
    const { member, cookie } = await memberWithCookie();
    // The upload read her row before the deletion; its files are written after it.
    const readBeforeDeletion = (await findLiveUserById(t.database.db, member.id))!;
    expect((await t.app.inject({ method: 'DELETE', url: '/api/delete-user', headers: { cookie } })).statusCode).toBe(200);
    const bytes = await pngImage();
    const { keys, outcome } = await storedKeysDuring(() => uploadImages(t.app.ctx, readBeforeDeletion, [{ filename: 'late.png', bytes }]));
    expect(keys.length).toBe(3);
    expect(outcome).toMatchObject({ status: 401, message: MSG.notSignedIn });
    expect(await imageCount(member.id)).toBe(0);
    for (const key of keys) expect(await t.app.ctx.storage.get(key)).toBeNull();
  });

  it('when the database fails to record the photos, the files written for them are removed', async () => {
    const { member } = await memberWithCookie();
    const row = (await findLiveUserById(t.database.db, member.id))!;
    const bytes = await pngImage();
    const transaction = vi.spyOn(t.database.db, 'transaction').mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
    try {
      const { keys, outcome } = await storedKeysDuring(() => uploadImages(t.app.ctx, row, [{ filename: 'down.png', bytes }]));
      expect(keys.length).toBe(3);
      expect((outcome as Error).message).toBe('Connection terminated unexpectedly');
      for (const key of keys) expect(await t.app.ctx.storage.get(key)).toBeNull();
    } finally {
      transaction.mockRestore();
    }
    expect(await imageCount(member.id)).toBe(0);
  });
});

describe('set-avatar, delete-image, remove-avatar, all-images', () => {
  it("works on one's own photos only", async () => {
    const a = await memberWithCookie();
    const b = await memberWithCookie();
    const uploaded = (await upload(a.cookie, [
      { filename: 'one.png', bytes: await pngImage() },
      { filename: 'two.png', bytes: await pngImage(300, 300) },
    ])).json().uploadedImages as Array<{ key: string; url: string }>;
    const [first, second] = uploaded as [{ key: string; url: string }, { key: string; url: string }];

    // Another member's key: nothing happens.
    const steal = await t.app.inject({ method: 'PUT', url: '/api/set-avatar', payload: { avatarPath: second.key }, headers: { cookie: b.cookie } });
    expect(steal.statusCode).toBe(404);
    expect(steal.json().message).toBe(MSG.imageNotFound);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/delete-image', payload: { key: first.key }, headers: { cookie: b.cookie } });
    expect(del.statusCode).toBe(404);
    expect(await imageCount(a.member.id)).toBe(2);

    const set = await t.app.inject({ method: 'PUT', url: '/api/set-avatar', payload: { avatarPath: `${second.key}-large.webp` }, headers: { cookie: a.cookie } });
    expect(set.json()).toEqual({ success: true, message: MSG.avatarUpdated, avatar: second.url });

    const list = await t.app.inject({ method: 'GET', url: '/api/all-images', headers: { cookie: a.cookie } });
    expect(list.json().images.map((i: { isAvatar: boolean }) => i.isAvatar)).toEqual([false, true]);

    // Deleting the avatar image clears the avatar.
    const gone = await t.app.inject({ method: 'DELETE', url: '/api/delete-image', payload: { key: `${second.key}-large.webp` }, headers: { cookie: a.cookie } });
    expect(gone.json()).toEqual({ success: true, message: MSG.imageDeleted });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, a.member.id));
    expect(row!.avatarImageId).toBeNull();
    expect(await t.app.ctx.storage.get(variantKey(second.key, 'large'))).toBeNull();

    await t.app.inject({ method: 'PUT', url: '/api/set-avatar', payload: { avatarPath: first.key }, headers: { cookie: a.cookie } });
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/remove-avatar', headers: { cookie: a.cookie } });
    expect(removed.json()).toEqual({ success: true, message: MSG.avatarRemoved });
    expect(await imageCount(a.member.id)).toBe(1);
    const again = await t.app.inject({ method: 'DELETE', url: '/api/remove-avatar', headers: { cookie: a.cookie } });
    expect(again.statusCode).toBe(400);
  });

  it.each(['../../etc/passwd', 'not-a-key', ''])('refuses a malformed key %j', async (key) => {
    const { cookie } = await memberWithCookie();
    const res = await t.app.inject({ method: 'DELETE', url: '/api/delete-image', payload: { key }, headers: { cookie } });
    expect(res.statusCode).toBe(404);
  });
});

describe('/media access', () => {
  it('serves public photos to members, private ones only as a blur, and nothing to visitors', async () => {
    const owner = await memberWithCookie({ photoPrivacy: 'private', ...MATCH.bride });
    const viewer = await memberWithCookie({ ...MATCH.groom });
    const [image] = (await upload(owner.cookie, [{ filename: 'me.png', bytes: await pngImage() }])).json().uploadedImages as Array<{ key: string }>;
    const get = (variant: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url: `/media/${image!.key}-${variant}.webp`, headers: cookie ? { cookie } : {} });

    expect((await get('large', owner.cookie)).statusCode).toBe(200);
    expect((await get('large', owner.cookie)).headers['content-type']).toBe('image/webp');
    expect((await get('large', owner.cookie)).headers['cache-control']).toBe('private, no-store');
    expect((await get('large')).statusCode).toBe(401);
    const denied = await get('large', viewer.cookie);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(MSG.photoNotAllowed);
    expect((await get('small', viewer.cookie)).statusCode).toBe(403);
    expect((await get('blur', viewer.cookie)).statusCode).toBe(200);

    await t.database.db.update(users).set({ photoPrivacy: 'public' }).where(eq(users.id, owner.member.id));
    // Public now: the card's picture is open to him; the full-size gallery needs a plan in force (its photo views).
    expect((await get('small', viewer.cookie)).statusCode).toBe(200);
    expect((await get('large', viewer.cookie)).statusCode).toBe(403);
    await givePlan(t.database.db, viewer.member.id);
    const withPlan = await signIn(t.app, viewer.member.email);
    expect((await get('large', withPlan)).statusCode).toBe(200);
  });

  it('a guardian sees exactly what the member she guards may see, and nothing once removed', async () => {
    const owner = await memberWithCookie({ photoPrivacy: 'public', ...MATCH.bride });
    const [image] = (await upload(owner.cookie, [{ filename: 'me.png', bytes: await pngImage() }])).json().uploadedImages as Array<{ key: string }>;
    const get = (variant: string, cookie: string) => t.app.inject({ method: 'GET', url: `/media/${image!.key}-${variant}.webp`, headers: { cookie } });
    const guardianOf = async (ward: { id: string }) => {
      const guardian = await buildMember(t.database.db, { role: 'guardian', status: 'Active' });
      const [link] = await t.database.db.insert(guardians).values({ memberId: ward.id, email: guardian.email, status: 'active', guardianUserId: guardian.id }).returning();
      return { guardian, link: link!, cookie: await signIn(t.app, guardian.email) };
    };

    // Her ward may discover the owner: public photos show.
    const groom = await memberWithCookie({ ...MATCH.groom });
    const wali = await guardianOf(groom.member);
    expect((await get('small', wali.cookie)).statusCode).toBe(200);
    // Her ward may not (same gender): neither may she, whatever the photos' privacy.
    const sister = await memberWithCookie({ ...MATCH.bride });
    expect((await get('small', (await guardianOf(sister.member)).cookie)).statusCode).toBe(403);
    // Private photos: only once her ward was granted access.
    await t.database.db.update(users).set({ photoPrivacy: 'private' }).where(eq(users.id, owner.member.id));
    expect((await get('small', wali.cookie)).statusCode).toBe(403);
    expect((await get('blur', wali.cookie)).statusCode).toBe(200);
    await t.database.db.insert(photoAccessRequests).values({ ownerId: owner.member.id, requesterId: groom.member.id, status: 'accepted' });
    expect((await get('small', wali.cookie)).statusCode).toBe(200);
    // Never the full-size gallery of someone else (it would bypass her ward's photo views); her ward's own, yes.
    expect((await get('large', wali.cookie)).statusCode).toBe(403);
    const [own] = (await upload(groom.cookie, [{ filename: 'groom.png', bytes: await pngImage() }])).json().uploadedImages as Array<{ key: string }>;
    expect((await t.app.inject({ method: 'GET', url: `/media/${own!.key}-large.webp`, headers: { cookie: wali.cookie } })).statusCode).toBe(200);
    // Removed: nothing at all, even with a session of her own.
    await t.database.db.update(guardians).set({ status: 'removed' }).where(eq(guardians.id, wali.link.id));
    const later = await signIn(t.app, wali.guardian.email);
    expect((await get('blur', later)).statusCode).toBe(403);
    expect((await get('small', later)).statusCode).toBe(403);
  });

  it('answers 404 for unknown or malformed addresses', async () => {
    const { cookie } = await memberWithCookie();
    for (const url of ['/media/0123456789abcdef0123456789abcdef-large.webp', '/media/..%2f..%2fpackage.json', '/media/x.webp']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('image work and other requests', () => {
  it('answers 503 with Retry-After when too many images already wait, storing nothing, and accepts again after', async () => {
    const { member, cookie } = await memberWithCookie();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Fill every slot and the whole waiting line of this process's image queue.
    const fillers: Array<Promise<void>> = [];
    for (;;) {
      const filler = imageQueue.run(() => held);
      const full = await Promise.race([filler.then(() => false, () => true), new Promise<boolean>((resolve) => setImmediate(() => resolve(false)))]);
      if (full) break;
      fillers.push(filler);
    }
    const busy = await upload(cookie, [{ filename: 'wait.png', bytes: await pngImage(40, 50) }]);
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toMatchObject({ success: false, message: MSG.imagesBusy });
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    expect(await imageCount(member.id)).toBe(0);
    release();
    await Promise.all(fillers);
    expect((await upload(cookie, [{ filename: 'later.png', bytes: await pngImage(40, 50) }])).statusCode).toBe(200);
  });

  it('keeps answering GET /api/health quickly while large photos are processed (real HTTP)', async () => {
    const { cookie } = await memberWithCookie();
    // A 12 MP photo with fine detail (noise), so decoding and encoding take real time.
    const noise = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).jpeg({ quality: 90 }).toBuffer();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const post = () => {
      const body = multipartBody([1, 2, 3].map((n) => ({ filename: `big${n}.jpg`, bytes: noise })));
      return fetch(`${address}/api/upload-images`, { method: 'POST', body: body.payload, headers: { ...body.headers, cookie } });
    };
    const started = performance.now();
    let uploadsDone = false;
    const uploads = Promise.all([post(), post()]).then((responses) => {
      uploadsDone = true;
      return responses;
    });
    const healthLatencies: number[] = [];
    while (!uploadsDone) {
      const t0 = performance.now();
      const health = await fetch(`${address}/api/health`);
      expect(health.status).toBe(200);
      if (!uploadsDone) healthLatencies.push(performance.now() - t0);
    }
    const uploadMs = performance.now() - started;
    for (const res of await uploads) expect(res.status).toBe(200);
    // Health answered again and again while six photos were processed, each time far faster.
    expect(healthLatencies.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...healthLatencies)).toBeLessThan(uploadMs / 4);
  });
});
