import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type ServerEventName } from '@sakinah/contract';
import { createTestApp, recordEvents, type TestApp } from '../../test/test-app';
import { buildMember, givePlan, signIn } from '../../test/factories';

const sent: Array<{ userId: string; event: ServerEventName; payload: unknown }> = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  recordEvents(t.app, sent);
});
afterAll(async () => t.close());

async function pair() {
  const a = await buildMember(t.database.db, { status: 'Active', gender: 'male', caste: 'Ansari', casteInterestedIn: ['Syed'] });
  const b = await buildMember(t.database.db, { status: 'Active', gender: 'female', caste: 'Syed', casteInterestedIn: ['Ansari'] });
  await givePlan(t.database.db, a.id, { canSeeContactInfo: true });
  await givePlan(t.database.db, b.id, { canSeeContactInfo: false });
  return { a, b, ca: await signIn(t.app, a.email), cb: await signIn(t.app, b.email) };
}
const send = (cookie: string, body: object) => t.app.inject({ method: 'POST', url: '/api/send-request', payload: body, headers: { cookie } });
const respond = (cookie: string, id: string, action: string) =>
  t.app.inject({ method: 'PUT', url: `/api/respond-request/${id}`, payload: { action }, headers: { cookie } });
const data = (cookie: string, userId: string) => t.app.inject({ method: 'GET', url: `/api/received-requests/${userId}`, headers: { cookie } });

describe('profile requests', () => {
  it('send → receive → accept → both connected → remove', async () => {
    const { a, b, ca, cb } = await pair();
    // The body's senderId is ignored: the sender is the session member.
    const res = await send(ca, { senderId: b.id, receiverId: b.id });
    expect(res.statusCode).toBe(201);
    const request = res.json().request;
    expect(request).toMatchObject({ sender: a.id, receiver: b.id, status: 'pending' });
    expect(sent.at(-1)).toMatchObject({ userId: b.id, event: 'requestReceived', payload: { requestId: request.id, fromUserId: a.id } });

    const incoming = (await data(cb, b.id)).json().data;
    expect(incoming.incomingRequests.list).toHaveLength(1);
    expect(incoming.incomingRequests.list[0]).toMatchObject({ requestId: request.id, userId: a.id, firstName: a.firstName, email: null });
    expect((await data(ca, a.id)).json().data.outgoingRequests.list).toHaveLength(1);

    const accepted = await respond(cb, request.id, 'accepted');
    expect(accepted.json()).toMatchObject({ success: true, updatedRequest: { status: 'accepted' } });
    expect(sent.some((e) => e.userId === a.id && e.event === 'requestStatusChanged')).toBe(true);

    const connectionsOf = async (id: string, cookie: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/all-approved-requests/${id}`, headers: { cookie } })).json().requests;
    // Connected, but nobody agreed to share contact details yet: none shown, whatever the plans.
    const aConnections = await connectionsOf(a.id, ca);
    expect(aConnections).toHaveLength(1);
    expect(aConnections[0]).toMatchObject({ userId: b.id, email: null, contactNo: null, contactShared: false });
    // Both agree in chat: A's plan includes contact details, B's does not.
    expect((await t.app.inject({ method: 'POST', url: `/api/contact-exchange/${b.id}`, headers: { cookie: ca } })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'PUT', url: `/api/contact-exchange/${a.id}`, headers: { cookie: cb }, payload: { action: 'accepted' } })).statusCode).toBe(200);
    expect((await connectionsOf(a.id, ca))[0]).toMatchObject({ userId: b.id, email: b.email, contactNo: b.contactNo, contactShared: true });
    const bConnections = await connectionsOf(b.id, cb);
    expect(bConnections[0]).toMatchObject({ userId: a.id, email: null, contactNo: null, contactShared: false });

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/remove-request/${bConnections[0].requestshipId}`, headers: { cookie: cb } });
    expect(removed.json()).toEqual({ success: true, message: MSG.requestRemoved });
    expect((await data(ca, a.id)).json().data.requests.list).toHaveLength(0);
  });

  it('declines and cancels, with their rules', async () => {
    const { a, b, ca, cb } = await pair();
    const first = (await send(ca, { receiverId: b.id })).json().request;
    expect((await respond(ca, first.id, 'accepted')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cancel-request/${first.id}`, headers: { cookie: cb } })).statusCode).toBe(403);
    expect((await respond(cb, first.id, 'maybe')).json().message).toBe(MSG.invalidAction);
    expect((await respond(cb, first.id, 'declined')).json().message).toBe(MSG.requestDeclined);
    expect((await respond(cb, first.id, 'accepted')).json().message).toBe(MSG.requestNotPending);
    // A declined request cannot be repeated for 30 days (request-introduction.int.test.ts); B may still ask A.
    expect((await send(ca, { receiverId: b.id })).statusCode).toBe(429);
    const second = (await send(cb, { receiverId: a.id })).json().request;
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/cancel-request/${second.id}`, headers: { cookie: cb } });
    expect(cancel.json()).toEqual({ success: true, message: MSG.requestCanceled });
    expect(sent.at(-2)).toMatchObject({ userId: a.id, event: 'requestCanceled' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cancel-request/${second.id}`, headers: { cookie: cb } })).statusCode).toBe(409);
    expect((await data(ca, a.id)).json().data.incomingRequests.list).toHaveLength(0);
  });

  it('refuses requests to self, missing or hidden members, and duplicates', async () => {
    const { a, b, ca, cb } = await pair();
    expect((await send(ca, { receiverId: a.id })).json().message).toBe(MSG.requestToSelf);
    expect((await send(ca, { receiverId: '00000000-0000-0000-0000-000000000000' })).json().message).toBe(MSG.userNotAvailable);
    expect((await send(ca, { receiverId: 'not-an-id' })).statusCode).toBe(404);
    const deleted = await buildMember(t.database.db, { status: 'Active', gender: 'female', caste: 'Syed', deletedAt: new Date() });
    expect((await send(ca, { receiverId: deleted.id })).statusCode).toBe(404);
    const otherCaste = await buildMember(t.database.db, { status: 'Active', gender: 'female', caste: 'Khan' });
    expect((await send(ca, { receiverId: otherCaste.id })).statusCode).toBe(404);
    const pendingMember = await buildMember(t.database.db, { status: 'Pending', gender: 'female', caste: 'Syed' });
    expect((await send(ca, { receiverId: pendingMember.id })).statusCode).toBe(404);
    expect((await send(ca, { receiverId: b.id })).statusCode).toBe(201);
    const duplicate = await send(ca, { receiverId: b.id });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(MSG.requestDuplicate);
    expect((await send(cb, { receiverId: a.id })).json().message).toBe(MSG.requestTheyAsked);
    const again = await Promise.all([send(ca, { receiverId: b.id }), send(ca, { receiverId: b.id })]);
    for (const res of again) expect(res.statusCode).toBe(409);
  });

  it("never shows another member's request lists", async () => {
    const { a, b, cb } = await pair();
    const res = await data(cb, a.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.notYourRequests);
    expect((await t.app.inject({ method: 'GET', url: `/api/all-approved-requests/${a.id}`, headers: { cookie: cb } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/received-requests/${b.id}` })).statusCode).toBe(401);
  });

  it('a stranger cannot respond to, cancel or remove a request', async () => {
    const { b, ca, cb } = await pair();
    const stranger = await buildMember(t.database.db, { status: 'Active' });
    const cs = await signIn(t.app, stranger.email);
    const request = (await send(ca, { receiverId: b.id })).json().request;
    expect((await respond(cs, request.id, 'accepted')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cancel-request/${request.id}`, headers: { cookie: cs } })).statusCode).toBe(403);
    await respond(cb, request.id, 'accepted');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/remove-request/${request.id}`, headers: { cookie: cs } })).statusCode).toBe(403);
  });

  it('a private account opens to the other side once a request is accepted', async () => {
    const { a, b, ca, cb } = await pair();
    const { eq } = await import('drizzle-orm');
    const { users } = await import('../../db/schema');
    await t.database.db.update(users).set({ accountPrivacy: 'private' }).where(eq(users.id, b.id));
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${b.id}`, headers: { cookie: ca } })).statusCode).toBe(403);
    const request = (await send(ca, { receiverId: b.id })).json().request;
    await respond(cb, request.id, 'accepted');
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${b.id}`, headers: { cookie: ca } })).statusCode).toBe(200);
    void a;
  });
});
