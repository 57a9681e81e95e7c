import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@sakinah/contract';
import { blocks, contactExchanges, images, messages, profileRequests, subscriptions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { statementsDuring } from '../../test/statements';
import { buildMember, connect, cookieFrom, givePlan, MATCH, signIn } from '../../test/factories';
import { pairKeyOf } from '../../core/member/pair-key.repo';

/**
 * GET /api/conversations reads the list, its unread counts and her total in one prepared statement after the
 * session's (messaging.repo.ts, conversation_list), whatever the number of conversations; the list is the one the
 * policy gave before: blocked, deleted and paused people left out, closed conversations kept, details masked.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const list = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/conversations', headers: cookie ? { cookie } : {} });
const minute = 60_000;
const base = Date.now() - 60 * minute;
const at = (minutes: number) => new Date(base + minutes * minute);

let seq = 0;
/** A message stored as sent at `minutes` past the base time (unread unless `read`). */
async function message(from: string, to: string, text: string, minutes: number, extra: { read?: boolean; scamSignals?: string[] } = {}) {
  const [row] = await t.database.db
    .insert(messages)
    .values({
      pairKey: pairKeyOf(from, to),
      senderId: from,
      receiverId: to,
      clientId: `conv-read-${(seq++).toString(36)}-client`,
      text,
      createdAt: at(minutes),
      readAt: extra.read ? at(minutes + 1) : null,
      scamSignals: extra.scamSignals ?? null,
    })
    .returning();
  return row!;
}

const groom = (firstName: string) => buildMember(t.database.db, { status: 'Active', firstName, ...MATCH.groom });

async function statementsOf(cookie: string) {
  const seen = await statementsDuring(t.database, async () => expect((await list(cookie)).statusCode).toBe(200));
  return seen.length;
}

describe('the conversation list (GET /api/conversations)', () => {
  it('costs the same statements with 1, 5 or 30 conversations: the session and the list', async () => {
    const counts: number[] = [];
    for (const size of [1, 5, 30]) {
      const me = await buildMember(t.database.db, { status: 'Active', ...MATCH.bride });
      await givePlan(t.database.db, me.id);
      for (let i = 0; i < size; i += 1) {
        const other = await groom(`Suitor${i}`);
        await connect(t.database.db, other.id, me.id);
        await message(other.id, me.id, `hello ${i}`, i);
      }
      const cookie = await signIn(t.app, me.email);
      const body = (await list(cookie)).json(); // the session's sliding expiry was just written at sign-in; nothing to write now
      expect(body.conversations).toHaveLength(size);
      expect(body.totalUnread).toBe(size);
      counts.push(await statementsOf(cookie));
    }
    expect(counts).toEqual([2, 2, 2]);
  });

  it('lists the latest conversation first, then connections without messages by name; unread counts; masks; leaves out blocked and paused people; one who deleted her account stays, as having left', async () => {
    const db = t.database.db;
    const me = await buildMember(db, { status: 'Active', ...MATCH.bride });
    await givePlan(db, me.id, { canSeeContactInfo: true });
    const [bilal, danish, aamir, zaid, farhan, imran, blocked, blocker, deleted, paused] = [
      await groom('Bilal'), await groom('Danish'), await groom('Aamir'), await groom('Zaid'), await groom('Farhan'),
      await groom('Imran'), await groom('Blocked'), await groom('Blocker'), await groom('Deleted'), await groom('Paused'),
    ];
    for (const other of [bilal, danish, aamir, zaid, farhan, imran, blocked, blocker, deleted, paused]) await connect(db, other!.id, me.id);

    // Bilal: his number in his last message, unread; no exchange, so she sees it masked.
    await message(me.id, bilal!.id, 'Assalamu alaikum', 10, { read: true });
    const bilalLast = await message(bilal!.id, me.id, 'call me on 98765 43210', 40);
    // Danish: two unread of three, the last one flagged by the scam rules.
    await message(danish!.id, me.id, 'first', 20, { read: true });
    await message(danish!.id, me.id, 'second', 21);
    const danishLast = await message(danish!.id, me.id, 'please send money for the ticket', 30, { scamSignals: ['money_request.send'] });
    // Farhan: the connection was removed after the latest message; the conversation stays, closed.
    const farhanLast = await message(me.id, farhan!.id, 'my number is 98765 43210', 50);
    await db.update(profileRequests).set({ status: 'removed' }).where(eq(profileRequests.senderId, farhan!.id));
    // Imran: both agreed to share contact details, and her plan includes them: his number shows.
    const imranLast = await message(imran!.id, me.id, 'my number is 98765 43210', 5);
    await db.insert(contactExchanges).values({ pairKey: pairKeyOf(me.id, imran!.id), requesterId: imran!.id, status: 'accepted' });
    // Left out, with their unread messages: blocked either way, paused. Deleted: stays, read-only, as having left.
    for (const other of [blocked, blocker, deleted, paused]) await message(other!.id, me.id, 'are you there?', 60);
    await db.insert(blocks).values([{ blockerId: me.id, blockedId: blocked!.id }, { blockerId: blocker!.id, blockedId: me.id }]);
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted!.id));
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, paused!.id));
    // Avatars: Bilal's shows; Aamir's is held (under review) and does not.
    const [bilalPhoto, aamirPhoto] = await db
      .insert(images)
      .values([
        { userId: bilal!.id, storageKey: `conv-read-${bilal!.id}`, width: 10, height: 10 },
        { userId: aamir!.id, storageKey: `conv-read-${aamir!.id}`, width: 10, height: 10, held: true },
      ])
      .returning();
    await db.update(users).set({ avatarImageId: bilalPhoto!.id }).where(eq(users.id, bilal!.id));
    await db.update(users).set({ avatarImageId: aamirPhoto!.id }).where(eq(users.id, aamir!.id));

    const cookie = await signIn(t.app, me.email);
    const body = (await list(cookie)).json();
    expect(body.conversations.map((c: { firstName: string }) => c.firstName)).toEqual(['Deleted', 'Farhan', 'Bilal', 'Danish', 'Imran', 'Aamir', 'Zaid']);
    expect(body.totalUnread).toBe(1 + 1 + 2 + 1);
    expect(body.conversations[0]).toMatchObject({ otherUserId: deleted!.id, left: true, open: false, unread: 1 });
    const [, farhanRow, bilalRow, danishRow, imranRow, aamirRow, zaidRow] = body.conversations;
    expect(farhanRow).toEqual({
      otherUserId: farhan!.id, firstName: 'Farhan', lastName: farhan!.lastName, avatar: null, open: false, left: false,
      lastMessage: { id: farhanLast.id, text: 'my number is 98765 43210', fromMe: true, createdAt: farhanLast.createdAt.toISOString() },
      unread: 0,
    });
    expect(bilalRow).toEqual({
      otherUserId: bilal!.id, firstName: 'Bilal', lastName: bilal!.lastName, avatar: expect.stringContaining(`conv-read-${bilal!.id}`), open: true, left: false,
      lastMessage: { id: bilalLast.id, text: expect.not.stringContaining('43210'), fromMe: false, createdAt: bilalLast.createdAt.toISOString() },
      unread: 1,
    });
    expect(danishRow).toMatchObject({
      otherUserId: danish!.id, open: true, left: false, unread: 2,
      lastMessage: { id: danishLast.id, fromMe: false, createdAt: danishLast.createdAt.toISOString(), warning: { categories: ['money_request'] } },
    });
    expect(imranRow).toMatchObject({ otherUserId: imran!.id, open: true, left: false, unread: 1, lastMessage: { id: imranLast.id, text: 'my number is 98765 43210', fromMe: false } });
    expect(aamirRow).toEqual({ otherUserId: aamir!.id, firstName: 'Aamir', lastName: aamir!.lastName, avatar: null, open: true, left: false, lastMessage: null, unread: 0 });
    expect(zaidRow).toMatchObject({ otherUserId: zaid!.id, lastMessage: null, unread: 0 });
    expect(await statementsOf(cookie)).toBe(2);

    // Her plan is the one read with her session: without one in force, Imran's number is masked too.
    await db.update(subscriptions).set({ isActive: false }).where(eq(subscriptions.userId, me.id));
    const planless = (await list(cookie)).json().conversations.find((c: { otherUserId: string }) => c.otherUserId === imran!.id);
    expect(planless.lastMessage.text).not.toContain('43210');

    // A block lifted, an account back: they come back as they were, unread and all.
    await db.delete(blocks).where(eq(blocks.blockerId, me.id));
    await db.update(users).set({ deactivatedAt: null }).where(eq(users.id, paused!.id));
    const after = (await list(cookie)).json();
    // The three whose last message came at the same moment: the two back, and the one who left.
    expect(after.conversations.slice(0, 3).map((c: { otherUserId: string }) => c.otherUserId).sort()).toEqual([blocked!.id, paused!.id, deleted!.id].sort());
    expect(after.conversations).toHaveLength(9);
    expect(after.totalUnread).toBe(5 + 2);
  });

  it('reads the same list for her guardian, who never sees contact details', async () => {
    const db = t.database.db;
    const me = await buildMember(db, { status: 'Active', ...MATCH.bride });
    await givePlan(db, me.id, { canSeeContactInfo: true });
    const memberCookie = await signIn(t.app, me.email);
    const [imran, bilal] = [await groom('Imran'), await groom('Bilal')];
    for (const other of [imran, bilal]) await connect(db, other!.id, me.id);
    await message(imran!.id, me.id, 'my number is 98765 43210', 5);
    await message(bilal!.id, me.id, 'salaam', 6);
    await db.insert(contactExchanges).values({ pairKey: pairKeyOf(me.id, imran!.id), requesterId: imran!.id, status: 'accepted' });

    const email = `wali.conv.${me.id.slice(0, 8)}@example.com`;
    expect((await t.app.inject({ method: 'POST', url: '/api/guardians', headers: { cookie: memberCookie }, payload: { email } })).json().message).toBe(MSG.guardianInvited);
    const mail = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${email}` })).json().messages[0];
    const token = /\/guardian\/accept\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const accepted = await t.app.inject({ method: 'POST', url: `/api/guardian/accept/${token}`, payload: { firstName: 'Abdul', lastName: 'Rahman', password: 'Wali#2026' } });
    const guardianCookie = cookieFrom(accepted.headers['set-cookie']);
    const [link] = (await t.app.inject({ method: 'GET', url: '/api/guardians', headers: { cookie: memberCookie } })).json().guardians;
    await t.app.inject({ method: 'PUT', url: `/api/guardians/${link.id}`, headers: { cookie: memberCookie }, payload: { canReadConversations: true } });

    const hers = (await list(memberCookie)).json();
    const guardians = (await t.app.inject({ method: 'GET', url: `/api/guardian/members/${me.id}/conversations`, headers: { cookie: guardianCookie } })).json();
    const imranOf = (body: { conversations: Array<{ otherUserId: string; lastMessage: { text: string } }> }) => body.conversations.find((c) => c.otherUserId === imran!.id)!;
    expect(imranOf(hers).lastMessage.text).toBe('my number is 98765 43210');
    expect(imranOf(guardians).lastMessage.text).not.toContain('43210');
    // Otherwise the same list, open flags and unread counts included.
    const withoutText = (body: { conversations: Array<{ lastMessage: { text: string } | null }>; totalUnread: number }) => ({
      totalUnread: body.totalUnread,
      conversations: body.conversations.map((c) => ({ ...c, lastMessage: c.lastMessage && { ...c.lastMessage, text: undefined } })),
    });
    expect(withoutText(guardians)).toEqual(withoutText(hers));
    expect(hers.totalUnread).toBe(2);
    // A guardian's own session is no member's: the member route refuses her.
    expect((await list(guardianCookie)).statusCode).toBe(403);
  });

  it('a member with no conversations gets an empty list; nobody signed in gets a 401', async () => {
    const me = await buildMember(t.database.db, { status: 'Active' });
    expect((await list(await signIn(t.app, me.email))).json()).toEqual({ success: true, conversations: [], totalUnread: 0 });
    const anonymous = await list();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(MSG.notSignedIn);
  });
});

describe('a chat thread (GET /api/messages/:userId)', () => {
  it('costs the same statements with 1 or 40 messages: the session (her plan with it), the other member, the relation, the page, the exchange', async () => {
    const counts: number[] = [];
    for (const size of [1, 40]) {
      const me = await buildMember(t.database.db, { status: 'Active', ...MATCH.bride });
      await givePlan(t.database.db, me.id, { readReceipts: true });
      const other = await groom('Thread');
      await connect(t.database.db, other.id, me.id);
      for (let i = 0; i < size; i += 1) await message(other.id, me.id, `hello ${i}`, i);
      const cookie = await signIn(t.app, me.email);
      const url = `/api/messages/${other.id}`;
      const get = () => t.app.inject({ method: 'GET', url, headers: { cookie } });
      const body = (await get()).json();
      expect(body.messages).toHaveLength(Math.min(size, 30));
      // The plan's read receipts come from the session's statement.
      expect(body.conversation.readReceipts).toBe(true);
      counts.push((await statementsDuring(t.database, async () => expect((await get()).statusCode).toBe(200))).length);
    }
    expect(counts).toEqual([5, 5]);
  });
});
