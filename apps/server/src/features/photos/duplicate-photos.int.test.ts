import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { MSG } from '@sakinah/contract';
import { photoHashBands, riskItems } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MATCH, connect, signInAdmin, activeMember, type MemberOverrides } from '../../test/factories';
import { multipartBody, pngImage, syntheticPhoto } from '../../test/images';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app, t.database.db);
});
afterAll(async () => t.close());

/** An approved bride with a plan and public photos (grooms with `MATCH.groom`). */
const active = (overrides: MemberOverrides = {}) =>
  activeMember(t.app, t.database.db, { photoPrivacy: 'public', ...MATCH.bride, ...overrides });
async function upload(cookie: string, bytes: Buffer, filename = 'me.jpg') {
  const body = multipartBody([{ filename, bytes }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/upload-images', payload: body.payload, headers: { ...body.headers, cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().uploadedImages[0] as { id: string; key: string; url: string; held: boolean };
}
const get = (cookie: string | undefined, url: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const act = (cookie: string | undefined, id: string, action: string) => t.app.inject({ method: 'POST', url: `/api/admin/risk/${id}/${action}`, headers: cookie ? { cookie } : {} });
/** Slightly edited: 3 % cropped, brighter, re-compressed as a JPEG. */
const edited = async (bytes: Buffer) => sharp(bytes).extract({ left: 12, top: 15, width: 776, height: 970 }).modulate({ brightness: 1.1 }).jpeg({ quality: 60 }).toBuffer();
const itemsFor = async (subjectId: string) => t.database.db.select().from(riskItems).where(eq(riskItems.subjectId, subjectId));

async function duplicatePair(seed: number) {
  const original = await syntheticPhoto(seed);
  const first = await active();
  const firstPhoto = await upload(first.cookie, await sharp(original).jpeg({ quality: 90 }).toBuffer());
  const copier = await active();
  const copy = await upload(copier.cookie, await edited(original));
  const [item] = await itemsFor(copier.member.id);
  return { first, firstPhoto, copier, copy, item: item! };
}

describe('duplicate photos', () => {
  it('two accounts uploading the same photo at the same moment do not miss each other', async () => {
    // Each upload indexes its hash before it looks, so whichever looks last sees the other.
    const original = await syntheticPhoto(7);
    const [a, b] = await Promise.all([active(), active()]);
    const [photoA, photoB] = await Promise.all([upload(a.cookie, original, 'a.png'), upload(b.cookie, await edited(original))]);
    const raised = [...(await itemsFor(a.member.id)), ...(await itemsFor(b.member.id))];
    expect(raised.length).toBeGreaterThanOrEqual(1);
    expect(photoA.held || photoB.held).toBe(true);
  });

  it('a slightly edited copy of another member\'s photo is held and raised; a third member does not see it; owner and admin do', async () => {
    const { first, firstPhoto, copier, copy, item } = await duplicatePair(1);
    expect(firstPhoto.held).toBe(false);
    expect(copy.held).toBe(true);
    expect(item).toMatchObject({ kind: 'duplicate_photo', status: 'open', subjectId: copier.member.id, otherId: first.member.id, imageId: copy.id, otherImageId: firstPhoto.id });
    expect((item.details as { distance: number }).distance).toBeLessThanOrEqual(10);
    // Both photos are indexed.
    expect(await t.database.db.select().from(photoHashBands).where(eq(photoHashBands.imageId, copy.id))).toHaveLength(4);

    // A third member: no avatar, no photo, no count, and the file itself is not there.
    const third = await active(MATCH.groom);
    const view = (await get(third.cookie, `/api/user/${copier.member.id}`)).json().user;
    expect(view).toMatchObject({ avatar: null, avatarThumb: null, images: [], photoCount: 0 });
    for (const variant of ['large', 'small', 'blur']) {
      const media = await get(third.cookie, `/media/${copy.key}-${variant}.webp`);
      expect(media.statusCode).toBe(404);
      expect(media.json().message).toBe(MSG.imageNotFound);
    }
    expect((await get(undefined, copy.url)).statusCode).toBe(404);
    // ...nor in a listing (her request in his incoming list).
    await connect(t.database.db, copier.member.id, third.member.id, 'pending');
    const lists = (await get(third.cookie, `/api/received-requests/${third.member.id}`)).json().data;
    const incoming = JSON.stringify(lists);
    expect(incoming).toContain(copier.member.id);
    expect(incoming).not.toContain(copy.key);
    // The earlier owner's photo is untouched.
    expect((await get(third.cookie, firstPhoto.url)).statusCode).toBe(200);

    // The uploader still sees her photo (marked held) and nothing about whose it matched.
    const own = (await get(copier.cookie, `/api/user/${copier.member.id}`)).json().user;
    expect(own.images.map((i: { url: string }) => i.url)).toEqual([copy.url]);
    expect((await get(copier.cookie, copy.url)).statusCode).toBe(200);
    const mine = (await get(copier.cookie, '/api/all-images')).json();
    expect(mine.images[0].held).toBe(true);
    expect(JSON.stringify(mine)).not.toContain(first.member.id);

    // The admin sees both, side by side in the queue.
    expect((await get(adminCookie, copy.url)).statusCode).toBe(200);
    const queue = (await get(adminCookie, '/api/admin/risk')).json().items as Array<{ id: string; photo: { url: string; held: boolean }; otherPhoto: { url: string } }>;
    const listed = queue.find((i) => i.id === item.id)!;
    expect(listed.photo).toMatchObject({ url: copy.url, held: true });
    expect(listed.otherPhoto.url).toBe(firstPhoto.url);
    // The member record marks which of her photos is held.
    const record = (await get(adminCookie, `/api/admin/members/${copier.member.id}`)).json().member as { photos: Array<{ id: string; held: boolean }> };
    expect(record.photos.find((p) => p.id === copy.id)?.held).toBe(true);
  });

  it('a mirrored copy is found too', async () => {
    const original = await syntheticPhoto(2);
    const first = await active();
    await upload(first.cookie, original, 'me.png');
    const copier = await active();
    const copy = await upload(copier.cookie, await sharp(original).flop().jpeg({ quality: 80 }).toBuffer());
    expect(copy.held).toBe(true);
    const [item] = await itemsFor(copier.member.id);
    expect(item!.details).toMatchObject({ mirrored: true });
  });

  it('false alarm releases the photo to other members', async () => {
    const { copier, copy, item } = await duplicatePair(3);
    const third = await active(MATCH.groom);
    expect((await get(third.cookie, copy.url)).statusCode).toBe(404);
    expect((await act(adminCookie, item.id, 'false_alarm')).json()).toEqual({ success: true, message: MSG.riskFalseAlarm });
    expect((await get(third.cookie, copy.url)).statusCode).toBe(200);
    expect((await get(third.cookie, `/api/user/${copier.member.id}`)).json().user.images).toHaveLength(1);
  });

  it('reject photo deletes the copy (and clears it as her avatar)', async () => {
    const { copier, copy, item } = await duplicatePair(4);
    expect((await act(adminCookie, item.id, 'reject_photo')).json()).toEqual({ success: true, message: MSG.riskPhotoRejected });
    expect((await get(copier.cookie, '/api/all-images')).json().images).toEqual([]);
    expect((await get(adminCookie, copy.url)).statusCode).toBe(404);
    expect((await get(copier.cookie, `/api/user/${copier.member.id}`)).json().user.avatar).toBeNull();
  });

  it('her own re-upload, different photos and flat pictures raise nothing', async () => {
    const original = await syntheticPhoto(5);
    const member = await active();
    await upload(member.cookie, original, 'a.png');
    const again = await upload(member.cookie, await edited(original));
    expect(again.held).toBe(false);
    const other = await active();
    expect((await upload(other.cookie, await syntheticPhoto(6), 'b.png')).held).toBe(false);
    // Flat colour images are not hashed: two members with the same plain picture are not a match.
    const plainA = await active();
    const plainB = await active();
    await upload(plainA.cookie, await pngImage(), 'p.png');
    expect((await upload(plainB.cookie, await pngImage(), 'p.png')).held).toBe(false);
    for (const m of [member, other, plainA, plainB]) expect(await itemsFor(m.member.id)).toEqual([]);
  });

  it('only admins see or decide the queue', async () => {
    const { copier, item } = await duplicatePair(7);
    expect((await get(undefined, '/api/admin/risk')).statusCode).toBe(401);
    expect((await get(copier.cookie, '/api/admin/risk')).statusCode).toBe(403);
    expect((await act(undefined, item.id, 'false_alarm')).statusCode).toBe(401);
    expect((await act(copier.cookie, item.id, 'false_alarm')).statusCode).toBe(403);
    expect((await itemsFor(copier.member.id))[0]!.status).toBe('open');
  });
});
