import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  DUPLICATE_TEXT_SIMILARITY, MANY_REPORTS_DISTINCT_REPORTERS, NEW_ACCOUNT_BURST_FIRST_MESSAGES, NEW_ACCOUNT_BURST_REQUESTS, RISK_SCORES,
  SHARED_ORIGIN_ACCOUNTS_PER_DAY, type RiskKind,
} from '@sakinah/contract';
import { accountOrigins, conversationStarts, profileRequests, riskItems, textFingerprints } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, connect, givePlan, MATCH, signIn, uniquePhone, signInAdmin } from '../../test/factories';
import { raiseRisk } from '../../core/risk/raise-risk';
import { DEVICE_COOKIE } from '../../core/risk/device-cookie';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app, t.database.db);
});
afterAll(async () => t.close());

const itemsAbout = (subjectId: string, kind: RiskKind) =>
  t.database.db.select().from(riskItems).where(and(eq(riskItems.subjectId, subjectId), eq(riskItems.kind, kind)));

let ipCounter = 0;
/** Public addresses (198.18.0.0/15): private and loopback ones are not compared. */
const freshIp = () => `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

/** Signs up through the API (number verified first), from a peer address, with the cookies and headers given. */
async function signUp(app: TestApp, peer: string, opts: { cookie?: string; forwardedFor?: string } = {}) {
  const phone = uniquePhone();
  await app.app.inject({ method: 'POST', url: '/api/send-otp', payload: { phoneNumber: phone }, remoteAddress: freshIp() });
  const text: string = (await app.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json().messages[0].text;
  await app.app.inject({ method: 'POST', url: '/api/verify-otp', payload: { phoneNumber: phone, otp: /\b(\d{6})\b/.exec(text)![1] }, remoteAddress: freshIp() });
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.forwardedFor) headers['x-forwarded-for'] = opts.forwardedFor;
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/signup',
    remoteAddress: peer,
    headers,
    payload: {
      firstName: 'Sana', middleName: '', lastName: 'Qureshi', contactNo: phone, phoneVerified: true, email: `origin-${phone}@example.com`,
      dob: '1998-02-02', gender: 'female', profileFor: 'self', customRelation: '', password: 'Noor@123', confirmPassword: 'Noor@123',
    },
  });
  expect(res.statusCode).toBe(201);
  const setCookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const device = setCookies.find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  return { id: res.json().user.id as string, deviceCookie: device?.split(';')[0], setDevice: device, firstCookie: setCookies[0] };
}

describe('shared_origin: several accounts from one device or address in a day', () => {
  it('sets an httpOnly device cookie once; stores only its hash; the third account from the device raises one item per account, a fourth refreshes them', async () => {
    const first = await signUp(t, freshIp());
    expect(first.setDevice).toMatch(/HttpOnly/i);
    // Clients that read only the first Set-Cookie still get the session.
    expect(first.firstCookie).toMatch(/^sid=/);
    expect(first.setDevice).toMatch(/Max-Age=\d{8}/);
    const cookie = first.deviceCookie!;
    const second = await signUp(t, freshIp(), { cookie });
    expect(second.setDevice).toBeUndefined();
    const [origin] = await t.database.db.select().from(accountOrigins).where(eq(accountOrigins.userId, second.id));
    expect(origin!.deviceHash).toMatch(/^[0-9a-f]{64}$/);
    expect(origin!.deviceHash).not.toContain(cookie.split('=')[1]);
    // Two accounts: under the threshold.
    expect(await itemsAbout(second.id, 'shared_origin')).toHaveLength(0);

    const group = [first, second];
    while (group.length < SHARED_ORIGIN_ACCOUNTS_PER_DAY) group.push(await signUp(t, freshIp(), { cookie }));
    for (const account of group) {
      const items = await itemsAbout(account.id, 'shared_origin');
      expect(items).toHaveLength(1);
      expect(items[0]!.details).toMatchObject({ accounts: SHARED_ORIGIN_ACCOUNTS_PER_DAY, windowHours: 24, sameDevice: true, sameAddress: false });
      expect((items[0]!.details as { otherAccountIds: string[] }).otherAccountIds.sort()).toEqual(group.filter((g) => g !== account).map((g) => g.id).sort());
    }
    const firstItem = (await itemsAbout(first.id, 'shared_origin'))[0]!;

    await signUp(t, freshIp(), { cookie });
    const refreshed = await itemsAbout(first.id, 'shared_origin');
    expect(refreshed).toHaveLength(1);
    expect(refreshed[0]!.id).toBe(firstItem.id);
    expect(refreshed[0]!.details).toMatchObject({ accounts: SHARED_ORIGIN_ACCOUNTS_PER_DAY + 1 });
  });

  it('a garbage device cookie is replaced, never stored as sent', async () => {
    const res = await signUp(t, freshIp(), { cookie: `${DEVICE_COOKIE}=attacker-chosen` });
    expect(res.setDevice).toBeDefined();
    expect(res.deviceCookie).not.toBe(`${DEVICE_COOKIE}=attacker-chosen`);
  });

  it('from one untrusted peer, a forged X-Forwarded-For does not split the address: the third account raises', async () => {
    const peer = freshIp();
    const group = [];
    for (let i = 0; i < SHARED_ORIGIN_ACCOUNTS_PER_DAY; i += 1) group.push(await signUp(t, peer, { forwardedFor: `203.0.113.${i + 1}` }));
    const [origin] = await t.database.db.select().from(accountOrigins).where(eq(accountOrigins.userId, group[0]!.id));
    expect(origin!.ip).toBe(peer);
    const items = await itemsAbout(group.at(-1)!.id, 'shared_origin');
    expect(items).toHaveLength(1);
    expect(items[0]!.details).toMatchObject({ sameAddress: true, sameDevice: false, maskedAddress: peer.replace(/\.\d+$/, '.x') });
  });

  it('from different untrusted peers, one forged X-Forwarded-For does not merge them: nothing is raised', async () => {
    const group = [];
    for (let i = 0; i < SHARED_ORIGIN_ACCOUNTS_PER_DAY; i += 1) group.push(await signUp(t, freshIp(), { forwardedFor: '198.51.100.7' }));
    for (const account of group) expect(await itemsAbout(account.id, 'shared_origin')).toHaveLength(0);
  });

  it('loopback and private addresses (a dev machine, an unnamed proxy) are not compared', async () => {
    for (const peer of ['127.0.0.1', '10.1.2.3']) {
      const group = [];
      for (let i = 0; i < SHARED_ORIGIN_ACCOUNTS_PER_DAY; i += 1) group.push(await signUp(t, peer));
      for (const account of group) expect(await itemsAbout(account.id, 'shared_origin')).toHaveLength(0);
    }
  });

  it('behind a trusted proxy, X-Forwarded-For is the client address', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '10.99.0.1' });
    try {
      const a = await signUp(proxied, '10.99.0.1', { forwardedFor: '198.51.100.20' });
      const [origin] = await proxied.database.db.select().from(accountOrigins).where(eq(accountOrigins.userId, a.id));
      expect(origin!.ip).toBe('198.51.100.20');
    } finally {
      await proxied.close();
    }
  });
});

describe('new_account_burst: a new account reaching out fast', () => {
  async function youngSender(createdAt = new Date()) {
    const sender = await buildMember(t.database.db, { status: 'Active', isProfileComplete: true, createdAt, ...MATCH.groom });
    await givePlan(t.database.db, sender.id);
    return { sender, cookie: await signIn(t.app, sender.email) };
  }
  const receiver = async () => buildMember(t.database.db, { status: 'Active', isProfileComplete: true, ...MATCH.bride });
  const sendRequest = (cookie: string, receiverId: string) => t.app.inject({ method: 'POST', url: '/api/send-request', payload: { receiverId }, headers: { cookie } });
  /** Earlier requests, stored directly (declined, so the open-pair index allows them to one receiver). */
  async function earlierRequests(senderId: string, n: number) {
    const to = await receiver();
    for (let i = 0; i < n; i += 1) await t.database.db.insert(profileRequests).values({ senderId, receiverId: to.id, status: 'declined' });
  }

  it('requests: under the threshold nothing, crossing it raises once, a repeat refreshes the one item', async () => {
    const { sender, cookie } = await youngSender();
    await earlierRequests(sender.id, NEW_ACCOUNT_BURST_REQUESTS - 2);
    expect((await sendRequest(cookie, (await receiver()).id)).statusCode).toBe(201);
    expect(await itemsAbout(sender.id, 'new_account_burst')).toHaveLength(0);
    expect((await sendRequest(cookie, (await receiver()).id)).statusCode).toBe(201);
    const [item] = await itemsAbout(sender.id, 'new_account_burst');
    expect(item!.details).toMatchObject({
      requests: NEW_ACCOUNT_BURST_REQUESTS,
      firstMessages: 0,
      thresholds: { hours: 24, requests: NEW_ACCOUNT_BURST_REQUESTS, firstMessages: NEW_ACCOUNT_BURST_FIRST_MESSAGES },
    });
    expect((item!.details as { accountAgeHours: number }).accountAgeHours).toBeLessThan(1);
    expect((await sendRequest(cookie, (await receiver()).id)).statusCode).toBe(201);
    const again = await itemsAbout(sender.id, 'new_account_burst');
    expect(again).toHaveLength(1);
    expect(again[0]!.id).toBe(item!.id);
    expect(again[0]!.details).toMatchObject({ requests: NEW_ACCOUNT_BURST_REQUESTS + 1 });
  });

  it('an account older than NEW_ACCOUNT_HOURS is not counted', async () => {
    const { sender, cookie } = await youngSender(new Date(Date.now() - 48 * 3_600_000));
    await earlierRequests(sender.id, NEW_ACCOUNT_BURST_REQUESTS + 2);
    expect((await sendRequest(cookie, (await receiver()).id)).statusCode).toBe(201);
    expect(await itemsAbout(sender.id, 'new_account_burst')).toHaveLength(0);
  });

  it('first messages: the one that reaches the threshold raises', async () => {
    const { sender, cookie } = await youngSender();
    for (let i = 0; i < NEW_ACCOUNT_BURST_FIRST_MESSAGES - 1; i += 1) {
      await t.database.db.insert(conversationStarts).values({ pairKey: `earlier-${sender.id}-${i}`, starterId: sender.id, startedAt: new Date() });
    }
    const other = await receiver();
    await connect(t.database.db, other.id, sender.id);
    const res = await t.app.inject({ method: 'POST', url: `/api/messages/${other.id}`, payload: { clientId: `burst-${sender.id.slice(0, 8)}`, text: 'Assalamu alaikum' }, headers: { cookie } });
    expect(res.statusCode).toBe(201);
    const [item] = await itemsAbout(sender.id, 'new_account_burst');
    expect(item!.details).toMatchObject({ firstMessages: NEW_ACCOUNT_BURST_FIRST_MESSAGES, requests: 0 });
  });
});

const ABOUT =
  'I am a practising Muslim who works as a software engineer in Pune. I love reading, long walks with my family and cooking biryani on weekends. ' +
  'I pray five times a day and hope to build a calm, kind home where we grow in faith together.';
const OTHER_ABOUT =
  'Family means everything to me. My father runs a small textile shop in Lucknow and my two younger sisters are still studying at the university.';

describe('duplicate_text: the same about me on several accounts', () => {
  const profile = (member: { email: string; contactNo: string | null }, aboutMe: string, expectations = 'Someone kind and practising who values family.') => ({
    firstName: 'Zainab', middleName: '', lastName: 'Siddiqui', gender: 'female', dob: '1997-03-14', maritalStatus: 'single', weight: '55', height: "5'4",
    contactNo: member.contactNo, email: member.email, address: '12, Aminabad Road', state: 'Uttar Pradesh', city: 'Lucknow', education: 'Masters',
    occupation: 'Teacher', workLocation: 'Lucknow', annualIncome: 'Prefer not to say', fatherName: 'Abdul Rahman', motherName: 'Shabana', siblings: '2',
    familyType: 'Joint Family', familyValues: 'Moderate', caste: 'Siddiqui', casteInterestedIn: ['Siddiqui'], ageRangePreference: '26-30',
    heightPreference: 'Any', educationPreference: 'Masters', occupationPreference: 'Any', locationPreference: 'Uttar Pradesh', aboutMe, expectations,
  });
  async function saved(createdAt: Date, aboutMe: string) {
    const member = await buildMember(t.database.db, { status: 'Active', createdAt });
    const cookie = await signIn(t.app, member.email);
    const save = (text: string) => t.app.inject({ method: 'PUT', url: '/api/update-user', headers: { cookie }, payload: profile(member, text) });
    expect((await save(aboutMe)).statusCode).toBe(200);
    return { member, save };
  }

  it('a near-copy on a later account raises about the later one, tied to the earlier; unrelated and short texts do not; a repeat refreshes', async () => {
    const early = await saved(new Date(Date.now() - 5 * 864e5), ABOUT);
    const stored = await t.database.db.select().from(textFingerprints).where(eq(textFingerprints.userId, early.member.id));
    expect(stored.filter((r) => r.field === 'about_me')).toHaveLength(16);
    // The expectations text is shorter than DUPLICATE_TEXT_MIN_WORDS: not fingerprinted.
    expect(stored.filter((r) => r.field === 'expectations')).toHaveLength(0);

    const unrelated = await saved(new Date(), OTHER_ABOUT);
    expect(await itemsAbout(unrelated.member.id, 'duplicate_text')).toHaveLength(0);

    const copy = await saved(new Date(), ABOUT.replace('Pune', 'Mumbai').toUpperCase());
    const [item] = await itemsAbout(copy.member.id, 'duplicate_text');
    expect(item!.otherId).toBe(early.member.id);
    const details = item!.details as { field: string; similarity: number; words: number };
    expect(details.field).toBe('about_me');
    expect(details.similarity).toBeGreaterThanOrEqual(DUPLICATE_TEXT_SIMILARITY);
    expect(details.similarity).toBeLessThan(1);
    expect(details.words).toBeGreaterThan(30);
    expect(await itemsAbout(early.member.id, 'duplicate_text')).toHaveLength(0);

    // Saving the exact copy: the same open item, refreshed.
    expect((await copy.save(ABOUT)).statusCode).toBe(200);
    const again = await itemsAbout(copy.member.id, 'duplicate_text');
    expect(again).toHaveLength(1);
    expect(again[0]!.id).toBe(item!.id);
    expect((again[0]!.details as { similarity: number }).similarity).toBe(1);

    // Rewritten in her own words: her rows are replaced and no new item is raised.
    expect((await copy.save(OTHER_ABOUT.replace('Lucknow', 'Kanpur') + ' I also enjoy cricket.')).statusCode).toBe(200);
    const rows = await t.database.db.select().from(textFingerprints).where(and(eq(textFingerprints.userId, copy.member.id), eq(textFingerprints.field, 'about_me')));
    expect(rows).toHaveLength(16);
  });
});

describe('many_reports: a profile reported by several members', () => {
  const report = async (reportedId: string, reason: string) => {
    const reporter = await buildMember(t.database.db, { status: 'Active' });
    // The reported member wrote to her first (one reports someone she has crossed paths with).
    await connect(t.database.db, reportedId, reporter.id, 'pending');
    const res = await t.app.inject({ method: 'POST', url: `/api/report/${reportedId}`, payload: { reason }, headers: { cookie: await signIn(t.app, reporter.email) } });
    expect(res.statusCode).toBe(201);
    return reporter;
  };

  it('raises at the threshold with counts per reason (never who), refreshes on the next report', async () => {
    const reported = await buildMember(t.database.db, { status: 'Active' });
    const reasons = ['fake_profile', 'fake_profile', 'asking_for_money', 'harassment'];
    const reporters = [];
    for (let i = 0; i < MANY_REPORTS_DISTINCT_REPORTERS - 1; i += 1) reporters.push(await report(reported.id, reasons[i]!));
    expect(await itemsAbout(reported.id, 'many_reports')).toHaveLength(0);
    reporters.push(await report(reported.id, reasons[MANY_REPORTS_DISTINCT_REPORTERS - 1]!));
    const [item] = await itemsAbout(reported.id, 'many_reports');
    expect(item!.details).toEqual({ reporters: 3, reasons: { fake_profile: 2, asking_for_money: 1 } });
    reporters.push(await report(reported.id, 'harassment'));
    const again = await itemsAbout(reported.id, 'many_reports');
    expect(again).toHaveLength(1);
    expect(again[0]!.details).toEqual({ reporters: 4, reasons: { fake_profile: 2, asking_for_money: 1, harassment: 1 } });
    const listed = JSON.stringify((await t.app.inject({ method: 'GET', url: '/api/admin/risk', headers: { cookie: adminCookie } })).json());
    for (const r of reporters) expect(listed).not.toContain(r.id);
  });
});

describe('the risk score where reviewers decide', () => {
  it('shows in the review queue and on the member page with the open items; members and strangers are refused', async () => {
    const waiting = await buildMember(t.database.db, { status: 'Pending', paymentStatus: 'paid', submittedForReviewAt: new Date() });
    const clean = await buildMember(t.database.db, { status: 'Pending', paymentStatus: 'paid', submittedForReviewAt: new Date() });
    const other = await buildMember(t.database.db, { status: 'Active', firstName: 'Earlier', lastName: 'Owner' });
    await raiseRisk(t.app.ctx, { kind: 'many_reports', subjectId: waiting.id, details: { reporters: 3, reasons: { fake_profile: 3 } }, dedupeKey: `many_reports:${waiting.id}` });
    await raiseRisk(t.app.ctx, {
      kind: 'duplicate_text', subjectId: waiting.id, otherId: other.id, details: { field: 'about_me', similarity: 0.92, words: 40 }, dedupeKey: `duplicate_text:about_me:${waiting.id}:${other.id}`,
    });
    const expected = RISK_SCORES.many_reports + RISK_SCORES.duplicate_text;

    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/review-queue', headers: { cookie: adminCookie } });
    expect(queue.statusCode).toBe(200);
    const members = queue.json().members as Array<{ id: string; riskScore: number }>;
    expect(members.find((m) => m.id === waiting.id)?.riskScore).toBe(expected);
    expect(members.find((m) => m.id === clean.id)?.riskScore).toBe(0);

    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/members/${waiting.id}`, headers: { cookie: adminCookie } })).json().member;
    expect(detail.riskScore).toBe(expected);
    expect(detail.riskItems.map((i: { kind: string }) => i.kind)).toEqual(['many_reports', 'duplicate_text']);
    expect(detail.riskItems[1]).toMatchObject({ otherName: 'Earlier Owner', details: { similarity: 0.92 } });

    const member = await buildMember(t.database.db, { status: 'Active' });
    const memberCookie = await signIn(t.app, member.email);
    for (const url of ['/api/admin/review-queue', `/api/admin/members/${waiting.id}`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: memberCookie } })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    // A member's own record carries no score.
    const self = (await t.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie: await signIn(t.app, waiting.email) } })).body;
    expect(self).not.toContain('riskScore');
  });
});
