import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@sakinah/contract';
import { messages, profileRequests, subscriptions, users } from '../../db/schema';
import { createTestApp, recordEvents, type TestApp } from '../../test/test-app';
import { buildMember, connect, givePlan, signIn, testClock } from '../../test/factories';
import { sendMessageDigests } from './messaging.service';

const clock = testClock(new Date());
let t: TestApp;
const events: Array<{ userId: string; event: string; payload: unknown }> = [];
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  recordEvents(t.app, events);
});
afterAll(async () => t.close());

let seq = 0;
const clientId = () => `client${Date.now().toString(36)}${(seq++).toString(36)}xx`;

async function person(plan: Parameters<typeof givePlan>[2] = {}) {
  const member = await buildMember(t.database.db, { status: 'Active' });
  const subscription = await givePlan(t.database.db, member.id, plan);
  return { member, subscription, cookie: await signIn(t.app, member.email) };
}
async function connectedPair(planA: Parameters<typeof givePlan>[2] = {}, planB: Parameters<typeof givePlan>[2] = {}) {
  const a = await person(planA);
  const b = await person(planB);
  await connect(t.database.db, a.member.id, b.member.id);
  return { a, b };
}
const send = (cookie: string, to: string, body: object) => t.app.inject({ method: 'POST', url: `/api/messages/${to}`, payload: body, headers: { cookie } });
const thread = (cookie: string, other: string, query = '') => t.app.inject({ method: 'GET', url: `/api/messages/${other}${query}`, headers: { cookie } });

describe('messages', () => {
  it('delivers between connected members; history newest first with keyset paging; unread counts; idempotent by clientId', async () => {
    const { a, b } = await connectedPair();
    const first = await send(a.cookie, b.member.id, { clientId: 'same-client-id-1', text: 'Assalamu alaikum!' });
    expect(first.statusCode).toBe(201);
    const again = await send(a.cookie, b.member.id, { clientId: 'same-client-id-1', text: 'Assalamu alaikum!' });
    expect(again.json().message.id).toBe(first.json().message.id);
    expect(events.filter((e) => e.event === 'messageReceived' && e.userId === b.member.id)).toHaveLength(1);
    for (let i = 0; i < 34; i += 1) {
      clock.advance(1000);
      await send(i % 2 ? a.cookie : b.cookie, i % 2 ? b.member.id : a.member.id, { clientId: clientId(), text: `message ${i}` });
    }
    const page1 = (await thread(b.cookie, a.member.id)).json();
    expect(page1.messages).toHaveLength(30);
    expect(page1.messages[0].text).toBe('message 33');
    expect(page1.hasMore).toBe(true);
    const page2 = (await thread(b.cookie, a.member.id, `?before=${page1.messages[29].id}`)).json();
    expect(page2.messages.map((m: { text: string }) => m.text).at(-1)).toBe('Assalamu alaikum!');
    expect(page2.hasMore).toBe(false);
    // A cursor that is not one of this pair's messages (another pair's, or not an id at all): an empty page, not an error.
    for (const before of ['not-a-message-id', '00000000-0000-4000-8000-000000000000']) {
      const stray = await thread(b.cookie, a.member.id, `?before=${before}`);
      expect(stray.statusCode).toBe(200);
      expect(stray.json()).toMatchObject({ messages: [], hasMore: false });
    }

    const list = (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie: b.cookie } })).json();
    expect(list.conversations[0]).toMatchObject({ otherUserId: a.member.id, open: true, lastMessage: { text: 'message 33' } });
    expect(list.conversations[0].unread).toBe(18);
    expect(list.totalUnread).toBe(18);
    await t.app.inject({ method: 'PUT', url: `/api/messages/${a.member.id}/read`, headers: { cookie: b.cookie } });
    expect((await t.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie: b.cookie } })).json().totalUnread).toBe(0);
  });

  it('lists messages sent within one millisecond, or by an instance whose clock is behind, in the order they were stored', async () => {
    const { a, b } = await connectedPair();
    const texts = ['Salaam', 'How are you?', 'Are you there?', 'I wanted to ask', 'about Friday', 'and the family'];
    // The clock stands still: every message is sent at the same millisecond.
    for (const [i, text] of texts.entries()) expect((await send(i === 3 ? b.cookie : a.cookie, i === 3 ? a.member.id : b.member.id, { clientId: clientId(), text })).statusCode).toBe(201);
    // An instance whose clock is a second behind.
    clock.advance(-1000);
    expect((await send(b.cookie, a.member.id, { clientId: clientId(), text: 'Later, from behind' })).statusCode).toBe(201);
    clock.advance(1000);
    const listed = (await thread(a.cookie, b.member.id)).json().messages as Array<{ text: string; createdAt: string }>;
    expect(listed.map((m) => m.text).reverse()).toEqual([...texts, 'Later, from behind']);
    const times = listed.map((m) => Date.parse(m.createdAt)).reverse();
    for (let i = 1; i < times.length; i += 1) expect(times[i]).toBeGreaterThan(times[i - 1]!);
  });

  it('messages one member sends at once, in the same millisecond, are each stored once at a time of their own', async () => {
    const { a, b } = await connectedPair();
    const texts = Array.from({ length: 8 }, (_, i) => `at once ${i}`);
    const answers = await Promise.all(texts.map((text) => send(a.cookie, b.member.id, { clientId: clientId(), text })));
    expect(answers.map((res) => res.statusCode)).toEqual(texts.map(() => 201));
    const listed = (await thread(b.cookie, a.member.id)).json().messages as Array<{ text: string; createdAt: string }>;
    expect(listed.map((m) => m.text).sort()).toEqual([...texts].sort());
    expect(new Set(listed.map((m) => m.createdAt)).size).toBe(texts.length);
  });

  it('refuses strangers, closed conversations, empty, overlong and missing ids; stores nothing', async () => {
    const { a, b } = await connectedPair();
    const stranger = await person();
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(messages))[0]!.n;
    const before = await count();
    expect((await send(stranger.cookie, a.member.id, { clientId: clientId(), text: 'hi' })).json().message).toBe(MSG.notConnected);
    expect((await thread(stranger.cookie, a.member.id)).statusCode).toBe(403);
    expect((await send(a.cookie, b.member.id, { clientId: clientId(), text: '   ' })).json().message).toBe(MSG.messageEmpty);
    expect((await send(a.cookie, b.member.id, { clientId: clientId(), text: 'x'.repeat(2001) })).json().message).toBe(MSG.messageTooLong);
    expect((await send(a.cookie, b.member.id, { text: 'no id' })).json().message).toBe(MSG.messageClientId);
    expect((await send(a.cookie, a.member.id, { clientId: clientId(), text: 'me' })).statusCode).toBe(400);
    expect(await count()).toBe(before);
    expect((await send(a.cookie, b.member.id, { clientId: clientId(), text: 'x'.repeat(2000) })).statusCode).toBe(201);
    await t.database.db.update(profileRequests).set({ status: 'removed' }).where(eq(profileRequests.senderId, a.member.id));
    const closed = await send(a.cookie, b.member.id, { clientId: clientId(), text: 'still there?' });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe(MSG.conversationClosed);
    expect((await thread(a.cookie, b.member.id)).json().conversation.open).toBe(false);
  });

  it('keeps HTML as text: nothing is interpreted', async () => {
    const { a, b } = await connectedPair();
    const text = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    await send(a.cookie, b.member.id, { clientId: clientId(), text });
    expect((await thread(b.cookie, a.member.id)).json().messages[0].text).toBe(text);
  });

  it('masks contact details for the receiver until both agree; then both see phone and email', async () => {
    const { a, b } = await connectedPair();
    // The live copy to the reader is masked as her history is (her side of the pair, read with the sender's).
    const liveTo = (userId: string) => (events.filter((e) => e.event === 'messageReceived' && e.userId === userId).at(-1)!.payload as { message: { text: string; masked: boolean } }).message;
    await send(a.cookie, b.member.id, { clientId: clientId(), text: 'call me on 98765 43210' });
    expect(liveTo(b.member.id).masked).toBe(true);
    expect(liveTo(b.member.id).text).not.toContain('43210');
    expect(liveTo(a.member.id)).toMatchObject({ masked: false, text: 'call me on 98765 43210' });
    const received = (await thread(b.cookie, a.member.id)).json();
    expect(received.messages[0]).toMatchObject({ masked: true });
    expect(received.messages[0].text).not.toContain('43210');
    expect((await thread(a.cookie, b.member.id)).json().messages[0].text).toBe('call me on 98765 43210');
    expect(received.conversation.contact).toBeNull();

    expect((await t.app.inject({ method: 'POST', url: `/api/contact-exchange/${b.member.id}`, headers: { cookie: a.cookie } })).json().message).toBe(MSG.exchangeRequested);
    expect((await t.app.inject({ method: 'POST', url: `/api/contact-exchange/${b.member.id}`, headers: { cookie: a.cookie } })).json().message).toBe(MSG.exchangePending);
    expect((await t.app.inject({ method: 'PUT', url: `/api/contact-exchange/${b.member.id}`, payload: { action: 'accepted' }, headers: { cookie: a.cookie } })).statusCode).toBe(404);
    const accepted = await t.app.inject({ method: 'PUT', url: `/api/contact-exchange/${a.member.id}`, payload: { action: 'accepted' }, headers: { cookie: b.cookie } });
    expect(accepted.json().message).toBe(MSG.exchangeAccepted);
    expect(events.some((e) => e.event === 'contactExchangeChanged' && e.userId === a.member.id)).toBe(true);
    const after = (await thread(b.cookie, a.member.id)).json();
    expect(after.messages[0]).toMatchObject({ masked: false, text: 'call me on 98765 43210' });
    expect(after.conversation.contact).toEqual({ email: a.member.email, contactNo: a.member.contactNo });
    await send(a.cookie, b.member.id, { clientId: clientId(), text: 'or on 91234 56789' });
    expect(liveTo(b.member.id)).toMatchObject({ masked: false, text: 'or on 91234 56789' });
  });

  it('a number sent in two messages is masked in both for the receiver; ordinary numbers in a row are not', async () => {
    const { a, b } = await connectedPair();
    for (const text of ['my number is 98765', '43210 call after 6']) await send(a.cookie, b.member.id, { clientId: clientId(), text });
    const received = (await thread(b.cookie, a.member.id)).json().messages as Array<{ text: string; masked: boolean }>;
    const texts = received.map((m) => m.text).join(' | ');
    expect(texts).not.toContain('98765');
    expect(texts).not.toContain('43210');
    // The single digit and the words stay.
    expect(texts).toContain('call after 6');
    expect(received.every((m) => m.masked)).toBe(true);
    // The sender sees what she wrote, and the list of conversations masks the last part too.
    expect((await thread(a.cookie, b.member.id)).json().messages.map((m: { text: string }) => m.text)).toContain('43210 call after 6');
    const list = (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie: b.cookie } })).json();
    expect(list.conversations.find((c: { otherUserId: string }) => c.otherUserId === a.member.id).lastMessage.text).not.toContain('43210');

    const { a: c, b: d } = await connectedPair();
    for (const text of ['I am 28', 'and my brother is 31, he lives in 2 BHK flat']) await send(c.cookie, d.member.id, { clientId: clientId(), text });
    const plain = (await thread(d.cookie, c.member.id)).json().messages as Array<{ text: string; masked: boolean }>;
    expect(plain.map((m) => m.text).sort()).toEqual(['I am 28', 'and my brother is 31, he lives in 2 BHK flat'].sort());
    expect(plain.some((m) => m.masked)).toBe(false);
  });

  it('read receipts only for plans that include them', async () => {
    const { a, b } = await connectedPair({ readReceipts: false }, {});
    await t.database.db.update(subscriptions).set({ readReceipts: true }).where(eq(subscriptions.userId, b.member.id));
    await send(a.cookie, b.member.id, { clientId: clientId(), text: 'from a' });
    await send(b.cookie, a.member.id, { clientId: clientId(), text: 'from b' });
    await t.app.inject({ method: 'PUT', url: `/api/messages/${b.member.id}/read`, headers: { cookie: a.cookie } });
    await t.app.inject({ method: 'PUT', url: `/api/messages/${a.member.id}/read`, headers: { cookie: b.cookie } });
    const seenByB = (await thread(b.cookie, a.member.id)).json().messages.find((m: { text: string }) => m.text === 'from b');
    expect(seenByB.readAt).not.toBeNull();
    const seenByA = (await thread(a.cookie, b.member.id)).json().messages.find((m: { text: string }) => m.text === 'from a');
    expect(seenByA.readAt).toBeNull();
  });

  it('caps new conversations a day on plans with a cap, with a clear message', async () => {
    const me = await person({});
    await t.database.db.update(subscriptions).set({ messagingDailyCap: 2 }).where(eq(subscriptions.userId, me.member.id));
    const others = [await person(), await person(), await person()];
    for (const other of others) await connect(t.database.db, me.member.id, other.member.id);
    expect((await send(me.cookie, others[0]!.member.id, { clientId: clientId(), text: 'one' })).statusCode).toBe(201);
    expect((await send(me.cookie, others[1]!.member.id, { clientId: clientId(), text: 'two' })).statusCode).toBe(201);
    const third = await send(me.cookie, others[2]!.member.id, { clientId: clientId(), text: 'three' });
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({ message: MSG.dailyCapReached, code: 'PLAN_LIMIT' });
    // Existing conversations go on, and a reply started by the other side is not mine to count.
    expect((await send(me.cookie, others[0]!.member.id, { clientId: clientId(), text: 'again' })).statusCode).toBe(201);
    expect((await send(others[2]!.cookie, me.member.id, { clientId: clientId(), text: 'hello from them' })).statusCode).toBe(201);
    expect((await send(me.cookie, others[2]!.member.id, { clientId: clientId(), text: 'reply' })).statusCode).toBe(201);
  });

  it('limits flooding with a clear 429', async () => {
    const { a, b } = await connectedPair();
    let last = 201;
    for (let i = 0; i < 31 && last === 201; i += 1) last = (await send(a.cookie, b.member.id, { clientId: clientId(), text: `flood ${i}` })).statusCode;
    expect(last).toBe(429);
    expect((await send(a.cookie, b.member.id, { clientId: clientId(), text: 'more' })).json().message).toBe(MSG.tooManyMessages);
  });

  it('mails one digest a day for messages left unread', async () => {
    const { a, b } = await connectedPair();
    await t.database.db.update(users).set({ lastActiveAt: new Date(clock.now().getTime() - 864e5) }).where(eq(users.id, b.member.id));
    await send(a.cookie, b.member.id, { clientId: clientId(), text: 'are you there?' });
    clock.advance(4 * 36e5);
    expect(await sendMessageDigests(t.app.ctx)).toBeGreaterThanOrEqual(1);
    const mails = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${b.member.email}` })).json().messages;
    expect(mails[0].subject).toBe(MSG.messagesDigestSubject);
    await sendMessageDigests(t.app.ctx);
    expect((await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${b.member.email}` })).json().messages).toHaveLength(1);
  });
});
