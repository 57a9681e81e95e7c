import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@sakinah/contract';
import { guardians } from '../../db/schema';
import { createTestApp, recordEvents, type TestApp } from '../../test/test-app';
import { MATCH, buildMember, connect, givePlan, signIn, signInAdmin } from '../../test/factories';

/**
 * "A guardian's say": a member may ask that her guardian approve before contact details are shared.
 * When both members agree, the exchange waits; the guardian approves (details shared) or declines.
 */
let t: TestApp;
let adminCookie: string;
const events: Array<{ userId: string; event: string; payload: unknown }> = [];
beforeAll(async () => {
  t = await createTestApp({ RELAX_RATE_LIMITS: 'true' });
  recordEvents(t.app, events);
  adminCookie = await signInAdmin(t.app, t.database.db);
});
afterAll(async () => t.close());

const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

interface Person {
  member: { id: string; email: string; contactNo: string | null; firstName: string; lastName: string };
  cookie: string;
}

async function person(side: 'bride' | 'groom'): Promise<Person> {
  const member = await buildMember(t.database.db, { status: 'Active', ...MATCH[side] });
  await givePlan(t.database.db, member.id, { canSeeContactInfo: true });
  return { member, cookie: await signIn(t.app, member.email) };
}

async function guardianOf(ward: Person) {
  const wali = await buildMember(t.database.db, { role: 'guardian', status: 'Active', firstName: 'Abdul', lastName: 'Rahman' });
  await t.database.db.insert(guardians).values({ memberId: ward.member.id, email: wali.email, status: 'active', guardianUserId: wali.id });
  return { user: wali, cookie: await signIn(t.app, wali.email) };
}

/** A connected pair; the bride (and the groom, if asked) needs her guardian's approval. */
async function setUp(options: { groomToo?: boolean } = {}) {
  const bride = await person('bride');
  const groom = await person('groom');
  await connect(t.database.db, groom.member.id, bride.member.id);
  const brideWali = await guardianOf(bride);
  expect((await call(bride.cookie, 'PUT', '/api/guardian-approval', { guardianApprovesContacts: true })).statusCode).toBe(200);
  let groomWali: Awaited<ReturnType<typeof guardianOf>> | undefined;
  if (options.groomToo) {
    groomWali = await guardianOf(groom);
    expect((await call(groom.cookie, 'PUT', '/api/guardian-approval', { guardianApprovesContacts: true })).statusCode).toBe(200);
  }
  return { bride, groom, brideWali, groomWali };
}

async function agree(asker: Person, answerer: Person) {
  expect((await call(asker.cookie, 'POST', `/api/contact-exchange/${answerer.member.id}`)).statusCode).toBe(201);
  return call(answerer.cookie, 'PUT', `/api/contact-exchange/${asker.member.id}`, { action: 'accepted' });
}

/** Everything one member's pages show that could carry the other's phone or email. */
async function leaks(viewer: Person, subject: Person) {
  const bodies = await Promise.all(
    [`/api/user/${subject.member.id}`, `/api/messages/${subject.member.id}`, '/api/conversations', `/api/all-approved-requests/${viewer.member.id}`, '/api/contact-exchanges'].map(
      async (url) => (await call(viewer.cookie, 'GET', url)).body,
    ),
  );
  return bodies.some((body) => body.includes(subject.member.email) || body.includes(subject.member.contactNo!));
}

const exchangeIn = async (viewer: Person, other: Person) => (await call(viewer.cookie, 'GET', `/api/messages/${other.member.id}`)).json().conversation.contactExchange;
const decide = (cookie: string, memberId: string, otherId: string, decision: string) => call(cookie, 'POST', `/api/guardian/approvals/${memberId}/${otherId}/${decision}`);

describe('the setting', () => {
  it('is the member’s own, needs an active guardian to switch on, and shows in her account', async () => {
    const bride = await person('bride');
    const off = await call(bride.cookie, 'PUT', '/api/guardian-approval', { guardianApprovesContacts: true });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe(MSG.guardianApprovalNeedsGuardian);
    expect((await call(bride.cookie, 'GET', '/api/get-user')).json().user.guardianApprovesContacts).toBe(false);

    const wali = await guardianOf(bride);
    const on = (await call(bride.cookie, 'PUT', '/api/guardian-approval', { guardianApprovesContacts: true })).json();
    expect(on).toMatchObject({ success: true, message: MSG.guardianApprovalOn, user: { guardianApprovesContacts: true } });
    // Her guardian cannot change it (nor his own account's), anonymous is 401, bad input 400.
    expect((await call(wali.cookie, 'PUT', '/api/guardian-approval', { guardianApprovesContacts: false })).statusCode).toBe(403);
    expect((await call(undefined, 'PUT', '/api/guardian-approval', { guardianApprovesContacts: false })).statusCode).toBe(401);
    const notABoolean = await call(bride.cookie, 'PUT', '/api/guardian-approval', { guardianApprovesContacts: 'yes' });
    expect(notABoolean.statusCode).toBe(400);
    expect(notABoolean.json()).toMatchObject({ success: false, message: MSG.invalidGuardianApprovalSetting });
    expect((await call(bride.cookie, 'GET', '/api/get-user')).json().user.guardianApprovesContacts).toBe(true);
    // Switching off needs no guardian.
    expect((await call(bride.cookie, 'PUT', '/api/guardian-approval', { guardianApprovesContacts: false })).json().message).toBe(MSG.guardianApprovalOff);
  });

  it('goes off when her last guardian is removed: it never promises an approval nobody will give', async () => {
    const bride = await person('bride');
    await guardianOf(bride);
    await guardianOf(bride);
    expect((await call(bride.cookie, 'PUT', '/api/guardian-approval', { guardianApprovesContacts: true })).statusCode).toBe(200);
    const links = (await call(bride.cookie, 'GET', '/api/guardians')).json().guardians as Array<{ id: string }>;
    expect(links).toHaveLength(2);
    // One of two removed: the other is still asked.
    expect((await call(bride.cookie, 'DELETE', `/api/guardians/${links[0]!.id}`)).statusCode).toBe(200);
    expect((await call(bride.cookie, 'GET', '/api/get-user')).json().user.guardianApprovesContacts).toBe(true);
    expect((await call(bride.cookie, 'DELETE', `/api/guardians/${links[1]!.id}`)).statusCode).toBe(200);
    expect((await call(bride.cookie, 'GET', '/api/get-user')).json().user.guardianApprovesContacts).toBe(false);
  });
});

describe('a contact exchange waiting for a guardian', () => {
  it("honours the guardian's mail switch for approvals (Settings → Notifications): off, no mail; the centre and the socket still tell her", async () => {
    const { bride, groom, brideWali } = await setUp();
    const current = (await call(brideWali.cookie, 'GET', '/api/notification-preferences')).json().preferences;
    expect(current.kinds.guardianApprovalNeeded.mail).toBe(true);
    current.kinds.guardianApprovalNeeded.mail = false;
    expect((await call(brideWali.cookie, 'PUT', '/api/notification-preferences', current)).statusCode).toBe(200);
    events.length = 0;
    expect((await agree(groom, bride)).json()).toEqual({ success: true, message: MSG.exchangeAwaitingGuardian });
    expect(events).toContainEqual({ userId: brideWali.user.id, event: 'contactApprovalChanged', payload: { memberId: bride.member.id } });
    expect((await call(undefined, 'GET', `/api/dev/outbox?to=${brideWali.user.email}`)).json().messages).toEqual([]);
    const centre = (await call(brideWali.cookie, 'GET', '/api/notifications')).json().notifications as Array<{ kind: string }>;
    expect(centre.map((n) => n.kind)).toEqual(['guardianApprovalNeeded']);
  });

  it('waits, tells the guardian in real time and by mail, shows nothing, and shares once approved', async () => {
    const { bride, groom, brideWali } = await setUp();
    events.length = 0;
    const answered = await agree(groom, bride);
    expect(answered.json()).toEqual({ success: true, message: MSG.exchangeAwaitingGuardian });

    expect(events).toContainEqual({ userId: brideWali.user.id, event: 'contactApprovalChanged', payload: { memberId: bride.member.id } });
    for (const [to, other] of [[bride, groom], [groom, bride]] as const) {
      expect(events).toContainEqual({ userId: to.member.id, event: 'contactExchangeChanged', payload: { otherUserId: other.member.id, status: 'awaiting_guardian', requesterId: groom.member.id } });
    }
    const mail = (await call(undefined, 'GET', `/api/dev/outbox?to=${brideWali.user.email}`)).json().messages[0];
    expect(mail.subject).toBe(MSG.guardianApprovalSubject);
    expect(mail.text).toContain(`${groom.member.firstName} ${groom.member.lastName}`);
    expect(mail.text).not.toContain(groom.member.email);

    // Both see the wait; neither sees the other's details anywhere.
    for (const [viewer, other] of [[bride, groom], [groom, bride]] as const) {
      expect(await exchangeIn(viewer, other)).toEqual({ status: 'awaiting_guardian', requesterId: groom.member.id, awaitingGuardianOf: [bride.member.id] });
      expect(await leaks(viewer, other)).toBe(false);
      // Settings lists the waiting agreement (so either may withdraw it there).
      const listed = (await call(viewer.cookie, 'GET', '/api/contact-exchanges')).json().exchanges as Array<{ userId: string; status: string }>;
      expect(listed).toContainEqual(expect.objectContaining({ userId: other.member.id, status: 'awaiting_guardian' }));
    }
    // Asking again while it waits is refused.
    expect((await call(bride.cookie, 'POST', `/api/contact-exchange/${groom.member.id}`)).json().message).toBe(MSG.exchangeAwaitingGuardian);

    // Her guardian's list names the two members.
    const list = (await call(brideWali.cookie, 'GET', '/api/guardian/approvals')).json().approvals;
    expect(list).toEqual([
      expect.objectContaining({ memberId: bride.member.id, otherUserId: groom.member.id, otherName: `${groom.member.firstName} ${groom.member.lastName}`, status: 'pending', decidedAt: null }),
    ]);
    expect(JSON.stringify(list)).not.toContain(groom.member.email);

    events.length = 0;
    const approved = await decide(brideWali.cookie, bride.member.id, groom.member.id, 'approve');
    expect(approved.json()).toEqual({ success: true, message: MSG.guardianApprovalApproved });
    for (const [to, other] of [[bride, groom], [groom, bride]] as const) {
      expect(events).toContainEqual({ userId: to.member.id, event: 'contactExchangeChanged', payload: { otherUserId: other.member.id, status: 'accepted', requesterId: groom.member.id } });
      expect(await leaks(to, other)).toBe(true);
    }
    expect((await call(groom.cookie, 'GET', `/api/messages/${bride.member.id}`)).json().conversation.contact).toEqual({ email: bride.member.email, contactNo: bride.member.contactNo });

    // Once only; audited once; the guardian's list keeps it as decided.
    const again = await decide(brideWali.cookie, bride.member.id, groom.member.id, 'decline');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.guardianApprovalDecided);
    expect(await exchangeIn(groom, bride)).toMatchObject({ status: 'accepted' });
    const audit = (await call(adminCookie, 'GET', '/api/admin/audit')).json().entries as Array<{ action: string; actorId: string }>;
    expect(audit.filter((e) => e.actorId === brideWali.user.id).map((e) => e.action)).toEqual(['guardian.contact_exchange_approved']);
    expect((await call(brideWali.cookie, 'GET', '/api/guardian/approvals')).json().approvals).toEqual([expect.objectContaining({ status: 'approved' })]);
    // The guardian still cannot write or answer anything herself.
    expect((await call(brideWali.cookie, 'POST', `/api/messages/${groom.member.id}`, { clientId: 'wali-approval-1', text: 'hi' })).statusCode).toBe(403);
    expect((await call(brideWali.cookie, 'DELETE', `/api/contact-exchange/${groom.member.id}`)).statusCode).toBe(403);
  });

  it('a decline ends it with no details; both see that the guardian declined; asking again asks her again', async () => {
    const { bride, groom, brideWali } = await setUp();
    await agree(bride, groom);
    expect((await decide(brideWali.cookie, bride.member.id, groom.member.id, 'decline')).json().message).toBe(MSG.guardianApprovalDeclined);
    for (const [viewer, other] of [[bride, groom], [groom, bride]] as const) {
      expect(await exchangeIn(viewer, other)).toEqual({ status: 'declined', requesterId: bride.member.id, declinedByGuardianOf: bride.member.id });
      expect(await leaks(viewer, other)).toBe(false);
    }
    expect((await decide(brideWali.cookie, bride.member.id, groom.member.id, 'approve')).statusCode).toBe(409);

    // A new round: a fresh approval is asked for.
    expect((await agree(groom, bride)).json().message).toBe(MSG.exchangeAwaitingGuardian);
    expect(await exchangeIn(groom, bride)).toMatchObject({ status: 'awaiting_guardian', awaitingGuardianOf: [bride.member.id] });
    expect((await decide(brideWali.cookie, bride.member.id, groom.member.id, 'approve')).statusCode).toBe(200);
    expect(await leaks(groom, bride)).toBe(true);
  });

  it('with both members asking for it, both guardians approve before anything is shared', async () => {
    const { bride, groom, brideWali, groomWali } = await setUp({ groomToo: true });
    await agree(groom, bride);
    expect(await exchangeIn(bride, groom)).toMatchObject({ status: 'awaiting_guardian', awaitingGuardianOf: expect.arrayContaining([bride.member.id, groom.member.id]) });
    // Each guardian decides only for her own ward.
    expect((await decide(groomWali!.cookie, bride.member.id, groom.member.id, 'approve')).statusCode).toBe(403);
    expect((await decide(brideWali.cookie, bride.member.id, groom.member.id, 'approve')).statusCode).toBe(200);
    expect(await exchangeIn(bride, groom)).toMatchObject({ status: 'awaiting_guardian', awaitingGuardianOf: [groom.member.id] });
    expect(await leaks(bride, groom)).toBe(false);
    expect((await decide(groomWali!.cookie, groom.member.id, bride.member.id, 'approve')).statusCode).toBe(200);
    expect(await exchangeIn(bride, groom)).toMatchObject({ status: 'accepted' });
    expect(await leaks(bride, groom)).toBe(true);
    expect(await leaks(groom, bride)).toBe(true);
  });

  it('removing her last guardian releases what waited for that guardian; the other side\'s guardian is still asked', async () => {
    const { bride, groom, groomWali } = await setUp({ groomToo: true });
    await agree(groom, bride);
    const brideLinks = (await call(bride.cookie, 'GET', '/api/guardians')).json().guardians as Array<{ id: string }>;
    events.length = 0;
    expect((await call(bride.cookie, 'DELETE', `/api/guardians/${brideLinks[0]!.id}`)).statusCode).toBe(200);
    // Only the groom's guardian is still waited for; nothing is shared yet.
    expect(await exchangeIn(bride, groom)).toEqual({ status: 'awaiting_guardian', requesterId: groom.member.id, awaitingGuardianOf: [groom.member.id] });
    expect(await leaks(bride, groom)).toBe(false);
    expect(events.filter((e) => e.event === 'contactExchangeChanged')).toEqual([]);

    const groomLinks = (await call(groom.cookie, 'GET', '/api/guardians')).json().guardians as Array<{ id: string }>;
    expect((await call(groom.cookie, 'DELETE', `/api/guardians/${groomLinks[0]!.id}`)).statusCode).toBe(200);
    // No guardian is left to ask: both had agreed, so the details are shared, and both are told at once.
    for (const [viewer, other] of [[bride, groom], [groom, bride]] as const) {
      expect(await exchangeIn(viewer, other)).toMatchObject({ status: 'accepted' });
      expect(await leaks(viewer, other)).toBe(true);
      expect(events).toContainEqual({ userId: viewer.member.id, event: 'contactExchangeChanged', payload: { otherUserId: other.member.id, status: 'accepted', requesterId: groom.member.id } });
    }
    // The removed guardian has nothing left to decide.
    expect((await decide(groomWali!.cookie, groom.member.id, bride.member.id, 'approve')).statusCode).toBe(401);
  });

  it('two approvals at once act once: the exchange is accepted exactly once', async () => {
    const { bride, groom, brideWali, groomWali } = await setUp({ groomToo: true });
    await agree(groom, bride);
    events.length = 0;
    const results = await Promise.all([
      decide(brideWali.cookie, bride.member.id, groom.member.id, 'approve'),
      decide(groomWali!.cookie, groom.member.id, bride.member.id, 'approve'),
      decide(brideWali.cookie, bride.member.id, groom.member.id, 'approve'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 409]);
    expect(await exchangeIn(bride, groom)).toMatchObject({ status: 'accepted' });
    const accepted = events.filter((e) => e.event === 'contactExchangeChanged' && (e.payload as { status: string }).status === 'accepted');
    expect(accepted.map((e) => e.userId).sort()).toEqual([bride.member.id, groom.member.id].sort());
  });

  it('refuses anyone but her guardian, and decisions on nothing waiting; nothing changes', async () => {
    const { bride, groom, brideWali } = await setUp();
    const stranger = await person('groom');
    const strangerWali = await guardianOf(stranger);
    await agree(groom, bride);
    // Another member's guardian, the members themselves, anonymous, bad input.
    expect((await decide(strangerWali.cookie, bride.member.id, groom.member.id, 'approve')).statusCode).toBe(403);
    expect((await call(strangerWali.cookie, 'GET', '/api/guardian/approvals')).json().approvals).toEqual([]);
    for (const who of [bride, groom]) {
      expect((await decide(who.cookie, bride.member.id, groom.member.id, 'approve')).statusCode).toBe(403);
      expect((await call(who.cookie, 'GET', '/api/guardian/approvals')).statusCode).toBe(403);
    }
    expect((await decide(undefined as unknown as string, bride.member.id, groom.member.id, 'approve')).statusCode).toBe(401);
    const maybe = await decide(brideWali.cookie, bride.member.id, groom.member.id, 'maybe');
    expect(maybe.statusCode).toBe(400);
    expect(maybe.json().message).toBe(MSG.invalidGuardianDecision);
    expect((await decide(brideWali.cookie, 'not-an-id', groom.member.id, 'approve')).statusCode).toBe(404);
    // Her guardian approving for the other side of the pair (whom she does not guard).
    expect((await decide(brideWali.cookie, groom.member.id, bride.member.id, 'approve')).statusCode).toBe(403);
    // A pair with nothing waiting.
    expect((await decide(brideWali.cookie, bride.member.id, stranger.member.id, 'approve')).statusCode).toBe(404);
    expect(await exchangeIn(groom, bride)).toMatchObject({ status: 'awaiting_guardian' });
    expect(await leaks(groom, bride)).toBe(false);
  });

  it('turning the setting off keeps what waits; withdrawing while it waits ends it and clears the request', async () => {
    const { bride, groom, brideWali } = await setUp();
    await agree(groom, bride);
    await call(bride.cookie, 'PUT', '/api/guardian-approval', { guardianApprovesContacts: false });
    expect(await exchangeIn(groom, bride)).toMatchObject({ status: 'awaiting_guardian' });
    expect((await call(brideWali.cookie, 'GET', '/api/guardian/approvals')).json().approvals).toHaveLength(1);

    expect((await call(groom.cookie, 'DELETE', `/api/contact-exchange/${bride.member.id}`)).json().message).toBe(MSG.exchangeWithdrawn);
    expect((await call(brideWali.cookie, 'GET', '/api/guardian/approvals')).json().approvals).toEqual([]);
    expect((await decide(brideWali.cookie, bride.member.id, groom.member.id, 'approve')).statusCode).toBe(404);
    expect(await exchangeIn(groom, bride)).toMatchObject({ status: 'withdrawn' });
    // With the setting off, the next agreement shares at once.
    expect((await agree(groom, bride)).json().message).toBe(MSG.exchangeAccepted);
    expect(await leaks(groom, bride)).toBe(true);
  });
});
