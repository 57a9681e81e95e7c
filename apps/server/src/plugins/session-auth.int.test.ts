import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, SESSION_HINT_COOKIE } from '@sakinah/contract';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildMember, DEFAULT_PASSWORD, signIn } from '../test/factories';
import { jpegWithExif, multipartBody } from '../test/images';

/**
 * Who is calling is decided before the body is read (onRequest): an anonymous caller gets 401 and
 * a member 403 on an admin route, whatever the body is, even one that is not JSON at all.
 */
let t: TestApp;
let memberCookie: string;
let adminCookie: string;
let guardianCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const member = await buildMember(t.database.db, { status: 'Active', paymentStatus: 'paid' });
  memberCookie = await signIn(t.app, member.email);
  const admin = await buildMember(t.database.db, { status: 'Active', role: 'admin' });
  adminCookie = await signIn(t.app, admin.email);
  const guardian = await buildMember(t.database.db, { status: 'Active', role: 'guardian' });
  guardianCookie = await signIn(t.app, guardian.email);
});
afterAll(async () => t.close());

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const send = (method: Method, url: string, cookie: string | undefined, payload: string | object, contentType = 'application/json') =>
  t.app.inject({
    method,
    url,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const ID = '00000000-0000-4000-a000-000000000000';
/** Bodies that would fail validation or parsing, so a 400 would mean the check came too late. */
const BAD_BODIES: Array<[string, string | object, string?]> = [
  ['an invalid body', { name: 42, price: 'free', reason: 7, avatarPath: [] }],
  ['malformed JSON', '{"name": '],
  ['a body that is far too large', `{"name":"${'x'.repeat(400 * 1024)}"}`],
  ['a NUL character', { name: '\u0000', reason: '\u0000' }],
  ['an unsupported content type', 'name=x', 'text/plain'],
];

const ADMIN_WRITES: Array<[Method, string]> = [
  ['POST', '/api/admin/packages'],
  ['PUT', `/api/admin/packages/${ID}`],
  ['POST', `/api/admin/members/${ID}/reject`],
  ['POST', `/api/admin/members/${ID}/suspend`],
  ['PUT', `/api/admin/contact-messages/${ID}`],
  ['POST', `/api/admin/verifications/${ID}/reject`],
];

describe('admin routes: the caller is checked before the body', () => {
  for (const [method, url] of ADMIN_WRITES) {
    it.each(BAD_BODIES)(`${method} ${url} with %s: 401 anonymous, 403 member`, async (_label, body, contentType) => {
      const anonymous = await send(method, url, undefined, body, contentType);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, message: MSG.notSignedIn });
      const member = await send(method, url, memberCookie, body, contentType);
      expect(member.statusCode).toBe(403);
      expect(member.json()).toMatchObject({ success: false, message: MSG.adminOnly });
    });
  }

  it('an admin with the same invalid body gets the validation 400', async () => {
    const res = await send('POST', '/api/admin/packages', adminCookie, { name: 42 });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});

const MEMBER_WRITES: Array<[Method, string]> = [
  ['PUT', '/api/set-avatar'],
  ['PUT', '/api/update-user'],
  ['POST', '/api/draft'],
  ['POST', '/api/send-request'],
  ['PUT', '/api/update-password'],
  ['POST', '/api/create-order'],
  ['PUT', '/api/update-photo-privacy'],
  ['POST', `/api/messages/${ID}`],
  ['POST', `/api/report/${ID}`],
  ['POST', '/api/guardians'],
  ['PATCH', `/api/update-payment-status/${ID}`],
  ['DELETE', '/api/delete-image'],
];

describe('member routes: anonymous callers get 401 whatever the body', () => {
  for (const [method, url] of MEMBER_WRITES) {
    it.each(BAD_BODIES)(`${method} ${url} with %s`, async (_label, body, contentType) => {
      const res = await send(method, url, undefined, body, contentType);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: MSG.notSignedIn });
    });
  }

  it('a guardian (read-only) gets 403 before the body is validated', async () => {
    const res = await send('PUT', '/api/set-avatar', guardianCookie, { avatarPath: [] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: MSG.guardianReadOnly });
  });

  it('uploads: an anonymous multipart body is refused with 401 before it is read', async () => {
    const body = multipartBody([{ filename: 'a.jpg', bytes: Buffer.from('not even an image') }]);
    for (const url of ['/api/upload-images', '/api/upload', '/api/verification']) {
      const res = await t.app.inject({ method: 'POST', url, headers: body.headers, payload: body.payload });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('optional sign-in still works from onRequest (photos under /media)', () => {
  it('the owner sees a private photo; an anonymous caller is asked to sign in', async () => {
    const owner = await buildMember(t.database.db, { status: 'Active', paymentStatus: 'paid', photoPrivacy: 'private' });
    const cookie = await signIn(t.app, owner.email);
    const upload = multipartBody([{ filename: 'garden.jpg', bytes: await jpegWithExif() }]);
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/upload-images', headers: { ...upload.headers, cookie }, payload: upload.payload });
    expect(uploaded.statusCode).toBe(200);
    const url: string = uploaded.json().uploadedImages[0].url;

    const mine = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/webp');
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, message: MSG.notSignedIn });
    const admin = await t.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
    expect(admin.statusCode).toBe(200);
  });
});

describe('the session hint cookie', () => {
  const cookiesOf = (header: string | string[] | undefined) => (Array.isArray(header) ? header : header ? [header] : []);

  it('is set beside the session at sign-in, readable by scripts, and cleared with it at sign-out', async () => {
    const member = await buildMember(t.database.db, { status: 'Active' });
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: member.email, password: DEFAULT_PASSWORD }, remoteAddress: '10.88.1.1' });
    expect(login.statusCode).toBe(200);
    const set = cookiesOf(login.headers['set-cookie']);
    const sid = set.find((c) => c.startsWith('sid='))!;
    const hint = set.find((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`))!;
    expect(sid).toMatch(/HttpOnly/i);
    expect(hint).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1;`));
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/SameSite=Lax/i);

    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: sid.split(';')[0]! } });
    const cleared = cookiesOf(logout.headers['set-cookie']);
    expect(cleared.some((c) => c.startsWith(`${SESSION_HINT_COOKIE}=;`) && /Max-Age=0/i.test(c))).toBe(true);
  });

  it('is given back to a live session that lacks it, never to a visitor or a dead session, and grants nothing', async () => {
    const again = await t.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie: memberCookie } });
    expect(again.statusCode).toBe(200);
    expect(cookiesOf(again.headers['set-cookie']).some((c) => c.startsWith(`${SESSION_HINT_COOKIE}=1`))).toBe(true);

    const withHint = await t.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie: `${memberCookie}; ${SESSION_HINT_COOKIE}=1` } });
    expect(cookiesOf(withHint.headers['set-cookie']).some((c) => c.startsWith(SESSION_HINT_COOKIE))).toBe(false);

    for (const cookie of [`${SESSION_HINT_COOKIE}=1`, `sid=made-up; ${SESSION_HINT_COOKIE}=1`, 'sid=made-up']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie } });
      expect(res.statusCode).toBe(401);
      expect(cookiesOf(res.headers['set-cookie']).some((c) => c.startsWith(`${SESSION_HINT_COOKIE}=1`))).toBe(false);
    }
  });
});
