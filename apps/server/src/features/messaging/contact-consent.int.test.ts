import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@sakinah/contract';
import { guardians } from '../../db/schema';
import { createTestApp, recordEvents, type TestApp } from '../../test/test-app';
import { MATCH, buildMember, connect, givePlan, signIn } from '../../test/factories';

/**
 * "Details are shared only when both members agree": phone and email reach another member only
 * when they are connected, both agreed through the contact exchange, and her plan includes them;
 * withdrawing consent hides them again at once, everywhere.
 */
let t: TestApp;
const events: Array<{ userId: string; event: string; payload: unknown }> = [];
beforeAll(async () => {
  t = await createTestApp();
  recordEvents(t.app, events);
});
afterAll(async () => t.close());

const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function person(side: 'bride' | 'groom', canSeeContactInfo = true) {
  const member = await buildMember(t.database.db, { status: 'Active', ...MATCH[side] });
  await givePlan(t.database.db, member.id, { canSeeContactInfo });
  return { member, cookie: await signIn(t.app, member.email) };
}

async function connectedPair(options: { groomPlanHasContact?: boolean } = {}) {
  const bride = await person('bride');
  const groom = await person('groom', options.groomPlanHasContact ?? true);
  await connect(t.database.db, groom.member.id, bride.member.id);
  return { bride, groom };
}

/** Everything the groom's pages can show of the bride's contact details. */
async function whatGroomSees(groom: { member: { id: string }; cookie: string }, bride: { member: { id: string; email: string; contactNo: string | null } }) {
  const view = await call(groom.cookie, 'GET', `/api/user/${bride.member.id}`);
  const connections = await call(groom.cookie, 'GET', `/api/all-approved-requests/${groom.member.id}`);
  const chat = await call(groom.cookie, 'GET', `/api/messages/${bride.member.id}`);
  const conversations = await call(groom.cookie, 'GET', '/api/conversations');
  const bodies = [view.body, connections.body, chat.body, conversations.body].join('\n');
  return {
    view: view.json(),
    chat: chat.json(),
    leaksEmail: bodies.includes(bride.member.email),
    leaksPhone: bodies.includes(bride.member.contactNo!),
  };
}

describe('contact details by mutual consent', () => {
  it('connected is not enough; after both agree they show everywhere; withdrawing hides them at once', async () => {
    const { bride, groom } = await connectedPair();
    // She writes her number in a message before anyone agreed: it is masked for him.
    await call(bride.cookie, 'POST', `/api/messages/${groom.member.id}`, { clientId: 'consent-msg-1', text: `Call me on ${bride.member.contactNo}` });

    let seen = await whatGroomSees(groom, bride);
    expect(seen.leaksEmail || seen.leaksPhone).toBe(false);
    expect(seen.view.relation).toMatchObject({ connected: true, contactExchange: null, contactVisible: false, contactNeedsPlan: false });
    expect(seen.chat.messages[0]).toMatchObject({ masked: true });

    // He asks; until she answers, nothing changes.
    expect((await call(groom.cookie, 'POST', `/api/contact-exchange/${bride.member.id}`)).statusCode).toBe(201);
    seen = await whatGroomSees(groom, bride);
    expect(seen.leaksEmail || seen.leaksPhone).toBe(false);
    expect(seen.view.relation.contactExchange).toEqual({ status: 'pending', requesterId: groom.member.id });

    // She accepts: now both agreed.
    expect((await call(bride.cookie, 'PUT', `/api/contact-exchange/${groom.member.id}`, { action: 'accepted' })).json().message).toBe(MSG.exchangeAccepted);
    seen = await whatGroomSees(groom, bride);
    expect(seen.leaksEmail && seen.leaksPhone).toBe(true);
    expect(seen.view.user).toMatchObject({ email: bride.member.email, contactNo: bride.member.contactNo });
    expect(seen.chat.conversation.contact).toEqual({ email: bride.member.email, contactNo: bride.member.contactNo });
    expect(seen.chat.messages[0]).toMatchObject({ masked: false });
    expect((await call(groom.cookie, 'GET', '/api/contact-exchanges')).json().exchanges).toEqual([
      expect.objectContaining({ userId: bride.member.id, status: 'accepted', requesterId: groom.member.id }),
    ]);

    // Either may withdraw, in Settings or in chat: hidden again at once, and both are told.
    events.length = 0;
    const withdrawn = await call(bride.cookie, 'DELETE', `/api/contact-exchange/${groom.member.id}`);
    expect(withdrawn.json()).toEqual({ success: true, message: MSG.exchangeWithdrawn });
    seen = await whatGroomSees(groom, bride);
    expect(seen.leaksEmail || seen.leaksPhone).toBe(false);
    expect(seen.chat.messages[0]).toMatchObject({ masked: true });
    expect(seen.view.relation.contactExchange).toMatchObject({ status: 'withdrawn' });
    for (const [to, other] of [[bride.member.id, groom.member.id], [groom.member.id, bride.member.id]]) {
      expect(events).toContainEqual({ userId: to, event: 'contactExchangeChanged', payload: { otherUserId: other, status: 'withdrawn', requesterId: groom.member.id } });
    }
    expect((await call(groom.cookie, 'GET', '/api/contact-exchanges')).json().exchanges).toEqual([]);

    // Nothing left to withdraw; asking again starts over.
    expect((await call(bride.cookie, 'DELETE', `/api/contact-exchange/${groom.member.id}`)).json()).toMatchObject({ success: false, message: MSG.exchangeNothingToWithdraw });
    expect((await call(bride.cookie, 'POST', `/api/contact-exchange/${groom.member.id}`)).statusCode).toBe(201);
  });

  it('both agreed but her plan leaves contact details out: none shown, and the page says why', async () => {
    const { bride, groom } = await connectedPair({ groomPlanHasContact: false });
    await call(groom.cookie, 'POST', `/api/contact-exchange/${bride.member.id}`);
    await call(bride.cookie, 'PUT', `/api/contact-exchange/${groom.member.id}`, { action: 'accepted' });
    const seen = await whatGroomSees(groom, bride);
    expect(seen.leaksEmail || seen.leaksPhone).toBe(false);
    expect(seen.view.relation).toMatchObject({ contactVisible: false, contactNeedsPlan: true });
    expect(seen.chat.conversation).toMatchObject({ contact: null, contactNeedsPlan: true });
  });

  it('a removed connection ends the sharing too', async () => {
    const { bride, groom } = await connectedPair();
    await call(groom.cookie, 'POST', `/api/contact-exchange/${bride.member.id}`);
    await call(bride.cookie, 'PUT', `/api/contact-exchange/${groom.member.id}`, { action: 'accepted' });
    const [connection] = (await call(bride.cookie, 'GET', `/api/all-approved-requests/${bride.member.id}`)).json().requests;
    await call(bride.cookie, 'DELETE', `/api/remove-request/${connection.requestshipId}`);
    const seen = await whatGroomSees(groom, bride);
    expect(seen.leaksEmail || seen.leaksPhone).toBe(false);
  });

  it("a guardian never sees the other members' contact details, even with her ward's consent", async () => {
    const { bride, groom } = await connectedPair();
    await call(groom.cookie, 'POST', `/api/contact-exchange/${bride.member.id}`);
    await call(bride.cookie, 'PUT', `/api/contact-exchange/${groom.member.id}`, { action: 'accepted' });
    await call(bride.cookie, 'POST', `/api/messages/${groom.member.id}`, { clientId: 'consent-msg-wali', text: `My email is ${bride.member.email}` });
    const wali = await buildMember(t.database.db, { role: 'guardian', status: 'Active' });
    await t.database.db.insert(guardians).values({ memberId: groom.member.id, email: wali.email, status: 'active', guardianUserId: wali.id, canReadConversations: true });
    const cookie = await signIn(t.app, wali.email);
    const bodies = await Promise.all(
      [
        `/api/guardian/members/${groom.member.id}/requests`,
        `/api/guardian/members/${groom.member.id}/conversations`,
        `/api/guardian/members/${groom.member.id}/messages/${bride.member.id}`,
      ].map(async (url) => {
        const res = await call(cookie, 'GET', url);
        expect(res.statusCode, url).toBe(200);
        return res.body;
      }),
    );
    for (const body of bodies) {
      expect(body).not.toContain(bride.member.email);
      expect(body).not.toContain(bride.member.contactNo!);
    }
  });

  it('refuses what is not allowed, and bad input', async () => {
    const { bride, groom } = await connectedPair();
    const stranger = await person('groom');
    expect((await call(stranger.cookie, 'POST', `/api/contact-exchange/${bride.member.id}`)).statusCode).toBe(403);
    expect((await call(stranger.cookie, 'DELETE', `/api/contact-exchange/${bride.member.id}`)).statusCode).toBe(404);
    expect((await call(undefined, 'DELETE', `/api/contact-exchange/${bride.member.id}`)).statusCode).toBe(401);
    expect((await call(undefined, 'GET', '/api/contact-exchanges')).statusCode).toBe(401);
    for (const id of ['not-an-id', groom.member.id]) {
      expect((await call(groom.cookie, 'DELETE', `/api/contact-exchange/${id}`)).statusCode).toBe(404);
    }
    // Only the asked member answers; the asker cannot accept her own ask.
    await call(groom.cookie, 'POST', `/api/contact-exchange/${bride.member.id}`);
    expect((await call(groom.cookie, 'PUT', `/api/contact-exchange/${bride.member.id}`, { action: 'accepted' })).statusCode).toBe(404);
    expect((await call(bride.cookie, 'PUT', `/api/contact-exchange/${groom.member.id}`, { action: 'maybe' })).statusCode).toBe(400);
    // The asker may take her ask back.
    expect((await call(groom.cookie, 'DELETE', `/api/contact-exchange/${bride.member.id}`)).statusCode).toBe(200);
    expect((await call(bride.cookie, 'PUT', `/api/contact-exchange/${groom.member.id}`, { action: 'accepted' })).statusCode).toBe(404);
  });
});
