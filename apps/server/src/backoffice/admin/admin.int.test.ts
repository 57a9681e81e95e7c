import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@sakinah/contract';
import { auditLog, subscriptions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, givePlan, signIn } from '../../test/factories';
import { runSeed } from '../../seed/run-seed';

let t: TestApp;
let admin: Awaited<ReturnType<typeof buildMember>>;
let adminCookie: string;
let memberCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await runSeed({ config: t.config, db: t.database.db, storage: t.app.ctx.storage, now: () => new Date() });
  admin = await buildMember(t.database.db, { role: 'admin', status: 'Active', email: 'root@example.com' });
  adminCookie = await signIn(t.app, admin.email);
  const someone = await buildMember(t.database.db, { status: 'Active' });
  memberCookie = await signIn(t.app, someone.email);
});
afterAll(async () => t.close());

const as = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const ADMIN_ROUTES: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
  ['GET', '/api/admin/dashboard'],
  ['GET', '/api/admin/review-queue'],
  ['GET', '/api/admin/members'],
  ['GET', '/api/admin/members/00000000-0000-0000-0000-000000000000'],
  ['POST', '/api/admin/members/00000000-0000-0000-0000-000000000000/approve'],
  ['POST', '/api/admin/members/00000000-0000-0000-0000-000000000000/reject', { reason: 'Blurry photo' }],
  ['POST', '/api/admin/members/00000000-0000-0000-0000-000000000000/suspend', {}],
  ['POST', '/api/admin/members/00000000-0000-0000-0000-000000000000/reinstate'],
  ['DELETE', '/api/admin/members/00000000-0000-0000-0000-000000000000'],
  ['GET', '/api/admin/packages'],
  ['POST', '/api/admin/packages', { name: 'Gold', price: 999, duration: '1 Month' }],
  ['PUT', '/api/admin/packages/00000000-0000-0000-0000-000000000000', { name: 'Gold', price: 999, duration: '1 Month' }],
  ['POST', '/api/admin/packages/00000000-0000-0000-0000-000000000000/deactivate'],
  ['POST', '/api/admin/packages/00000000-0000-0000-0000-000000000000/activate'],
  ['GET', '/api/admin/payments'],
  ['POST', '/api/admin/payments/00000000-0000-0000-0000-000000000000/refund'],
  ['GET', '/api/admin/contact-messages'],
  ['PUT', '/api/admin/contact-messages/00000000-0000-0000-0000-000000000000', { handled: true }],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/reports'],
  ['GET', '/api/admin/verifications'],
  ['GET', '/api/admin/verifications/00000000-0000-0000-0000-000000000000/document'],
  ['POST', '/api/admin/verifications/00000000-0000-0000-0000-000000000000/approve'],
  ['POST', '/api/admin/verifications/00000000-0000-0000-0000-000000000000/reject'],
  ['POST', '/api/admin/reports/00000000-0000-0000-0000-000000000000/dismiss'],
  ['POST', '/api/admin/reports/00000000-0000-0000-0000-000000000000/suspend'],
  ['GET', '/api/admin/risk'],
  ['POST', '/api/admin/risk/00000000-0000-0000-0000-000000000000/false_alarm'],
];

describe('admin access', () => {
  it.each(ADMIN_ROUTES)('%s %s: 401 for visitors, 403 for members', async (method, url, body) => {
    expect((await as(undefined, method, url, body)).statusCode).toBe(401);
    const res = await as(memberCookie, method, url, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.adminOnly);
  });

  it('every admin route is covered by the list above', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const adminPaths = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{id\}/g, ':id')}`));
    const listed = ADMIN_ROUTES.map(([m, url]) => `${m} ${url.replace(/00000000-0000-0000-0000-000000000000/g, ':id').replace(/\/document$/, '/:file').replace(/\/risk\/(:id)\/false_alarm$/, '/risk/$1/:action')}`);
    const normalise = (route: string) => route.replace(/\{(\w+)\}/g, ':$1');
    for (const route of adminPaths) expect(listed).toContain(normalise(route));
  });
});

describe('review queue', () => {
  it('lists paid Pending members oldest first; approve is for paid members only and idempotent; all audited', async () => {
    const older = await buildMember(t.database.db, { status: 'Pending', paymentStatus: 'paid', createdAt: new Date('2026-01-01T00:00:00Z') });
    const newer = await buildMember(t.database.db, { status: 'Pending', paymentStatus: 'paid', createdAt: new Date('2026-02-01T00:00:00Z') });
    const unpaid = await buildMember(t.database.db, { status: 'Pending', paymentStatus: 'unpaid' });
    const ids = (await as(adminCookie, 'GET', '/api/admin/review-queue')).json().members.map((m: { id: string }) => m.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids).not.toContain(unpaid.id);

    const refused = await as(adminCookie, 'POST', `/api/admin/members/${unpaid.id}/approve`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MSG.notPaidYet);

    const approved = await as(adminCookie, 'POST', `/api/admin/members/${older.id}/approve`);
    expect(approved.json()).toMatchObject({ message: MSG.memberApproved, changed: true });
    const again = await as(adminCookie, 'POST', `/api/admin/members/${older.id}/approve`);
    expect(again.json()).toMatchObject({ message: MSG.alreadyApproved, changed: false });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, older.id));
    expect(row!.status).toBe('Active');

    const mail = (await as(undefined, 'GET', `/api/dev/outbox?to=${older.email}`)).json().messages;
    expect(mail[0].subject).toBe(MSG.approvedMailSubject);
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, older.id));
    expect(trail.map((e) => e.action).sort()).toEqual(['member.approve', 'member.approve.repeated']);
    expect(trail.find((e) => e.action === 'member.approve')).toMatchObject({ actorId: admin.id, before: { status: 'Pending' }, after: { status: 'Active' } });
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, unpaid.id)))[0]?.action).toBe('member.approve.refused');
  });

  it('reject with a reason; the member edits and resubmits into the queue', async () => {
    const member = await buildMember(t.database.db, { status: 'Pending', paymentStatus: 'paid' });
    expect((await as(adminCookie, 'POST', `/api/admin/members/${member.id}/reject`, { reason: '' })).json().message).toBe(MSG.reasonRequired);
    const res = await as(adminCookie, 'POST', `/api/admin/members/${member.id}/reject`, { reason: 'Please upload a clear photo of yourself' });
    expect(res.json().message).toBe(MSG.memberRejected);
    const cookie = await signIn(t.app, member.email);
    const me = (await as(cookie, 'GET', '/api/get-user')).json().user;
    expect(me).toMatchObject({ status: 'Rejected', rejectionReason: 'Please upload a clear photo of yourself' });
    const profile = {
      firstName: 'Amina', lastName: 'Khan', middleName: '', gender: 'female', dob: '1998-05-10', maritalStatus: 'single', weight: '55', height: "5'4",
      contactNo: member.contactNo, email: member.email, address: 'House 12, Main Road', state: 'Uttar Pradesh', city: 'Lucknow', education: 'Masters',
      occupation: 'Teacher', fatherName: 'Abdul Rahman', motherName: 'Shabana', siblings: '2', caste: 'Syed', casteInterestedIn: ['Syed'],
      ageRangePreference: '26-30', heightPreference: 'Any', educationPreference: 'Any', occupationPreference: 'Any', aboutMe: 'Teacher and reader', expectations: 'Someone kind',
    };
    expect((await as(cookie, 'PUT', '/api/update-user', profile)).statusCode).toBe(200);
    const queue = (await as(adminCookie, 'GET', '/api/admin/review-queue')).json().members.map((m: { id: string }) => m.id);
    expect(queue).toContain(member.id);
  });
});

describe('members', () => {
  it('searches by name, email, phone and status; suspends and reinstates; deletes', async () => {
    const member = await buildMember(t.database.db, { status: 'Active', paymentStatus: 'paid', firstName: 'Rukhsana', approvedAt: new Date() });
    await givePlan(t.database.db, member.id);
    const find = async (q: string) => (await as(adminCookie, 'GET', `/api/admin/members?q=${encodeURIComponent(q)}`)).json().members.map((m: { id: string }) => m.id);
    expect(await find('rukhsana')).toContain(member.id);
    expect(await find(member.email.slice(0, 10))).toContain(member.id);
    expect(await find(member.contactNo!.slice(-6))).toContain(member.id);
    expect((await as(adminCookie, 'GET', '/api/admin/members?status=Active')).json().members.every((m: { status: string }) => m.status === 'Active')).toBe(true);
    expect((await as(adminCookie, 'GET', '/api/admin/members?status=Unknown')).statusCode).toBe(400);

    const detail = (await as(adminCookie, 'GET', `/api/admin/members/${member.id}`)).json().member;
    expect(detail).toMatchObject({ id: member.id, email: member.email, contactNo: member.contactNo });

    const memberCookie2 = await signIn(t.app, member.email);
    await as(adminCookie, 'POST', `/api/admin/members/${member.id}/suspend`, { reason: 'Reported for harassment' });
    expect((await as(memberCookie2, 'GET', '/api/get-user')).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: member.email, password: member.password }, remoteAddress: '10.66.0.1' });
    expect(login.json().message).toBe(MSG.accountSuspended);
    await as(adminCookie, 'POST', `/api/admin/members/${member.id}/reinstate`);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.status).toBe('Active');

    expect((await as(adminCookie, 'DELETE', `/api/admin/members/${member.id}`)).json().message).toBe(MSG.memberDeleted);
    expect((await as(adminCookie, 'GET', `/api/admin/members/${member.id}`)).statusCode).toBe(404);
    expect((await as(adminCookie, 'GET', `/api/admin/members/${admin.id}`)).statusCode).toBe(404);
  });
});

describe('reinstating restores what the member was', () => {
  it('an Active member without an approval date (seeded, or approved before dates were kept) comes back Active', async () => {
    const member = await buildMember(t.database.db, { status: 'Active', approvedAt: null });
    await as(adminCookie, 'POST', `/api/admin/members/${member.id}/suspend`, { reason: 'Checking a report' });
    expect((await as(adminCookie, 'POST', `/api/admin/members/${member.id}/reinstate`)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ status: 'Active', statusBeforeSuspension: null });
  });

  it('a Pending member comes back Pending, a Rejected one Rejected; suspending twice keeps the first status', async () => {
    for (const status of ['Pending', 'Rejected'] as const) {
      const member = await buildMember(t.database.db, { status });
      await as(adminCookie, 'POST', `/api/admin/members/${member.id}/suspend`, {});
      await as(adminCookie, 'POST', `/api/admin/members/${member.id}/suspend`, {});
      await as(adminCookie, 'POST', `/api/admin/members/${member.id}/reinstate`);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
      expect(row!.status).toBe(status);
    }
  });

  it('refuses to reinstate a member who is not suspended, and changes nothing', async () => {
    const member = await buildMember(t.database.db, { status: 'Pending' });
    const res = await as(adminCookie, 'POST', `/api/admin/members/${member.id}/reinstate`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: MSG.memberNotSuspended });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.status).toBe('Pending');
  });
});

describe('plans', () => {
  it('creates, edits and deactivates plans; refuses bad values; subscribers keep what they bought', async () => {
    const created = await as(adminCookie, 'POST', '/api/admin/packages', { name: 'Gold', price: 2999, discount: 10, duration: '3 Months', features: ['contactDetails'], maxProfileViews: 200 });
    expect(created.statusCode).toBe(201);
    const pkg = created.json().package;
    expect(pkg).toMatchObject({ name: 'Gold', price: 2999, finalPrice: 2699, buttonText: 'Get Gold', maxProfileViews: 200, features: ['contactDetails'], canSeeContactInfo: true });

    for (const [body, message] of [
      [{ name: 'Gold', price: -5, duration: '1 Month' }, MSG.invalidPlanPrice],
      [{ name: 'Gold', price: 0, duration: '1 Month' }, MSG.invalidPlanPrice],
      [{ name: 'Gold', price: 99.5, duration: '1 Month' }, MSG.invalidPlanPrice],
      [{ name: 'Gold', price: 100, duration: '2 Weeks' }, MSG.invalidDuration],
      [{ name: 'Gold', price: 100, duration: '1 Month', discount: 95 }, MSG.invalidDiscount],
      [{ name: '', price: 100, duration: '1 Month' }, MSG.planNameRequired],
      [{ name: 'Gold', price: 100, duration: '1 Month', maxProfileViews: -1 }, MSG.invalidLimit],
    ] as const) {
      const res = await as(adminCookie, 'PUT', `/api/admin/packages/${pkg.id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }

    // A subscriber bought Gold with 200 profile views.
    const subscriber = await buildMember(t.database.db);
    const { packages: packagesTable } = await import('../../db/schema');
    void packagesTable;
    await t.database.db.insert(subscriptions).values({
      userId: subscriber.id, packageId: pkg.id, kind: 'paid', planName: 'Gold', duration: '3 Months', canSeeContactInfo: false,
      maxPhotosViews: null, maxProfileViews: 200, startsAt: new Date(), endsAt: new Date(Date.now() + 90 * 864e5),
    });
    const edited = await as(adminCookie, 'PUT', `/api/admin/packages/${pkg.id}`, { name: 'Gold Plus', price: 3999, duration: '3 Months', maxProfileViews: 10 });
    expect(edited.json().package).toMatchObject({ name: 'Gold Plus', price: 3999, maxProfileViews: 10 });
    const [kept] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, subscriber.id));
    expect(kept).toMatchObject({ planName: 'Gold', maxProfileViews: 200 });

    await as(adminCookie, 'POST', `/api/admin/packages/${pkg.id}/deactivate`);
    expect((await as(undefined, 'GET', `/api/get-package/${pkg.id}`)).statusCode).toBe(404);
    expect((await as(adminCookie, 'GET', '/api/admin/packages')).json().packages.find((p: { id: string }) => p.id === pkg.id).isActive).toBe(false);
  });
});

describe('payments, messages, dashboard and the audit trail', () => {
  it('shows contact messages and marks them handled', async () => {
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Visitor', email: 'v@example.com', message: 'How do I pay?' }, remoteAddress: '10.99.0.1' });
    const list = (await as(adminCookie, 'GET', '/api/admin/contact-messages?handled=false')).json().messages;
    const message = list.find((m: { email: string }) => m.email === 'v@example.com');
    expect(message).toMatchObject({ name: 'Visitor', handled: false });
    expect((await as(adminCookie, 'PUT', `/api/admin/contact-messages/${message.id}`, { handled: true })).json().message).toBe(MSG.messageUpdated);
    expect((await as(adminCookie, 'GET', '/api/admin/contact-messages?handled=false')).json().messages.some((m: { id: string }) => m.id === message.id)).toBe(false);
  });

  it('reports counts, revenue and the payments list with totals', async () => {
    const dash = (await as(adminCookie, 'GET', '/api/admin/dashboard')).json().data;
    expect(dash).toMatchObject({ membersByStatus: expect.any(Object), pendingReviews: expect.any(Number), activeSubscriptions: expect.any(Number), revenueThisMonth: expect.any(Number) });
    expect(dash.days).toHaveLength(30);
    const payments = (await as(adminCookie, 'GET', '/api/admin/payments?status=captured&from=2026-01-01&to=2030-01-01')).json();
    expect(Array.isArray(payments.payments)).toBe(true);
    expect(Array.isArray(payments.totals)).toBe(true);
    expect((await as(adminCookie, 'GET', '/api/admin/payments?from=yesterday')).statusCode).toBe(400);
  });

  it('the audit trail is visible and can never be edited', async () => {
    const entries = (await as(adminCookie, 'GET', '/api/admin/audit')).json().entries;
    expect(entries.length).toBeGreaterThan(3);
    expect(entries[0]).toMatchObject({ actorEmail: admin.email });
    await expect(t.database.db.update(auditLog).set({ action: 'forged' })).rejects.toThrow();
    await expect(t.database.db.delete(auditLog)).rejects.toThrow();
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(count!.n).toBe(entries.length);
  });
});
