import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('dev outbox outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lists what the mail and OTP providers kept, newest first, filtered by recipient', async () => {
    await t.app.ctx.mail.send({ to: 'Sara@Example.com', subject: 'First', text: 'one' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.app.ctx.mail.send({ to: 'sara@example.com', subject: 'Second', text: 'two' });
    await t.app.ctx.otp.sendCode('9876543210', 'Your code is 123456');
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=SARA@example.com' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.messages.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
    expect(body.messages[0]).toEqual({
      channel: 'email',
      to: 'sara@example.com',
      subject: 'Second',
      text: 'two',
      createdAt: expect.any(String),
    });
    const phone = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=9876543210' });
    expect(phone.json().messages.map((m: { channel: string }) => m.channel).sort()).toEqual(['sms', 'whatsapp']);
  });

  it('serves the /dev/outbox page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
  });
});

describe('dev outbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://sakinah.example',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      SMTP_URL: 'smtp://127.0.0.1:1',
      OTP_GATEWAY_URL: 'http://127.0.0.1:1/send',
    });
  });
  afterAll(async () => t.close());

  it('answers 404 for the API and the page', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=a@b.co' });
    expect(api.statusCode).toBe(404);
    expect(api.json().success).toBe(false);
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(404);
  });
});

describe('dev outbox in a production demo (ALLOW_DEV_OUTBOX=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://sakinah.example', ALLOW_SANDBOX_PAYMENTS: 'true', ALLOW_DEV_OUTBOX: 'true' });
  });
  afterAll(async () => t.close());

  it('keeps codes and links from visitors and members: administrators only', async () => {
    await t.app.ctx.otp.sendCode('9876543210', 'Your code is 123456');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(anonymous.statusCode).toBe(401);
    const member = await buildMember(t.database.db, { status: 'Active' });
    const asMember = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { cookie: await signIn(t.app, member.email) } });
    expect(asMember.statusCode).toBe(403);
    const admin = await buildMember(t.database.db, { role: 'admin', status: 'Active' });
    const asAdmin = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { cookie: await signIn(t.app, admin.email) } });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.body).toContain('123456');
  });
});
