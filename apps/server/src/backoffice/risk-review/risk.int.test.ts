import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, RISK_SCORES } from '@sakinah/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, signIn, signInAdmin } from '../../test/factories';
import { raiseRisk } from '../../core/risk/raise-risk';
import { riskScoresOf } from './risk.repo';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app, t.database.db);
  const member = await buildMember(t.database.db, { status: 'Active' });
  memberCookie = await signIn(t.app, member.email);
});
afterAll(async () => t.close());

const call = (cookie: string | undefined, method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: cookie ? { cookie } : {} });

async function raised(kind: Parameters<typeof raiseRisk>[1]['kind'] = 'many_reports') {
  const subject = await buildMember(t.database.db, { status: 'Pending' });
  const item = await raiseRisk(t.app.ctx, { kind, subjectId: subject.id, details: { reporters: 3 }, dedupeKey: `${kind}:${subject.id}` });
  return { subject, id: item!.id };
}

describe('risk queue', () => {
  it('raising twice with one key refreshes the open item; the score is the sum of open items', async () => {
    const { subject, id } = await raised();
    const again = await raiseRisk(t.app.ctx, { kind: 'many_reports', subjectId: subject.id, details: { reporters: 4 }, dedupeKey: `many_reports:${subject.id}` });
    expect(again).toEqual({ id, created: false });
    await raiseRisk(t.app.ctx, { kind: 'duplicate_text', subjectId: subject.id, details: {}, dedupeKey: `duplicate_text:${subject.id}` });
    expect((await riskScoresOf(t.database.db, [subject.id])).get(subject.id)).toBe(RISK_SCORES.many_reports + RISK_SCORES.duplicate_text);
    const items = (await call(adminCookie, 'GET', '/api/admin/risk')).json().items as Array<{ id: string; details: { reporters: number }; subject: { riskScore: number } }>;
    const mine = items.find((i) => i.id === id)!;
    expect(mine.details.reporters).toBe(4);
    expect(mine.subject.riskScore).toBe(RISK_SCORES.many_reports + RISK_SCORES.duplicate_text);
  });

  it('an admin decides once: the second decision is 409, and both are audited once', async () => {
    const { id } = await raised();
    const first = await call(adminCookie, 'POST', `/api/admin/risk/${id}/false_alarm`);
    expect(first.json()).toEqual({ success: true, message: MSG.riskFalseAlarm });
    const second = await call(adminCookie, 'POST', `/api/admin/risk/${id}/suspend`);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ success: false, message: MSG.riskItemNotFound });
    const audit = (await call(adminCookie, 'GET', '/api/admin/audit')).json().entries as Array<{ action: string; targetId: string }>;
    expect(audit.filter((e) => e.targetId === id).map((e) => e.action)).toEqual(['risk.false_alarm']);
    const dismissed = (await call(adminCookie, 'GET', '/api/admin/risk?status=dismissed')).json().items as Array<{ id: string; resolution: string }>;
    expect(dismissed.find((i) => i.id === id)?.resolution).toBe('false_alarm');
  });

  it('two admins racing on one item act once', async () => {
    const { id } = await raised();
    const answers = await Promise.all([call(adminCookie, 'POST', `/api/admin/risk/${id}/false_alarm`), call(adminCookie, 'POST', `/api/admin/risk/${id}/false_alarm`)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('suspend suspends the subject and closes the item', async () => {
    const { subject, id } = await raised('scam_messages');
    expect((await call(adminCookie, 'POST', `/api/admin/risk/${id}/suspend`)).json().message).toBe(MSG.riskMemberSuspended);
    const detail = (await call(adminCookie, 'GET', `/api/admin/members/${subject.id}`)).json().member;
    expect(detail.status).toBe('Suspended');
  });

  it('reject_photo only for a photo item; unknown ids and actions are refused', async () => {
    const { id } = await raised('duplicate_text');
    expect((await call(adminCookie, 'POST', `/api/admin/risk/${id}/reject_photo`)).json()).toMatchObject({ success: false, message: MSG.riskRejectPhotoOnly });
    expect((await call(adminCookie, 'POST', '/api/admin/risk/00000000-0000-0000-0000-000000000000/false_alarm')).statusCode).toBe(404);
    expect((await call(adminCookie, 'POST', '/api/admin/risk/not-a-uuid/false_alarm')).statusCode).toBe(404);
    expect((await call(adminCookie, 'POST', `/api/admin/risk/${id}/delete_everything`)).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const { id } = await raised();
    expect((await call(undefined, 'GET', '/api/admin/risk')).statusCode).toBe(401);
    expect((await call(memberCookie, 'GET', '/api/admin/risk')).statusCode).toBe(403);
    expect((await call(memberCookie, 'POST', `/api/admin/risk/${id}/false_alarm`)).statusCode).toBe(403);
  });
});
