import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, SCAM_RISK_HITS_PER_DAY } from '@sakinah/contract';
import { messages, reports } from '../../db/schema';
import { createTestApp, recordEvents, type TestApp } from '../../test/test-app';
import { buildMember, connect, givePlan, signIn, testClock, signInAdmin } from '../../test/factories';

const clock = testClock(new Date());
let t: TestApp;
let adminCookie: string;
const events: Array<{ userId: string; event: string; payload: unknown }> = [];
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  recordEvents(t.app, events);
  adminCookie = await signInAdmin(t.app, t.database.db);
});
afterAll(async () => t.close());

let seq = 0;
const clientId = () => `scam${Date.now().toString(36)}${(seq++).toString(36)}xx`;

async function person() {
  const member = await buildMember(t.database.db, { status: 'Active' });
  await givePlan(t.database.db, member.id, { messagingDailyCap: null });
  return { member, cookie: await signIn(t.app, member.email) };
}
type Person = Awaited<ReturnType<typeof person>>;
async function connected(a: Person, b: Person) {
  await connect(t.database.db, a.member.id, b.member.id);
}
const send = async (from: Person, to: Person, text: string) => {
  clock.advance(1000);
  const res = await t.app.inject({ method: 'POST', url: `/api/messages/${to.member.id}`, payload: { clientId: clientId(), text }, headers: { cookie: from.cookie } });
  expect(res.statusCode).toBe(201);
  return res.json().message as { id: string; warning?: { categories: string[] } };
};
const thread = async (me: Person, other: Person) =>
  (await t.app.inject({ method: 'GET', url: `/api/messages/${other.member.id}`, headers: { cookie: me.cookie } })).json().messages as Array<{ id: string; text: string; warning?: { categories: string[] } }>;
const report = (me: Person | undefined, userId: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/report/${userId}`, payload: body, headers: me ? { cookie: me.cookie } : {} });

interface RiskView {
  id: string;
  kind: string;
  subject: { id: string };
  details: { hitsToday: number; distinctReceivers: number; flaggedMessages: Array<{ id: string; text: string; rules: string[]; sentAt: string }> };
}
const scamItemsOf = async (subjectId: string) =>
  ((await t.app.inject({ method: 'GET', url: '/api/admin/risk', headers: { cookie: adminCookie } })).json().items as RiskView[]).filter(
    (i) => i.kind === 'scam_messages' && i.subject.id === subjectId,
  );

describe('scam interception', () => {
  it('the receiver gets the message with a warning in every path; the sender never does', async () => {
    const a = await person();
    const b = await person();
    await connected(a, b);
    events.length = 0;
    const sent = await send(a, b, 'please send money for customs fee');
    // The sender's own echo, list, preview and realtime events carry no warning.
    expect(sent.warning).toBeUndefined();
    const [stored] = await t.database.db.select().from(messages).where(eq(messages.id, sent.id));
    expect(stored!.scamSignals).toEqual(expect.arrayContaining(['money_request.send', 'emergency_story.customs']));

    const theirs = (await thread(b, a)).find((m) => m.id === sent.id)!;
    expect(theirs.text).toBe('please send money for customs fee');
    expect(theirs.warning!.categories).toEqual(['money_request', 'emergency_story']);
    expect((await thread(a, b)).find((m) => m.id === sent.id)!.warning).toBeUndefined();

    const realtime = events.filter((e) => e.event === 'messageReceived') as Array<{ userId: string; payload: { message: { id: string; warning?: unknown } } }>;
    expect(realtime.find((e) => e.userId === b.member.id)!.payload.message.warning).toEqual({ categories: ['money_request', 'emergency_story'] });
    expect(realtime.find((e) => e.userId === a.member.id)!.payload.message).not.toHaveProperty('warning');
    // Nothing in the rule internals reaches the receiver.
    expect(JSON.stringify(realtime)).not.toContain('money_request.send');

    const preview = async (me: Person, other: Person) =>
      ((await t.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie: me.cookie } })).json().conversations as Array<{ otherUserId: string; lastMessage: { warning?: unknown } }>).find(
        (c) => c.otherUserId === other.member.id,
      )!.lastMessage;
    expect((await preview(b, a)).warning).toEqual({ categories: ['money_request', 'emergency_story'] });
    expect((await preview(a, b)).warning).toBeUndefined();
  });

  it('ordinary messages carry nothing; a phrase split over messages flags the message that completes it only', async () => {
    const a = await person();
    const b = await person();
    await connected(a, b);
    const hello = await send(a, b, 'Assalamu alaikum, my salary is good and I work in a bank');
    const first = await send(a, b, 'please send');
    const second = await send(a, b, 'some m0ney');
    const after = await send(a, b, 'how was your day?');
    const seen = new Map((await thread(b, a)).map((m) => [m.id, m.warning]));
    expect(seen.get(hello.id)).toBeUndefined();
    expect(seen.get(first.id)).toBeUndefined();
    expect(seen.get(second.id)).toEqual({ categories: ['money_request'] });
    expect(seen.get(after.id)).toBeUndefined();
    // Outside the window the pieces are not joined.
    await send(a, b, 'transfer');
    clock.advance(60 * 60_000);
    expect((await send(a, b, 'the money')).id).toBeTruthy();
    expect((await thread(b, a))[0]!.warning).toBeUndefined();
  });

  it('repeats to several receivers raise exactly one open Risk item with the flagged messages only', async () => {
    const a = await person();
    const b = await person();
    const c = await person();
    await connected(a, b);
    await connected(a, c);
    const first = await send(a, b, 'paise bhej do please');
    await send(a, b, 'what did you eat today?');
    expect(await scamItemsOf(a.member.id)).toHaveLength(0);
    const second = await send(a, c, 'account number bhejo, IFSC bhi');
    let items = await scamItemsOf(a.member.id);
    expect(items).toHaveLength(1);
    expect(items[0]!.details.distinctReceivers).toBe(2);
    expect(items[0]!.details.flaggedMessages.map((m) => m.id).sort()).toEqual([first.id, second.id].sort());
    expect(items[0]!.details.flaggedMessages.map((m) => m.text)).not.toContain('what did you eat today?');
    // A repeat refreshes the open item instead of adding one.
    await send(a, c, 'lets talk on telegram, delete this app');
    items = await scamItemsOf(a.member.id);
    expect(items).toHaveLength(1);
    expect(items[0]!.details.hitsToday).toBe(3);
    expect(items[0]!.details.flaggedMessages).toHaveLength(3);
    expect(items[0]!.details.flaggedMessages[0]!.rules).toContain('off_platform.move');
  });

  it(`${SCAM_RISK_HITS_PER_DAY} hits to one receiver in a day raise it too; fewer do not`, async () => {
    const a = await person();
    const b = await person();
    await connected(a, b);
    for (let i = 1; i < SCAM_RISK_HITS_PER_DAY; i += 1) await send(a, b, `I need money for the hospital bill ${i}`);
    expect(await scamItemsOf(a.member.id)).toHaveLength(0);
    await send(a, b, 'send it on paytm');
    expect(await scamItemsOf(a.member.id)).toHaveLength(1);
  });
});

describe('report from chat', () => {
  it('attaches the flagged message the reported member sent the reporter; the admin sees it', async () => {
    const a = await person();
    const b = await person();
    await connected(a, b);
    const flagged = await send(a, b, 'send me your UPI id for the customs fee');
    const res = await report(b, a.member.id, { reason: 'asking_for_money', messageId: flagged.id });
    expect(res.statusCode).toBe(201);
    const queue = (await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: { cookie: adminCookie } })).json().reports as Array<{
      reported: { id: string };
      reason: string;
      message: { id: string; text: string } | null;
    }>;
    const mine = queue.find((r) => r.reported.id === a.member.id)!;
    expect(mine).toMatchObject({ reason: 'asking_for_money', message: { id: flagged.id, text: 'send me your UPI id for the customs fee' } });
  });

  it('refuses a forged message id (someone else’s, her own, to someone else, not an id) and stores nothing', async () => {
    const a = await person();
    const b = await person();
    const c = await person();
    await connected(a, b);
    await connected(c, b);
    await connected(a, c);
    const fromC = await send(c, b, 'send money please');
    const own = await send(b, a, 'send money please');
    const toSomeoneElse = await send(a, c, 'send money please');
    for (const messageId of [fromC.id, own.id, toSomeoneElse.id, 'not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      const res = await report(b, a.member.id, { reason: 'asking_for_money', messageId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: MSG.reportMessageNotFound });
    }
    expect(await t.database.db.select().from(reports).where(eq(reports.reporterId, b.member.id))).toHaveLength(0);
    // Anonymous: refused before anything is looked at.
    expect((await report(undefined, a.member.id, { reason: 'asking_for_money', messageId: toSomeoneElse.id })).statusCode).toBe(401);
    // Without a message the report works as before.
    expect((await report(b, a.member.id, { reason: 'harassment' })).statusCode).toBe(201);
  });
});
