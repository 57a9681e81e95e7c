import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@sakinah/contract';
import { emailChanges, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEFAULT_PASSWORD, buildMember, signIn, testClock } from '../../test/factories';
import { EMAIL_CHANGE_UNDO_TTL_MS } from './email-change.service';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  // Every request comes from one address here: the per-address limit of the undo link is relaxed.
  t = await createTestApp({ RELAX_RATE_LIMITS: 'true' }, { now: clock.now });
});
afterAll(async () => t.close());

let counter = 0;
const address = (name: string) => `${name}.${++counter}@example.com`;

const outbox = async (to: string): Promise<Array<{ subject: string; text: string }>> => {
  // Forgot-password mails after its answer: let that work finish first.
  await vi.waitFor(() => expect(t.app.ctx.lifecycle.running().filter((w) => w.what === 'password reset mail')).toHaveLength(0));
  return (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().messages;
};

const changeEmail = (cookie: string, email: string) =>
  t.app.inject({ method: 'PUT', url: '/api/update-user', headers: { cookie }, payload: { firstName: 'Safiya', lastName: 'Khan', email } });

const undo = (token: unknown) => t.app.inject({ method: 'POST', url: '/api/undo-email-change', payload: token === undefined ? {} : { token } });

/** The token of the newest undo link mailed to `to`. */
async function undoTokenMailedTo(to: string): Promise<string> {
  const mail = (await outbox(to)).find((message) => message.subject === MSG.emailChangeSubject);
  const match = mail?.text.match(/\/auth\/undo-email-change\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no undo link mailed to ${to}`);
  return match[1]!;
}

const signInStatus = async (email: string, password = DEFAULT_PASSWORD) =>
  (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } })).statusCode;

describe('changing the sign-in email in Settings', () => {
  it('saves the new email at once and mails the old address a link to put it back', async () => {
    const oldEmail = address('safiya');
    const newEmail = address('safiya.new');
    const member = await buildMember(t.database.db, { email: oldEmail, firstName: 'Safiya' });
    const cookie = await signIn(t.app, oldEmail);
    const res = await changeEmail(cookie, newEmail);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: MSG.profileUpdated, user: { email: newEmail } });
    const [mail] = await outbox(oldEmail);
    expect(mail!.subject).toBe(MSG.emailChangeSubject);
    expect(mail!.text).toContain(`from ${oldEmail} to ${newEmail}`);
    expect(mail!.text).toMatch(/http:\/\/[^/]+\/auth\/undo-email-change\/[A-Za-z0-9_-]{40,}/);
    // Nothing goes to the new address, and only the token's hash is stored.
    expect(await outbox(newEmail)).toEqual([]);
    const [row] = await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, member.id));
    expect(row!.tokenHash).not.toContain(await undoTokenMailedTo(oldEmail));
  });

  it('saving the same email again mails nothing', async () => {
    const email = address('same');
    await buildMember(t.database.db, { email });
    const cookie = await signIn(t.app, email);
    expect((await changeEmail(cookie, email)).statusCode).toBe(200);
    expect(await outbox(email)).toEqual([]);
  });
});

describe('POST /api/undo-email-change', () => {
  it('puts the old email back, signs out every device, locks the password and mails a reset link there', async () => {
    const oldEmail = address('owner');
    const takenOver = address('squatter');
    const member = await buildMember(t.database.db, { email: oldEmail });
    const ownerCookie = await signIn(t.app, oldEmail);
    const borrowedCookie = await signIn(t.app, oldEmail);
    expect((await changeEmail(borrowedCookie, takenOver)).statusCode).toBe(200);
    // From the new address the password could be reset: that link must stop working too.
    await t.app.inject({ method: 'POST', url: '/api/forget-password', payload: { email: takenOver } });
    const squatterReset = (await outbox(takenOver))[0]!.text.match(/reset-password\/([A-Za-z0-9_-]+)/)![1]!;

    const res = await undo(await undoTokenMailedTo(oldEmail));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MSG.emailChangeUndone });

    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.email).toBe(oldEmail);
    for (const cookie of [ownerCookie, borrowedCookie]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie } })).statusCode).toBe(401);
    }
    // The password that was known (to her and perhaps to whoever changed the address) no longer signs in.
    expect(await signInStatus(oldEmail)).toBe(401);
    const reused = await t.app.inject({ method: 'PUT', url: `/api/reset-password/${squatterReset}`, payload: { newPassword: 'Taken#Over1', confirmPassword: 'Taken#Over1' } });
    expect(reused.statusCode).toBe(400);
    // The way back in: a reset link at the restored address.
    const resetMail = (await outbox(oldEmail)).find((message) => /reset-password\//.test(message.text));
    const ownerReset = resetMail!.text.match(/reset-password\/([A-Za-z0-9_-]+)/)![1]!;
    const reset = await t.app.inject({ method: 'PUT', url: `/api/reset-password/${ownerReset}`, payload: { newPassword: 'Mine#Again1', confirmPassword: 'Mine#Again1' } });
    expect(reset.statusCode).toBe(200);
    expect(await signInStatus(oldEmail, 'Mine#Again1')).toBe(200);
  });

  it('works once; the link of a later change made from the taken-over address is closed by it', async () => {
    const first = address('first');
    const second = address('second');
    const third = address('third');
    const member = await buildMember(t.database.db, { email: first });
    const cookie = await signIn(t.app, first);
    await changeEmail(cookie, second);
    await changeEmail(cookie, third);
    const firstToken = await undoTokenMailedTo(first);
    const secondToken = await undoTokenMailedTo(second);
    expect((await undo(firstToken)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.email).toBe(first);
    for (const token of [firstToken, secondToken]) {
      const again = await undo(token);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ success: false, message: MSG.emailChangeLinkInvalid });
    }
    expect((await t.database.db.select().from(users).where(eq(users.id, member.id)))[0]!.email).toBe(first);
  });

  it('a chain A → B → C undone from B\'s link still gives the account back to A, not to whoever holds B', async () => {
    const owner = address('chain.owner');
    const squatterB = address('chain.b');
    const squatterC = address('chain.c');
    const member = await buildMember(t.database.db, { email: owner });
    const borrowed = await signIn(t.app, owner);
    await changeEmail(borrowed, squatterB);
    await changeEmail(borrowed, squatterC);
    // The one who made the changes uses the link mailed to their own B first.
    expect((await undo(await undoTokenMailedTo(squatterB))).statusCode).toBe(200);
    expect((await t.database.db.select().from(users).where(eq(users.id, member.id)))[0]!.email).toBe(owner);
    // The reset link goes to the owner, none to B; B cannot reset the password or sign in.
    expect((await outbox(owner)).some((message) => /reset-password\//.test(message.text))).toBe(true);
    expect((await outbox(squatterB)).some((message) => /reset-password\//.test(message.text))).toBe(false);
    await t.app.inject({ method: 'POST', url: '/api/forget-password', payload: { email: squatterB } });
    expect((await outbox(squatterB)).some((message) => /reset-password\//.test(message.text))).toBe(false);
    expect(await signInStatus(owner)).toBe(401);
  });

  it('is all or nothing: the restore, the sessions, the reset and sign-in links change in one transaction', async () => {
    const oldEmail = address('atomic');
    const member = await buildMember(t.database.db, { email: oldEmail });
    const borrowed = await signIn(t.app, oldEmail);
    await changeEmail(borrowed, address('atomic.new'));
    const token = await undoTokenMailedTo(oldEmail);
    // Nothing of the undo may run outside its transaction, where a database failure after the commit would leave
    // the link used up and the borrowed session alive: writes through the pool itself fail here.
    const outside = vi.spyOn(t.database.db, 'delete').mockImplementation(() => {
      throw new Error('Connection terminated unexpectedly');
    });
    try {
      expect((await undo(token)).statusCode).toBe(200);
    } finally {
      outside.mockRestore();
    }
    expect((await t.database.db.select().from(users).where(eq(users.id, member.id)))[0]!.email).toBe(oldEmail);
    expect((await t.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie: borrowed } })).statusCode).toBe(401);
  });

  it('refuses when the old address now belongs to another account, and changes nothing', async () => {
    const oldEmail = address('moved');
    const newEmail = address('moved.new');
    const member = await buildMember(t.database.db, { email: oldEmail });
    const cookie = await signIn(t.app, oldEmail);
    await changeEmail(cookie, newEmail);
    const token = await undoTokenMailedTo(oldEmail);
    await buildMember(t.database.db, { email: oldEmail });
    const res = await undo(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: MSG.emailChangeUndoTaken });
    expect((await t.database.db.select().from(users).where(eq(users.id, member.id)))[0]!.email).toBe(newEmail);
    expect((await t.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie } })).statusCode).toBe(200);
  });

  it('an expired link, an unknown token or no token: 400 with the message, nothing changes', async () => {
    const oldEmail = address('late');
    const newEmail = address('late.new');
    const member = await buildMember(t.database.db, { email: oldEmail });
    const cookie = await signIn(t.app, oldEmail);
    await changeEmail(cookie, newEmail);
    const token = await undoTokenMailedTo(oldEmail);
    clock.advance(EMAIL_CHANGE_UNDO_TTL_MS + 1000);
    for (const body of [token, 'not-a-token', '', 'x'.repeat(500), 42, undefined]) {
      const res = await undo(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: MSG.emailChangeLinkInvalid });
    }
    expect((await t.database.db.select().from(users).where(eq(users.id, member.id)))[0]!.email).toBe(newEmail);
    // The next change keeps no expired link (nor the addresses it held).
    await changeEmail(cookie, address('late.newer'));
    expect(await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, member.id))).toHaveLength(1);
  });

  it('a deleted account\'s links are gone with it', async () => {
    const oldEmail = address('gone');
    const member = await buildMember(t.database.db, { email: oldEmail });
    const cookie = await signIn(t.app, oldEmail);
    await changeEmail(cookie, address('gone.new'));
    const token = await undoTokenMailedTo(oldEmail);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/delete-user', headers: { cookie } })).statusCode).toBe(200);
    expect(await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, member.id))).toEqual([]);
    expect((await undo(token)).statusCode).toBe(400);
  });
});
