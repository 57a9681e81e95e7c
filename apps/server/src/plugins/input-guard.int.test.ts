import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@sakinah/contract';
import { contactMessages, images, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildMember, signIn, uniquePhone } from '../test/factories';
import { jpegWithExif, multipartBody } from '../test/images';
import { addressesIn } from '../test/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, (app) => {
    // What drizzle throws when PostgreSQL refuses a NUL: the driver's error, with its code, as the cause.
    app.get('/api/__nul-refused', async () => {
      throw new Error('Failed query: insert into …', { cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }) });
    });
    app.get('/api/__jsonb-refused', async () => {
      throw new Error('outer', { cause: new Error('middle', { cause: Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' }) }) });
    });
  });
});
afterAll(async () => t.close());

const nextIp = addressesIn(61);
const count = async (table: typeof users | typeof contactMessages | typeof images) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

async function activeMember() {
  const member = await buildMember(t.database.db, { status: 'Active', paymentStatus: 'paid' });
  return { member, cookie: await signIn(t.app, member.email) };
}

function expectNulRefused(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ success: false, message: MSG.nulCharacter, code: 'BAD_REQUEST' });
}

describe('NUL characters are refused with a 400, nothing stored', () => {
  it('in the contact form (anonymous)', async () => {
    const before = await count(contactMessages);
    for (const field of ['name', 'message'] as const) {
      const payload = { name: 'Amina', email: 'amina@example.com', message: 'Assalamu alaikum', [field]: 'hello\u0000world' };
      expectNulRefused(await t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: nextIp() }));
    }
    expect(await count(contactMessages)).toBe(before);
  });

  it('at sign-up, even with a verified number', async () => {
    const phone = uniquePhone();
    await t.app.inject({ method: 'POST', url: '/api/send-otp', payload: { phoneNumber: phone }, remoteAddress: nextIp() });
    const text: string = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json().messages[0].text;
    const verified = await t.app.inject({ method: 'POST', url: '/api/verify-otp', payload: { phoneNumber: phone, otp: /\b(\d{6})\b/.exec(text)![1] }, remoteAddress: nextIp() });
    expect(verified.statusCode).toBe(200);
    const before = await count(users);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      remoteAddress: nextIp(),
      payload: {
        firstName: 'Fatima',
        middleName: 'Noor\u0000',
        lastName: 'Ansari',
        contactNo: phone,
        phoneVerified: true,
        email: 'fatima.nul@example.com',
        dob: '1999-04-12',
        gender: 'female',
        profileFor: 'self',
        customRelation: '',
        password: 'Noor@123',
        confirmPassword: 'Noor@123',
      },
    });
    expectNulRefused(res);
    expect(await count(users)).toBe(before);
  });

  it('in a profile field (settings bio)', async () => {
    const { member, cookie } = await activeMember();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/update-user',
      headers: { cookie },
      payload: { firstName: member.firstName, lastName: member.lastName, email: member.email, bio: 'I love\u0000 reading' },
    });
    expectNulRefused(res);
    const [row] = await t.database.db.select({ bio: users.bio }).from(users).where(eq(users.id, member.id));
    expect(row!.bio ?? '').not.toContain('\u0000');
  });

  it('in object keys, nested arrays, query strings and path parameters', async () => {
    const { cookie } = await activeMember();
    expectNulRefused(await t.app.inject({ method: 'POST', url: '/api/draft', headers: { cookie }, payload: { currentSection: 'personal', drafts: { personal: { ['ke\u0000y']: 'v' } } } }));
    expectNulRefused(await t.app.inject({ method: 'POST', url: '/api/draft', headers: { cookie }, payload: { currentSection: 'personal', drafts: { personal: { hobbies: [['deep', ['x\u0000']]] } } } }));
    expectNulRefused(await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=%00' }));
    expectNulRefused(await t.app.inject({ method: 'GET', url: '/api/featured-profiles?caste=a%00b', headers: { cookie } }));
    expectNulRefused(await t.app.inject({ method: 'GET', url: '/api/user/abc%00', headers: { cookie } }));
  });

  it('still checks who is calling first: anonymous gets 401, not the NUL 400', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/update-user', payload: { bio: '\u0000' } });
    expect(res.statusCode).toBe(401);
  });

  it('a NUL refused by the database itself is a 400 too (drizzle keeps the driver error as the cause)', async () => {
    expectNulRefused(await t.app.inject({ method: 'GET', url: '/api/__nul-refused' }));
    expectNulRefused(await t.app.inject({ method: 'GET', url: '/api/__jsonb-refused' }));
  });
});

describe('malformed multipart bodies answer 400, nothing stored', () => {
  const boundary = 'fuzzboundary42';
  const filePart = (field: string, filename = 'a.jpg') =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const malformed: Array<[string, string, string | Buffer]> = [
    ['garbage', `multipart/form-data; boundary=${boundary}`, 'this is not a multipart body'],
    ['missing boundary', 'multipart/form-data', `${filePart('images')}\xff\xd8\r\n--${boundary}--\r\n`],
    ['bad boundary', `multipart/form-data; boundary=other`, `${filePart('images')}\xff\xd8\r\n--${boundary}--\r\n`],
    ['truncated', `multipart/form-data; boundary=${boundary}`, `${filePart('images')}\xff\xd8\xff\xe0 half a photo`],
  ];

  for (const url of ['/api/upload-images', '/api/upload']) {
    it.each(malformed)(`${url}: %s`, async (_label, contentType, payload) => {
      const { member, cookie } = await activeMember();
      const res = await t.app.inject({ method: 'POST', url, headers: { cookie, 'content-type': contentType }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: MSG.uploadUnreadable });
      const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(images).where(eq(images.userId, member.id));
      expect(row!.n).toBe(0);
    });
  }

  it.each(malformed)('/api/verification: %s', async (_label, contentType, payload) => {
    const { cookie } = await activeMember();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/verification',
      headers: { cookie, 'content-type': contentType },
      payload: typeof payload === 'string' ? payload.replace('name="images"', 'name="document"') : payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: MSG.uploadUnreadable });
    const state = await t.app.inject({ method: 'GET', url: '/api/verification', headers: { cookie } });
    expect(state.json().verification.status).toBe('none');
  });

  it('a NUL in a multipart text field or file name is refused like any other NUL', async () => {
    const { member, cookie } = await activeMember();
    const withField = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="caption"\r\n\r\nhello\u0000\r\n`),
      Buffer.from(filePart('images')),
      await jpegWithExif(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/upload-images', headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: withField });
    expectNulRefused(res);
    const withName = multipartBody([{ filename: 'photo\u0000.jpg', bytes: await jpegWithExif() }]);
    expectNulRefused(await t.app.inject({ method: 'POST', url: '/api/upload-images', headers: { ...withName.headers, cookie }, payload: withName.payload }));
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(images).where(eq(images.userId, member.id));
    expect(row!.n).toBe(0);
  });
});

describe('DELETE /api/delete-image with the key in the query (the spec form)', () => {
  async function uploadOne(cookie: string): Promise<string> {
    const body = multipartBody([{ filename: 'garden.jpg', bytes: await jpegWithExif() }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/upload-images', headers: { ...body.headers, cookie }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    return res.json().uploadedImages[0].key;
  }
  const photoCount = async (userId: string) =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(images).where(eq(images.userId, userId)))[0]!.n;

  it.each([
    ['no content type, no body', {}],
    ['content-type application/json and an empty body', { 'content-type': 'application/json' }],
  ])('deletes the member photo: %s', async (_label, headers) => {
    const { member, cookie } = await activeMember();
    const key = await uploadOne(cookie);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/delete-image?key=${key}`, headers: { ...headers, cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MSG.imageDeleted });
    expect(await photoCount(member.id)).toBe(0);
  });

  it('still accepts the key in a JSON body', async () => {
    const { member, cookie } = await activeMember();
    const key = await uploadOne(cookie);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/delete-image', headers: { cookie }, payload: { key } });
    expect(res.statusCode).toBe(200);
    expect(await photoCount(member.id)).toBe(0);
  });

  it("cannot delete another member's photo by its key", async () => {
    const owner = await activeMember();
    const key = await uploadOne(owner.cookie);
    const { cookie } = await activeMember();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/delete-image?key=${key}`, headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(await photoCount(owner.member.id)).toBe(1);
  });

  it('an empty JSON body on a POST is still bad JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '', remoteAddress: nextIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: MSG.invalidJson });
  });
});

describe('a body of the wrong kind', () => {
  it('a JSON array where an object is expected: 400 in our words, not the validator\'s', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '[1,2]', remoteAddress: nextIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: MSG.bodyNotObject, errors: [{ field: '', message: MSG.bodyNotObject }] });
  });
});

describe('addresses the router cannot read', () => {
  it('a path that does not decode: 400 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: MSG.badUrl, code: 'BAD_REQUEST' });
  });

  it('a path parameter over the length limit: 414 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/user/${'z'.repeat(1_000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ success: false, message: MSG.urlTooLong, code: 'BAD_REQUEST' });
  });
});
