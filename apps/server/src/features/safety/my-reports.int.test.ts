import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@sakinah/contract';
import { guardians } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, connect, signIn, signInAdmin } from '../../test/factories';

/** "My reports": a member sees what she reported and its outcome, never anyone else's reports. */
let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp({ RELAX_RATE_LIMITS: 'true' });
  adminCookie = await signInAdmin(t.app, t.database.db);
});
afterAll(async () => t.close());

const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function member(gender: 'male' | 'female') {
  const row = await buildMember(t.database.db, { status: 'Active', gender });
  return { row, cookie: await signIn(t.app, row.email) };
}

describe('my reports', () => {
  it('lists her own reports with a plain outcome; other reporters stay invisible; a deleted member shows a neutral name', async () => {
    const me = await member('female');
    const other = await member('female');
    const [scammer, rude, gone] = [await member('male'), await member('male'), await member('male')];

    expect((await call(me.cookie, 'GET', '/api/my-reports')).json()).toEqual({ success: true, reports: [] });
    // Each man sent her a request (one reports only someone she has crossed paths with); the scammer asked the other woman too.
    for (const man of [scammer, rude, gone]) await connect(t.database.db, man.row.id, me.row.id, 'pending');
    await connect(t.database.db, scammer.row.id, other.row.id, 'pending');
    for (const [target, reason, note] of [[scammer, 'asking_for_money', 'Asked for a customs fee'], [rude, 'harassment', undefined], [gone, 'fake_profile', undefined]] as const) {
      expect((await call(me.cookie, 'POST', `/api/report/${target.row.id}`, { reason, ...(note ? { note } : {}) })).statusCode).toBe(201);
    }
    // Another member reports the same man: she never learns of it.
    expect((await call(other.cookie, 'POST', `/api/report/${scammer.row.id}`, { reason: 'fake_profile', note: 'Someone else wrote this' })).statusCode).toBe(201);

    const open = (await call(adminCookie, 'GET', '/api/admin/reports?status=open')).json().reports as Array<{ id: string; reported: { id: string }; reporterId: string }>;
    const idOf = (targetId: string) => open.find((r) => r.reported.id === targetId && r.reporterId === me.row.id)!.id;
    // Admins see who reported, by name.
    expect(open.find((r) => r.id === idOf(rude.row.id))).toMatchObject({ reporter: { id: me.row.id, name: `${me.row.firstName} ${me.row.lastName}`, email: me.row.email } });
    expect((await call(adminCookie, 'POST', `/api/admin/reports/${idOf(scammer.row.id)}/suspend`)).statusCode).toBe(200);
    expect((await call(adminCookie, 'POST', `/api/admin/reports/${idOf(rude.row.id)}/dismiss`)).statusCode).toBe(200);
    expect((await call(gone.cookie, 'DELETE', '/api/delete-user')).statusCode).toBe(200);

    const res = await call(me.cookie, 'GET', '/api/my-reports');
    expect(res.statusCode).toBe(200);
    const reports = res.json().reports as Array<Record<string, unknown>>;
    expect(reports).toHaveLength(3);
    const byMember = (id: string | null) => reports.find((r) => (r.member as { id: string | null }).id === id);
    expect(byMember(scammer.row.id)).toMatchObject({
      reason: 'asking_for_money',
      reasonLabel: 'Asking for money',
      note: 'Asked for a customs fee',
      status: 'actioned',
      outcome: MSG.myReportActionTaken,
      member: { firstName: scammer.row.firstName, lastName: scammer.row.lastName },
    });
    expect(byMember(rude.row.id)).toMatchObject({ status: 'dismissed', outcome: MSG.myReportNoAction, note: null });
    expect(byMember(null)).toMatchObject({ status: 'open', outcome: MSG.myReportUnderReview, member: { firstName: MSG.myReportDeletedMember, lastName: '', avatar: null } });
    // Nothing of the other reporter: not her report, her note, her name or her id.
    expect(res.body).not.toContain('Someone else wrote this');
    expect(res.body).not.toContain(other.row.id);
    expect(res.body).not.toContain(other.row.email);

    // The other member sees only her own one report.
    const theirs = (await call(other.cookie, 'GET', '/api/my-reports')).json().reports;
    expect(theirs).toEqual([expect.objectContaining({ reason: 'fake_profile', note: 'Someone else wrote this' })]);
    expect(JSON.stringify(theirs)).not.toContain('customs fee');
  });

  it('needs a signed-in member: anonymous 401, a guardian 403', async () => {
    expect((await call(undefined, 'GET', '/api/my-reports')).statusCode).toBe(401);
    const ward = await member('female');
    const wali = await buildMember(t.database.db, { role: 'guardian', status: 'Active' });
    await t.database.db.insert(guardians).values({ memberId: ward.row.id, email: wali.email, status: 'active', guardianUserId: wali.id });
    const res = await call(await signIn(t.app, wali.email), 'GET', '/api/my-reports');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: MSG.guardianReadOnly });
  });
});
