import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ageOn, MSG } from '@sakinah/contract';
import { contactExchanges, images, profileRequests, users, type NewUserRow } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { statementsDuring } from '../../test/statements';
import { buildMember, cookieFrom, givePlan, MATCH, signIn, uniquePhone } from '../../test/factories';
import { mediaUrl } from '../../core/media/media-urls';
import { pairKeyOf } from '../../core/member/pair-key.repo';

/**
 * GET /api/received-requests/:userId and /api/all-approved-requests/:userId read a member's four request lists in
 * one prepared statement after the session's (requests.repo.ts, readRequestLists): the lists, their order, limits
 * and cards must be what four queries gave.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (cookie: string | undefined, url: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const requestData = async (cookie: string, userId: string) => (await get(cookie, `/api/received-requests/${userId}`)).json().data;
const connections = async (cookie: string, userId: string) => (await get(cookie, `/api/all-approved-requests/${userId}`)).json().requests;
const hour = 36e5;

/** Members inserted in one statement (no sign-up, not in the match lists): the other side of requests. */
async function others(count: number, overrides: Partial<NewUserRow> = {}) {
  const rows: NewUserRow[] = Array.from({ length: count }, (_, i) => ({
    firstName: `Other${i}`,
    lastName: 'Member',
    email: `other-${crypto.randomBytes(6).toString('hex')}@example.com`,
    contactNo: uniquePhone(),
    passwordHash: 'not-a-hash',
    dob: '1995-01-01',
    profileFor: 'self',
    status: 'Active',
    ...MATCH.groom,
    ...overrides,
  }));
  return t.database.db.insert(users).values(rows).returning();
}

async function request(senderId: string, receiverId: string, status: 'pending' | 'accepted' | 'declined' | 'cancelled' | 'removed', hoursAgo: number) {
  const [row] = await t.database.db.insert(profileRequests).values({ senderId, receiverId, status, createdAt: new Date(Date.now() - hoursAgo * hour) }).returning();
  return row!;
}

/** A signed-in member, approved, with a plan that shows contact details once both agreed. */
async function me() {
  const member = await buildMember(t.database.db, { status: 'Active', ...MATCH.bride });
  await givePlan(t.database.db, member.id, { canSeeContactInfo: true });
  return { member, cookie: await signIn(t.app, member.email) };
}

type Other = Awaited<ReturnType<typeof others>>[number];
type Request = Awaited<ReturnType<typeof request>>;
/** The card presentItem gives for a request and its other person (no avatar, contact hidden unless said). */
const card = (row: Request, other: Other, extra: { avatar?: string | null; contactShared?: boolean } = {}) => ({
  _id: row.id,
  requestId: row.id,
  requestshipId: row.id,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  userId: other.id,
  firstName: other.firstName,
  lastName: other.lastName,
  avatar: extra.avatar ?? null,
  email: extra.contactShared ? other.email : null,
  contactNo: extra.contactShared ? other.contactNo : null,
  contactShared: extra.contactShared ?? false,
  sender: row.senderId,
  receiver: row.receiverId,
  message: null,
  age: ageOn('1995-01-01', new Date()),
  city: other.city,
  state: other.state,
  profileFor: 'self',
  // Inserted without an account holder: nobody else speaks for them.
  accountHolder: null,
});

describe('a member\'s request lists (received-requests, all-approved-requests)', () => {
  it('shows accepted requests both ways merged newest first, then pending incoming and outgoing, each newest first', async () => {
    const { member, cookie } = await me();
    const db = t.database.db;
    const [a1, a2, a3, a4, p1, p2, q1, q2, closed1, closed2, closed3, blocked] = await others(12);
    const in1 = await request(a1!.id, member.id, 'accepted', 1);
    const out2 = await request(member.id, a2!.id, 'accepted', 2);
    const in3 = await request(a3!.id, member.id, 'accepted', 3);
    const out4 = await request(member.id, a4!.id, 'accepted', 4);
    const pIn2 = await request(p2!.id, member.id, 'pending', 2);
    const pIn1 = await request(p1!.id, member.id, 'pending', 1);
    const pOut2 = await request(member.id, q2!.id, 'pending', 2.5);
    const pOut1 = await request(member.id, q1!.id, 'pending', 0.5);
    // Closed requests are in no list.
    await request(closed1!.id, member.id, 'declined', 1);
    await request(member.id, closed2!.id, 'cancelled', 1);
    await request(closed3!.id, member.id, 'removed', 1);
    // Nor is anyone unavailable to others (availableToOthersSql): deleted, suspended, paused, not yet approved.
    const [deleted] = await others(1, { deletedAt: new Date() });
    const [suspended] = await others(1, { status: 'Suspended' });
    const [paused] = await others(1, { deactivatedAt: new Date() });
    const [unapproved] = await others(1, { status: 'Pending' });
    await request(deleted!.id, member.id, 'accepted', 0.1);
    await request(member.id, suspended!.id, 'accepted', 0.1);
    await request(paused!.id, member.id, 'pending', 0.1);
    await request(member.id, unapproved!.id, 'pending', 0.1);
    // Nor someone she blocked: the block closes their requests.
    await request(blocked!.id, member.id, 'pending', 0.1);
    expect((await t.app.inject({ method: 'POST', url: `/api/block/${blocked!.id}`, headers: { cookie } })).json().message).toBe(MSG.blocked);
    // Both agreed to share contact details with a1 (she asked) and a2 (he did): her plan shows them.
    for (const other of [a1!, a2!]) {
      await db.insert(contactExchanges).values({ pairKey: pairKeyOf(member.id, other.id), requesterId: other.id, status: 'accepted' });
    }
    // a3's avatar shows (her photos are public: the small one); a4's is held from other members.
    const [shown, held] = await db
      .insert(images)
      .values([
        { userId: a3!.id, storageKey: `req-${a3!.id}`, width: 10, height: 10 },
        { userId: a4!.id, storageKey: `req-${a4!.id}`, width: 10, height: 10, held: true },
      ])
      .returning();
    await db.update(users).set({ avatarImageId: shown!.id, photoPrivacy: 'public' }).where(eq(users.id, a3!.id));
    await db.update(users).set({ avatarImageId: held!.id }).where(eq(users.id, a4!.id));

    const accepted = [
      card(in1, a1!, { contactShared: true }),
      card(out2, a2!, { contactShared: true }),
      card(in3, a3!, { avatar: mediaUrl(shown!.storageKey, 'small') }),
      card(out4, a4!),
    ];
    expect(await requestData(cookie, member.id)).toEqual({
      requests: { list: accepted, count: 4 },
      incomingRequests: { list: [card(pIn1, p1!), card(pIn2, p2!)], count: 2 },
      outgoingRequests: { list: [card(pOut1, q1!), card(pOut2, q2!)], count: 2 },
    });
    expect(await connections(cookie, member.id)).toEqual(accepted);
  });

  it('keeps the 200 newest of each list (accepted: 200 each way)', async () => {
    const { member, cookie } = await me();
    const people = await others(201 + 2 + 201 + 201);
    const values = people.map((other, i) => {
      // Each list's members in turn, one minute apart: index 0 of each list is its newest.
      const [kind, n] = i < 201 ? (['acceptedIn', i] as const) : i < 203 ? (['acceptedOut', i - 201] as const) : i < 404 ? (['incoming', i - 203] as const) : (['outgoing', i - 404] as const);
      const incoming = kind === 'acceptedIn' || kind === 'incoming';
      return {
        senderId: incoming ? other.id : member.id,
        receiverId: incoming ? member.id : other.id,
        status: kind.startsWith('accepted') ? ('accepted' as const) : ('pending' as const),
        // The two accepted outgoing ones fall between the received ones.
        createdAt: new Date(Date.now() - (kind === 'acceptedOut' ? n * 100 + 50.5 : n) * 60_000),
      };
    });
    const rows = await t.database.db.insert(profileRequests).values(values).returning();
    const ids = (from: number, to: number) => rows.slice(from, to).map((row) => row.id);

    const data = await requestData(cookie, member.id);
    const accepted = [...ids(0, 200), ...ids(201, 203)].map((id) => rows.find((row) => row.id === id)!).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    expect(data.requests.count).toBe(202);
    expect(data.requests.list.map((item: { requestId: string }) => item.requestId)).toEqual(accepted.map((row) => row.id));
    expect(data.incomingRequests.count).toBe(200);
    expect(data.incomingRequests.list.map((item: { requestId: string }) => item.requestId)).toEqual(ids(203, 403));
    expect(data.outgoingRequests.count).toBe(200);
    expect(data.outgoingRequests.list.map((item: { requestId: string }) => item.requestId)).toEqual(ids(404, 604));
    expect(await connections(cookie, member.id)).toEqual(data.requests.list);
  });

  it('orders requests made at the same moment by id (newest first, then the larger id), the same on every read', async () => {
    const { member, cookie } = await me();
    const people = await others(4);
    const at = new Date(Date.now() - hour);
    const rows = await t.database.db
      .insert(profileRequests)
      .values(people.map((other) => ({ senderId: other.id, receiverId: member.id, status: 'pending' as const, createdAt: at })))
      .returning();
    const byId = rows.map((row) => row.id).sort().reverse();
    for (let read = 0; read < 3; read += 1) {
      const data = await requestData(cookie, member.id);
      expect(data.incomingRequests.list.map((item: { requestId: string }) => item.requestId)).toEqual(byId);
    }
  });

  it('costs the session\'s statement and one more, whatever the number of requests', async () => {
    const empty = await me();
    const busy = await me();
    const people = await others(30);
    for (const [i, other] of people.entries()) {
      const incoming = i % 2 === 0;
      await request(incoming ? other.id : busy.member.id, incoming ? busy.member.id : other.id, i % 3 === 0 ? 'accepted' : 'pending', i);
    }
    for (const { member, cookie } of [empty, busy]) {
      for (const url of [`/api/received-requests/${member.id}`, `/api/all-approved-requests/${member.id}`]) {
        expect((await get(cookie, url)).statusCode).toBe(200);
        const seen = await statementsDuring(t.database, async () => expect((await get(cookie, url)).statusCode).toBe(200));
        expect(seen).toHaveLength(2);
      }
    }
  });

  it("refuses another member's lists (403) and a stranger (401)", async () => {
    const { member } = await me();
    const other = await me();
    for (const route of ['received-requests', 'all-approved-requests']) {
      for (const id of [member.id, 'not-an-id']) {
        const res = await get(other.cookie, `/api/${route}/${id}`);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(MSG.notYourRequests);
      }
      const anonymous = await get(undefined, `/api/${route}/${member.id}`);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe(MSG.notSignedIn);
    }
  });

  it("shows her guardian the same lists, without anyone's contact details", async () => {
    const { member, cookie } = await me();
    const [a, b, c] = await others(3);
    await request(a!.id, member.id, 'accepted', 1);
    await request(b!.id, member.id, 'pending', 1);
    await request(member.id, c!.id, 'pending', 1);
    await t.database.db.insert(contactExchanges).values({ pairKey: pairKeyOf(member.id, a!.id), requesterId: a!.id, status: 'accepted' });
    const own = await requestData(cookie, member.id);
    expect(own.requests.list[0]).toMatchObject({ userId: a!.id, contactShared: true, email: a!.email });

    const email = `wali.${member.id.slice(0, 8)}@example.com`;
    expect((await t.app.inject({ method: 'POST', url: '/api/guardians', headers: { cookie }, payload: { email } })).json().message).toBe(MSG.guardianInvited);
    const mail = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${email}` })).json().messages[0];
    const token = /\/guardian\/accept\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const accepted = await t.app.inject({ method: 'POST', url: `/api/guardian/accept/${token}`, payload: { firstName: 'Abdul', lastName: 'Rahman', password: 'Wali#2026' } });
    const guardianCookie = cookieFrom(accepted.headers['set-cookie']);
    const seen = (await get(guardianCookie, `/api/guardian/members/${member.id}/requests`)).json().data;

    const hidden = (list: Array<Record<string, unknown>>) => list.map((item) => ({ ...item, email: null, contactNo: null, contactShared: false }));
    expect(seen).toEqual({
      requests: { list: hidden(own.requests.list), count: 1 },
      incomingRequests: { list: hidden(own.incomingRequests.list), count: 1 },
      outgoingRequests: { list: hidden(own.outgoingRequests.list), count: 1 },
    });
  });
});
