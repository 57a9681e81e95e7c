import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES, MSG, fileMessages } from '@sakinah/contract';
import { images, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, signIn } from '../../test/factories';
import { jpegWithExif, multipartBody, pngBombHeader, pngImage } from '../../test/images';
import { variantKey } from './image-pipeline';

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
    const owner = await memberWithCookie({ photoPrivacy: 'private' });
    const viewer = await memberWithCookie();
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
    expect((await get('large', viewer.cookie)).statusCode).toBe(200);
  });

  it('answers 404 for unknown or malformed addresses', async () => {
    const { cookie } = await memberWithCookie();
    for (const url of ['/media/0123456789abcdef0123456789abcdef-large.webp', '/media/..%2f..%2fpackage.json', '/media/x.webp']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
