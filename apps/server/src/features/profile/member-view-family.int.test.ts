import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactExchanges } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MATCH, activeMember, connect, type MemberOverrides, type PlanLimits } from '../../test/factories';
import { pairKeyOf } from '../../core/member/pair-key.repo';

// Issue 41, "the family as itself": another member sees who speaks for the profile, and whose the contact details are.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const bride = (overrides: MemberOverrides = {}, plan: PlanLimits = {}) => activeMember(t.app, t.database.db, { ...MATCH.bride, ...overrides }, plan);
const groom = (overrides: MemberOverrides = {}, plan: PlanLimits = {}) => activeMember(t.app, t.database.db, { ...MATCH.groom, ...overrides }, plan);
const view = (cookie: string, id: string) => t.app.inject({ method: 'GET', url: `/api/user/${id}`, headers: { cookie } });
const managedByFather = { firstName: 'Ayesha', profileFor: 'daughter' as const, accountHolder: 'father' as const, accountHolderName: 'Iqbal Rizvi' };

describe('the account holder on another member\'s profile', () => {
  it('shows the relation and the first name to a stranger, and never the full name or contact details', async () => {
    const owner = await bride(managedByFather);
    const viewer = await groom();
    const res = await view(viewer.cookie, owner.member.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ accountHolder: { relation: 'father', name: 'Iqbal' }, contactOwner: null, contactNo: null });
    expect(res.body).not.toContain('Iqbal Rizvi');
  });

  it('labels the shared contact details with whose they are, once both agreed', async () => {
    const owner = await bride(managedByFather);
    const viewer = await groom({}, { canSeeContactInfo: true });
    await connect(t.database.db, viewer.member.id, owner.member.id);
    await t.database.db.insert(contactExchanges).values({ pairKey: pairKeyOf(owner.member.id, viewer.member.id), requesterId: owner.member.id, status: 'accepted' });
    const user = (await view(viewer.cookie, owner.member.id)).json().user;
    expect(user).toMatchObject({ contactNo: owner.member.contactNo, contactOwner: { name: 'Iqbal Rizvi', relation: 'father' } });
  });

  it('is null for a member who manages her own profile, or an account from before it was asked', async () => {
    const own = await bride({ accountHolder: 'self', accountHolderName: null });
    const old = await bride({ accountHolder: null, accountHolderName: null });
    const viewer = await groom();
    expect((await view(viewer.cookie, own.member.id)).json().user).toMatchObject({ accountHolder: null, contactOwner: null });
    expect((await view(viewer.cookie, old.member.id)).json().user).toMatchObject({ accountHolder: null, contactOwner: null });
  });
});

describe('the account holder in chat', () => {
  it('the connected groom\'s thread names who writes for her, and whose the shared contact details are', async () => {
    const owner = await bride(managedByFather, { canSeeContactInfo: true });
    const viewer = await groom({}, { canSeeContactInfo: true });
    await connect(t.database.db, viewer.member.id, owner.member.id);
    const thread = () => t.app.inject({ method: 'GET', url: `/api/messages/${owner.member.id}`, headers: { cookie: viewer.cookie } });
    const before = await thread();
    expect(before.statusCode).toBe(200);
    expect(before.json().conversation).toMatchObject({ accountHolder: { relation: 'father', name: 'Iqbal' }, contact: null, contactOwner: null });
    await t.database.db.insert(contactExchanges).values({ pairKey: pairKeyOf(owner.member.id, viewer.member.id), requesterId: owner.member.id, status: 'accepted' });
    expect((await thread()).json().conversation).toMatchObject({ contactOwner: { name: 'Iqbal Rizvi', relation: 'father' } });
    // Her side sees the groom, who writes for himself.
    const back = await t.app.inject({ method: 'GET', url: `/api/messages/${viewer.member.id}`, headers: { cookie: owner.cookie } });
    expect(back.json().conversation).toMatchObject({ accountHolder: null, contactOwner: null });
  });
});

describe('the account holder on the request card', () => {
  it('the groom\'s sent request names who manages her profile; her list shows the groom managing his own', async () => {
    const owner = await bride(managedByFather);
    const viewer = await groom();
    const sent = await t.app.inject({ method: 'POST', url: '/api/send-request', payload: { receiverId: owner.member.id }, headers: { cookie: viewer.cookie } });
    expect(sent.statusCode).toBe(201);
    const lists = async (cookie: string, id: string) => (await t.app.inject({ method: 'GET', url: `/api/received-requests/${id}`, headers: { cookie } })).json().data;
    const mine = await lists(viewer.cookie, viewer.member.id);
    expect(mine.outgoingRequests.list[0]).toMatchObject({ userId: owner.member.id, accountHolder: { relation: 'father', name: 'Iqbal' } });
    const hers = await lists(owner.cookie, owner.member.id);
    expect(hers.incomingRequests.list[0]).toMatchObject({ userId: viewer.member.id, accountHolder: null });
  });
});
