import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MemberCard } from '@sakinah/contract';
import { images, photoAccessRequests, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MATCH, buildMember, connect, givePlan, signIn } from '../../test/factories';

/**
 * A page read from her stored list goes out with cards the statement wrote (cardJsonSql); a page scored live, and
 * every other list of cards, is presented by presentMemberCard. Both must give the same card for the same member and
 * viewer: this walks the same listing both ways over members chosen to cover every branch of a card.
 */
let t: TestApp;
let groom: { id: string; cookie: string };
const today = new Date();
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** A date of birth `years` ago, `days` later in the year (0: her birthday is today, 1: tomorrow, -1: yesterday). */
const bornYearsAgo = (years: number, days: number) =>
  isoDay(new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days)));

async function withAvatar(memberId: string, held = false) {
  const [image] = await t.database.db
    .insert(images)
    .values({ userId: memberId, storageKey: `card-${crypto.randomBytes(6).toString('hex')}`, width: 600, height: 800, held })
    .returning();
  await t.database.db.update(users).set({ avatarImageId: image!.id }).where(eq(users.id, memberId));
}

beforeAll(async () => {
  // A short stored list, so that walking the listing crosses its end and the rest is scored live.
  t = await createTestApp({ MATCH_LIST_SIZE: '20', LISTING_WORK_PER_MINUTE: '100000' });
  const member = await buildMember(t.database.db, { status: 'Active', ...MATCH.groom, dob: '1994-03-01', educationPreference: 'Masters' });
  await givePlan(t.database.db, member.id);
  groom = { id: member.id, cookie: await signIn(t.app, member.email) };
  const bride = (overrides: Parameters<typeof buildMember>[1] = {}) => buildMember(t.database.db, { status: 'Active', ...MATCH.bride, ...overrides });

  const open = await bride({ firstName: "Zara'", lastName: 'O"Neil \\ Khan', education: 'Masters', photoPrivacy: 'public', dob: bornYearsAgo(25, 0) });
  await withAvatar(open.id);
  const locked = await bride({ photoPrivacy: 'private', dob: bornYearsAgo(26, 1), verificationStatus: 'verified' });
  await withAvatar(locked.id);
  const granted = await bride({ photoPrivacy: 'private', dob: bornYearsAgo(27, -1), profileFor: 'daughter' });
  await withAvatar(granted.id);
  await t.database.db.insert(photoAccessRequests).values({ ownerId: granted.id, requesterId: groom.id, status: 'accepted' });
  const held = await bride({ photoPrivacy: 'public' });
  await withAvatar(held.id, true);
  const asked = await bride({ education: 'Masters', height: null, city: null, state: null, occupation: null, maritalStatus: null });
  await connect(t.database.db, groom.id, asked.id, 'pending');
  const asking = await bride({ photoPrivacy: 'private' });
  await connect(t.database.db, asking.id, groom.id, 'pending');
  const connected = await bride({ photoPrivacy: 'private' });
  await withAvatar(connected.id);
  await connect(t.database.db, connected.id, groom.id, 'accepted');
  for (let i = 0; i < 17; i += 1) await bride({ dob: bornYearsAgo(22 + (i % 9), i * 20), firstName: `Bride ${'ñ漢'.repeat(i % 4)}`, education: i % 3 ? 'Masters' : 'PhD' });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: groom.cookie } });

/** Every card of her listing, a page of `limit` at a time, following nextCursor. */
async function walk(limit: number): Promise<MemberCard[]> {
  const cards: MemberCard[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(`/api/featured-profiles?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const page = res.json() as { success: true; profiles: MemberCard[]; nextCursor: string | null };
    expect(page.success).toBe(true);
    cards.push(...page.profiles);
    cursor = page.nextCursor;
  } while (cursor);
  return cards;
}

describe('cards written by the statement', () => {
  it('are the cards presentMemberCard makes, page after page, across the end of her stored list', async () => {
    // all-users presents every card here (the first 48 of the same listing); featured profiles sends the
    // statement's cards for pages read from her list and presents only what is scored live past its end.
    const presented = (await get('/api/all-users')).json().users as MemberCard[];
    expect(presented.length).toBe(24);
    for (const limit of [1, 3, 5, 8]) {
      expect(await walk(limit), `pages of ${limit}`).toEqual(presented);
    }
  });

  it('cover every branch of a card', async () => {
    const cards = await walk(8);
    const byName = (first: string) => cards.find((card) => card.firstName === first)!;
    expect(byName("Zara'")).toMatchObject({ name: 'Zara\' O"Neil \\ Khan', photosLocked: false, avatar: expect.stringMatching(/^\/media\/card-[0-9a-f]+-small\.webp$/), request: null });
    expect(cards.filter((card) => card.avatar?.endsWith('-blur.webp') && card.photosLocked)).toHaveLength(2);
    expect(cards.filter((card) => card.verified)).toHaveLength(1);
    expect(cards.map((card) => card.request?.direction ?? null).sort()).toEqual([...Array(21).fill(null), 'incoming', 'incoming', 'outgoing'].sort());
    expect(cards.find((card) => card.request?.status === 'accepted')!.request).toMatchObject({ direction: 'incoming' });
    // Born 25 years ago today: 25; 26 years ago tomorrow: still 25; 27 years ago yesterday: 27.
    expect(cards.find((card) => card.firstName === "Zara'")!.age).toBe(25);
    expect(cards.find((card) => card.verified)!.age).toBe(25);
    expect(cards.find((card) => card.profileFor === 'daughter')!.age).toBe(27);
    expect(cards.find((card) => card.city === '' && card.height === '' && card.maritalStatus === '')).toBeTruthy();
  });

  it('follow her own changes at once: a photo access withdrawn, a request answered', async () => {
    const before = await walk(8);
    await t.database.db.delete(photoAccessRequests).where(eq(photoAccessRequests.requesterId, groom.id));
    const after = await walk(8);
    expect(after.filter((card) => card.photosLocked).length).toBe(before.filter((card) => card.photosLocked).length + 1);
    expect(after).toEqual((await get('/api/all-users')).json().users);
  });
});
