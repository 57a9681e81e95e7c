import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { MSG } from '@sakinah/contract';
import { contactMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const send = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: ip });

const stored = () => t.database.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt));

describe('POST /api/contact', () => {
  it('stores the message and confirms', async () => {
    const res = await send({ name: 'Amina Khan', email: 'Amina@Example.com', contactNo: '9876543210', message: 'Assalamu alaikum, how does approval work?' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: MSG.contactSent });
    const [row] = await stored();
    expect(row).toMatchObject({ name: 'Amina Khan', email: 'Amina@Example.com', contactNo: '9876543210', handled: false });
  });

  it('accepts a message without a phone number', async () => {
    const res = await send({ name: 'Yusuf', email: 'yusuf@example.com', message: 'Hello' }, '10.0.0.2');
    expect(res.statusCode).toBe(201);
    const [row] = await stored();
    expect(row?.contactNo).toBeNull();
  });

  it.each([
    [{ email: 'a@b.co', message: 'hi' }, MSG.contactNameRequired],
    [{ name: '   ', email: 'a@b.co', message: 'hi' }, MSG.contactNameRequired],
    [{ name: 'A', message: 'hi' }, MSG.emailRequired],
    [{ name: 'A', email: 'not-an-email', message: 'hi' }, MSG.emailInvalid],
    [{ name: 'A', email: 'a@b.co', message: '' }, MSG.contactMessageRequired],
    [{ name: 'A', email: 'a@b.co', message: 'x'.repeat(5001) }, MSG.contactMessageTooLong],
    [{ name: 'A', email: 'a@b.co', contactNo: '12345', message: 'hi' }, MSG.contactInvalid],
    [{ name: 'x'.repeat(121), email: 'a@b.co', message: 'hi' }, MSG.fieldTooLong],
  ])('refuses bad input #%# with its message and stores nothing', async (payload, message) => {
    const before = (await stored()).length;
    // Each case from its own address: refused attempts count towards the rate limit too.
    const res = await send(payload, `10.0.1.${Math.floor(Math.random() * 250)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect((await stored()).length).toBe(before);
  });

  it('limits sends per address with a clear 429', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 5; i += 1) {
      expect((await send({ name: 'Flood', email: 'f@example.com', message: `n${i}` }, ip)).statusCode).toBe(201);
    }
    const res = await send({ name: 'Flood', email: 'f@example.com', message: 'one too many' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, message: MSG.rateLimited });
    const other = await send({ name: 'Other', email: 'o@example.com', message: 'different address' }, '10.9.9.10');
    expect(other.statusCode).toBe(201);
  });
});
