import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DAILY_SUGGESTIONS_PER_DAY, MSG } from '@sakinah/contract';
import { blocks, dailySuggestions, profileRequests, subscriptions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { statementsDuring } from '../../test/statements';
import { buildMember, givePlan, MATCH, signIn, testClock } from '../../test/factories';
import { findLiveUserById } from '../../core/member/users.repo';
import { listDiscoverable } from './discovery.repo';
import { listingViewerOf, sendDailySuggestionMails } from './suggestions.service';
import { indiaDay, startOfIndiaDay as startOfIndiaDayOf } from '../../lib/india-day';

const DAY = 24 * 60 * 60 * 1000;
// 10:00 in India today, so small moves of the clock stay on the same India day.
const clock = testClock(new Date(startOfIndiaDayOf(new Date()).getTime() + 4.5 * 60 * 60 * 1000));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://sakinah.example' }, { now: clock.now });
});
afterAll(async () => t.close());

type Side = 'bride' | 'groom';
async function member(side: Side, features: string[] | null, overrides: Parameters<typeof buildMember>[1] = {}, on: TestApp = t) {
  const row = await buildMember(on.database.db, { ...MATCH[side], status: 'Active', isProfileComplete: true, ...overrides });
  if (features) {
    const plan = await givePlan(on.database.db, row.id);
    await on.database.db.update(subscriptions).set({ features }).where(eq(subscriptions.id, plan.id));
  }
  return { row, cookie: await signIn(on.app, row.email) };
}

const get = (cookie: string | undefined, url = '/api/daily-suggestions', on: TestApp = t) => on.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const ids = (body: { suggestions: Array<{ id: string }> }) => body.suggestions.map((s) => s.id);

/**
 * A groom with clear preferences and brides who fit them to different degrees, so the scores
 * differ; all in a caste of their own so other tests' members never mix in.
 */
async function scene(caste: string, brides = 15, on: TestApp = t) {
  const groom = await member('groom', ['dailySuggestions'], {
    caste,
    casteInterestedIn: [caste],
    educationPreference: 'Masters',
    occupationPreference: 'Doctor',
    heightPreference: "5'4\"",
    locationPreference: 'Hyderabad',
  }, on);
  const candidates = [];
  for (let i = 0; i < brides; i += 1) {
    const bride = await buildMember(on.database.db, {
      ...MATCH.bride,
      caste,
      casteInterestedIn: [caste],
      status: 'Active',
      isProfileComplete: true,
      firstName: `Bride${i}`,
      education: i % 2 === 0 ? 'Masters' : 'Bachelors',
      occupation: i % 3 === 0 ? 'Doctor' : 'Teacher',
      height: i % 4 === 0 ? "5'4\"" : "5'0\"",
      city: i % 5 === 0 ? 'Hyderabad' : 'Pune',
    });
    candidates.push(bride);
  }
  return { groom, candidates };
}

/** The listing's own ranking for this member, as featured profiles would page through it. */
async function listingOrder(memberId: string, on: TestApp = t) {
  const me = (await findLiveUserById(on.database.db, memberId))!;
  const viewer = listingViewerOf(me, clock.now())!;
  const rows = await listDiscoverable(on.database.db, viewer, { castes: [...viewer.casteInterestedIn] }, null, 48, clock.now().toISOString().slice(0, 10));
  return rows.map((row) => ({ id: row.id, score: Number(row.score) }));
}

describe('daily suggestions', () => {
  it('locked without the plan key; anonymous refused', async () => {
    const noKey = await member('groom', ['whoIsInterested']);
    expect((await get(noKey.cookie)).json()).toMatchObject({ success: true, locked: true, suggestions: [] });
    const noPlan = await member('groom', null);
    expect((await get(noPlan.cookie)).json()).toMatchObject({ success: true, locked: true, suggestions: [] });
    const anonymous = await get(undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, message: MSG.notSignedIn });
    const admin = await buildMember(t.database.db, { role: 'admin', status: 'Active' });
    expect((await get(await signIn(t.app, admin.email))).json()).toMatchObject({ locked: true, suggestions: [] });
    expect(await t.database.db.select().from(dailySuggestions).where(eq(dailySuggestions.userId, noKey.row.id))).toHaveLength(0);
  });

  it('up to 10, best fit first by the listing\'s scoring, never requested (any status), blocked or themselves', async () => {
    const { groom, candidates } = await scene('Qureshi');
    const ranking = await listingOrder(groom.row.id);
    // The three best by the listing: one he asked and she declined, one who asked him, one he blocked.
    const [declined, asked, blocked] = ranking.map((r) => r.id);
    await t.database.db.insert(profileRequests).values({ senderId: groom.row.id, receiverId: declined!, status: 'declined' });
    await t.database.db.insert(profileRequests).values({ senderId: asked!, receiverId: groom.row.id, status: 'pending' });
    await t.database.db.insert(blocks).values({ blockerId: groom.row.id, blockedId: blocked! });

    const res = await get(groom.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.locked).toBe(false);
    expect(body.day).toBe(indiaDay(clock.now()));
    expect(body.suggestions).toHaveLength(DAILY_SUGGESTIONS_PER_DAY);
    const expected = ranking.filter((r) => ![declined, asked, blocked].includes(r.id)).slice(0, DAILY_SUGGESTIONS_PER_DAY);
    expect(ids(body)).toEqual(expected.map((r) => r.id));
    const scores = body.suggestions.map((s: { matchScore: number }) => s.matchScore);
    expect(scores).toEqual(expected.map((r) => r.score));
    for (let i = 1; i < scores.length; i += 1) expect(scores[i]).toBeLessThanOrEqual(scores[i - 1]);
    expect(new Set(scores).size).toBeGreaterThan(2);
    // The pending request shows on no card: that member is not suggested at all.
    expect(ids(body)).not.toContain(asked);
    expect(candidates.map((c) => c.id)).toEqual(expect.arrayContaining(ids(body)));
    const card = body.suggestions[0];
    expect(card).toMatchObject({ photosLocked: true, status: 'Active', lastName: 'Khan', request: null });
  });

  it('once the day\'s are stored and seen, a read is one statement after the session', async () => {
    const { groom } = await scene('Mughal', 4);
    expect(ids((await get(groom.cookie)).json())).toHaveLength(4);
    const seen = await statementsDuring(t.database, async () => expect(ids((await get(groom.cookie)).json())).toHaveLength(4));
    expect(seen).toHaveLength(2);
  });

  it('stable within the India day; a new set the next day, never repeating', async () => {
    const { groom } = await scene('Siddiqui', 14);
    const first = ids((await get(groom.cookie)).json());
    expect(first).toHaveLength(10);
    // A better fit joins the same day: today's set does not change.
    await buildMember(t.database.db, {
      ...MATCH.bride, caste: 'Siddiqui', casteInterestedIn: ['Siddiqui'], status: 'Active', firstName: 'Newcomer',
      education: 'Masters', occupation: 'Doctor', height: "5'4\"", city: 'Hyderabad',
    });
    clock.advance(3 * 60 * 60 * 1000);
    expect(ids((await get(groom.cookie)).json())).toEqual(first);
    const stored = await t.database.db.select().from(dailySuggestions).where(eq(dailySuggestions.userId, groom.row.id));
    expect(stored).toHaveLength(10);
    expect(stored.every((row) => row.seenAt !== null)).toBe(true);

    clock.advance(DAY);
    const next = (await get(groom.cookie)).json();
    expect(next.day).not.toBe(indiaDay(new Date(clock.now().getTime() - DAY)));
    // 14 + 1 candidates, 10 suggested yesterday: the other 5 today, the newcomer first.
    expect(next.suggestions).toHaveLength(5);
    expect(next.suggestions[0].firstName).toBe('Newcomer');
    expect(ids(next).filter((id) => first.includes(id))).toEqual([]);
    clock.advance(-DAY - 3 * 60 * 60 * 1000);
  });

  it('the policy decides at read time: a suggestion who turns invisible, blocks him, pauses or is suspended is dropped at once', async () => {
    const { groom } = await scene('Shaikh', 10);
    const first = ids((await get(groom.cookie)).json());
    expect(first).toHaveLength(10);
    const db = t.database.db;
    await db.update(users).set({ invisibleMode: true }).where(eq(users.id, first[0]!));
    await db.insert(blocks).values({ blockerId: first[1]!, blockedId: groom.row.id });
    await db.update(users).set({ deactivatedAt: clock.now() }).where(eq(users.id, first[2]!));
    await db.update(users).set({ status: 'Suspended' }).where(eq(users.id, first[3]!));
    await db.update(users).set({ deletedAt: clock.now() }).where(eq(users.id, first[4]!));
    expect(ids((await get(groom.cookie)).json())).toEqual(first.slice(5));
    await db.update(users).set({ invisibleMode: false }).where(eq(users.id, first[0]!));
    expect(ids((await get(groom.cookie)).json())).toEqual([first[0], ...first.slice(5)]);
  });

  it('two tabs at once compute the day once', async () => {
    const { groom } = await scene('Pathan', 12);
    const [a, b] = await Promise.all([get(groom.cookie), get(groom.cookie)]);
    expect(ids(a.json())).toEqual(ids(b.json()));
    const stored = await t.database.db
      .select()
      .from(dailySuggestions)
      .where(and(eq(dailySuggestions.userId, groom.row.id), eq(dailySuggestions.day, indiaDay(clock.now()))));
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.rank).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('the first read of a day, her list already built, is the same few statements whatever the number of members', async () => {
    const counts = [];
    for (const [caste, brides] of [['Ansari', 12], ['Rizvi', 40]] as const) {
      const { groom } = await scene(caste, brides);
      // Featured profiles builds her list for the day; the first read of suggestions then only picks from it.
      expect((await get(groom.cookie, '/api/featured-profiles')).statusCode).toBe(200);
      const seen = await statementsDuring(t.database, async () => expect(ids((await get(groom.cookie)).json())).toHaveLength(10));
      counts.push(seen.length);
    }
    expect(counts[0]).toBe(counts[1]);
    // The session, the day (none), the picks, storing them under her lock (begin, lock, check, insert, commit), the day again, seen.
    expect(counts[0]).toBeLessThanOrEqual(10);
  });

  it('a member with no preferences set or nobody to suggest gets an empty list, not an error', async () => {
    const lonely = await member('groom', ['dailySuggestions'], { caste: 'Nobody', casteInterestedIn: ['Nobody'] });
    expect((await get(lonely.cookie)).json()).toMatchObject({ locked: false, suggestions: [] });
    const noGender = await member('groom', ['dailySuggestions'], { gender: null });
    expect((await get(noGender.cookie)).json()).toMatchObject({ locked: false, suggestions: [] });
    const pending = await member('groom', ['dailySuggestions'], { status: 'Pending' });
    expect((await get(pending.cookie)).json()).toMatchObject({ locked: false, suggestions: [] });
  });
});

describe('daily suggestions beyond her stored list', () => {
  // A list of 20 (the least MATCH_LIST_SIZE allows), so a member uses its best up in two days.
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ MATCH_LIST_SIZE: '20' }, { now: clock.now });
  });
  afterAll(async () => small.close());

  it('once her list\'s best were all suggested, the next best come from below it, in the listing\'s order', async () => {
    const { groom } = await scene('Farooqui', 26, small);
    const ranking = await listingOrder(groom.row.id, small);
    expect(ranking).toHaveLength(26);
    // Suggested on earlier days: the 16 best. Her list of 20 holds 4 more; the other 6 are below it.
    const earlier = ranking.slice(0, 16);
    await small.database.db.insert(dailySuggestions).values(
      earlier.map((r, i) => ({ userId: groom.row.id, day: indiaDay(new Date(clock.now().getTime() - (i < 10 ? 2 : 1) * DAY)), candidateId: r.id, score: r.score, rank: (i % 10) + 1 })),
    );
    const body = (await get(groom.cookie, undefined, small)).json();
    expect(ids(body)).toEqual(ranking.slice(16, 26).map((r) => r.id));
    expect(body.suggestions.map((s: { matchScore: number }) => s.matchScore)).toEqual(ranking.slice(16, 26).map((r) => r.score));
  });
});

describe('the daily suggestions mail', () => {
  const mailsTo = async (email: string) =>
    ((await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json().messages as Array<{ subject: string; text: string }>).filter((m) =>
      m.subject.includes('for today'),
    );

  it('is off by default; the member turns it on in the mail preferences; bad input is refused', async () => {
    const m = await member('groom', ['dailySuggestions']);
    expect((await get(m.cookie, '/api/get-user')).json().user.dailySuggestionMail).toBe(false);
    const patch = (payload: unknown) => t.app.inject({ method: 'PATCH', url: '/api/notification-settings', payload: payload as object, headers: { cookie: m.cookie } });
    for (const bad of [{ dailySuggestionMail: 'yes' }, { dailySuggestionMail: null }]) {
      const res = await patch(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: MSG.invalidDailySuggestionMailSetting });
    }
    const res = await patch({ dailySuggestionMail: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: MSG.notificationSettingsUpdated, user: { dailySuggestionMail: true, renewalReminders: true } });
    // Each preference changes alone.
    const reminders = await patch({ renewalReminders: false });
    expect(reminders.json().user).toMatchObject({ dailySuggestionMail: true, renewalReminders: false });
  });

  it('mails the day\'s first names and a link once a day, only to members who turned it on and whose plan has the key', async () => {
    const { groom } = await scene('Mirza', 3);
    const off = await scene('Baig', 3);
    const noKey = await member('groom', ['whoIsInterested'], { caste: 'Mirza', casteInterestedIn: ['Mirza'], dailySuggestionMail: true });
    await t.database.db.update(users).set({ dailySuggestionMail: true }).where(eq(users.id, groom.row.id));

    await sendDailySuggestionMails(t.app.ctx);
    const mails = await mailsTo(groom.row.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(MSG.dailySuggestionMailSubject(3));
    expect(mails[0]!.text).toMatch(/Your matches for today: Bride\d, Bride\d, Bride\d\./);
    expect(mails[0]!.text).toContain('https://sakinah.example/user/featured-profiles');
    expect(mails[0]!.text).not.toContain('Khan');
    expect(await mailsTo(off.groom.row.email)).toHaveLength(0);
    expect(await mailsTo(noKey.row.email)).toHaveLength(0);
    // The mail does not count as seeing them.
    const stored = await t.database.db.select().from(dailySuggestions).where(eq(dailySuggestions.userId, groom.row.id));
    expect(stored.every((row) => row.seenAt === null)).toBe(true);

    // Once a day.
    clock.advance(60 * 60 * 1000);
    await sendDailySuggestionMails(t.app.ctx);
    expect(await mailsTo(groom.row.email)).toHaveLength(1);
    // The next day: new members to suggest, a new mail.
    for (let i = 0; i < 2; i += 1) {
      await buildMember(t.database.db, { ...MATCH.bride, caste: 'Mirza', casteInterestedIn: ['Mirza'], status: 'Active', firstName: `Later${i}` });
    }
    clock.advance(DAY);
    await sendDailySuggestionMails(t.app.ctx);
    const later = await mailsTo(groom.row.email);
    expect(later).toHaveLength(2);
    clock.advance(-DAY - 60 * 60 * 1000);
  });
});
