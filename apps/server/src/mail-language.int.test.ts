import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, type Language } from '@sakinah/contract';
import { CATALOGUES, translate } from '@sakinah/contract/translate';
import { contactExchanges, guardians, messages, subscriptions, users } from './db/schema';
import { createTestApp, type TestApp } from './test/test-app';
import { buildMember, givePlan, signIn } from './test/factories';
import { mailResetLink, LOGIN_FAILURES_PER_ACCOUNT } from './features/account/auth.service';
import { noticeContactChange } from './features/account/email-change.service';
import { inviteGuardian } from './features/guardians/guardians.service';
import { startGuardianApproval } from './features/messaging/contact-approvals.service';
import { sendMessageDigests } from './features/messaging/messaging.service';
import { sendRenewalReminders } from './features/billing/renewals.service';
import { recordNotification } from './core/notifications/notification-outbox.repo';
import { deliverNotifications } from './features/notifications/delivery.service';
import { pairKeyOf } from './core/member/pair-key.repo';
import type { MailMessage } from './providers/mail/mail.provider';
import { addressesIn, outboxOf } from './test/requests';

/**
 * Issue 43: every mail the server writes reaches the mail stand-in (the outbox) in the reader's language, and a
 * notification's text is made in the reader's language of now. Texts are read from the catalogues, never copied.
 */
let t: TestApp;
/** Every mail as the provider was handed it, HTML part included (the outbox keeps the text part only). */
const handed: MailMessage[] = [];
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://sakinah.example' });
  const outboxMail = t.app.ctx.mail;
  t.app.ctx.mail = { name: outboxMail.name, send: async (message) => { handed.push(message); await outboxMail.send(message); } };
});
afterAll(async () => t.close());

const db = () => t.database.db;
/** A member as the services take her (with her avatar's key). */
const asRow = <T extends object>(row: T) => ({ ...row, avatarKey: null });
const nextIp = addressesIn(143);
const outbox = (to: string) => outboxOf(t.app, to);
const htmlTo = (to: string) => handed.filter((m) => m.to.toLowerCase() === to.toLowerCase()).at(-1)?.html ?? '';
const script = (language: Language) => (language === 'hi' ? /[\u0900-\u097F]/ : /[\u0600-\u06FF]/);

describe.each(['hi', 'ur'] as const)('mails in %s reach the outbox in the reader’s language', (language) => {
  const c = () => CATALOGUES[language];

  it('password reset: subject, greeting, body and signature; the HTML part says lang and dir', async () => {
    const member = await buildMember(db(), { language, firstName: 'Ayesha' });
    await mailResetLink(t.app.ctx, member.email);
    const [mail] = await outbox(member.email);
    expect(mail!.subject).toBe(c().passwordResetSubject);
    expect(mail!.text).toContain(translate(language, 'mailGreeting', { name: 'Ayesha' }));
    expect(mail!.text).toContain(c().passwordResetMailIntro);
    expect(mail!.text).toContain(c().passwordResetMailExpiry);
    expect(mail!.text).toContain(c().mailSignature);
    expect(mail!.text).toMatch(/https:\/\/sakinah\.example\/\S+/);
    const html = htmlTo(member.email);
    expect(html).toContain(`<html lang="${language}" dir="${language === 'ur' ? 'rtl' : 'ltr'}">`);
    expect(html).toContain(c().passwordResetMailIntro);
  });

  it('the sign-in link mailed when wrong passwords lock the account', async () => {
    const member = await buildMember(db(), { language });
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i += 1) {
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: member.email, password: 'Wrong#1234' }, remoteAddress: nextIp() });
    }
    const [mail] = await outbox(member.email);
    expect(mail!.subject).toBe(c().signInLinkSubject);
    expect(mail!.text).toContain(c().signInLinkMailIntro);
    expect(mail!.text).toContain(c().signInLinkMailNotYou);
  });

  it('the email-change notice, to the old address, with the undo link', async () => {
    const member = await buildMember(db(), { language });
    await noticeContactChange(t.app.ctx, asRow(member), { newEmail: `new-${member.email}` });
    const [mail] = await outbox(member.email);
    expect(mail!.subject).toBe(c().emailChangeSubject);
    expect(mail!.text).toContain(c().emailChangeMailUndo);
    // The addresses stay as written inside the translation.
    expect(mail!.text).toContain(`new-${member.email}`);
    expect(mail!.text).toMatch(script(language));
  });

  it('the guardian invitation: in the ward’s language for a new address, in the guardian’s own when she has an account', async () => {
    const ward = await buildMember(db(), { language, firstName: 'Ayesha', lastName: 'Rizvi' });
    const email = `wali-${ward.id.slice(0, 8)}@example.com`;
    await inviteGuardian(t.app.ctx, asRow(ward), { email });
    const [mail] = await outbox(email);
    expect(mail!.subject).toBe(c().guardianInviteSubject);
    expect(mail!.text).toContain(c().mailGreetingNoName);
    expect(mail!.text).toContain(translate(language, 'guardianInviteMailLine', { name: 'Ayesha Rizvi', ward: 'Ayesha' }));

    const other: Language = language === 'hi' ? 'ur' : 'hi';
    const guardian = await buildMember(db(), { role: 'guardian', language: other, firstName: 'Iqbal' });
    await inviteGuardian(t.app.ctx, asRow(ward), { email: guardian.email });
    const [own] = await outbox(guardian.email);
    expect(own!.subject).toBe(CATALOGUES[other].guardianInviteSubject);
    expect(own!.text).toContain(translate(other, 'mailGreeting', { name: 'Iqbal' }));
  });

  it('the guardian approval mail in the guardian’s own language', async () => {
    const ward = await buildMember(db(), { language: 'en', firstName: 'Ayesha', lastName: 'Rizvi' });
    const partner = await buildMember(db(), { firstName: 'Yusuf', lastName: 'Ansari' });
    const guardian = await buildMember(db(), { role: 'guardian', language, firstName: 'Iqbal' });
    await db().insert(guardians).values({ memberId: ward.id, email: guardian.email, status: 'active', guardianUserId: guardian.id, acceptedAt: new Date() });
    await db().insert(contactExchanges).values({ pairKey: pairKeyOf(ward.id, partner.id), requesterId: partner.id, status: 'pending' });
    expect(await startGuardianApproval(t.app.ctx, asRow(ward), asRow(partner), [ward.id])).not.toBeNull();
    const [mail] = await outbox(guardian.email);
    expect(mail!.subject).toBe(c().guardianApprovalSubject);
    expect(mail!.text).toContain(translate(language, 'guardianApprovalMailLine', { ward: 'Ayesha Rizvi', partner: 'Yusuf Ansari' }));
    expect(mail!.text).toContain(translate(language, 'guardianApprovalMailAsk', { ward: 'Ayesha' }));
  });

  it('the unread-messages digest, the count in the plural of the language', async () => {
    const reader = await buildMember(db(), { language });
    const sender = await buildMember(db());
    const old = new Date(Date.now() - 5 * 36e5);
    for (const n of [1, 2]) {
      await db().insert(messages).values({ pairKey: pairKeyOf(reader.id, sender.id), senderId: sender.id, receiverId: reader.id, clientId: `c${n}-${reader.id}`, text: 'salaam', createdAt: old });
    }
    await sendMessageDigests(t.app.ctx);
    const [mail] = await outbox(reader.email);
    expect(mail!.subject).toBe(c().messagesDigestSubject);
    expect(mail!.text).toContain(translate(language, 'messagesDigestMailLine', { count: 2 }));
  });

  it('the renewal reminder, its date written in the language', async () => {
    const member = await buildMember(db(), { language, status: 'Active' });
    const plan = await givePlan(db(), member.id);
    await db().update(subscriptions).set({ kind: 'paid', planName: 'Gold', endsAt: new Date(Date.now() + 4 * 864e5) }).where(eq(subscriptions.id, plan.id));
    await sendRenewalReminders(t.app.ctx);
    const [mail] = await outbox(member.email);
    expect(mail!.subject).toMatch(script(language));
    expect(mail!.subject).toContain('Gold');
    expect(mail!.text).toContain(c().renewalMailRenew);
    expect(mail!.text).toContain(c().renewalMailOff);
  });
});

describe("notifications in the reader's language of now", () => {
  const centre = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } })).json().notifications as { kind: string; title: string; body: string }[];
  /** Two notifications recorded back to back may share a timestamp (PGlite's clock counts milliseconds): find by kind, not by place. */
  const ofKind = async (cookie: string, kind: string) => (await centre(cookie)).find((n) => n.kind === kind);
  const showNames = async (cookie: string, mailRequests = false) => {
    const prefs = (await t.app.inject({ method: 'GET', url: '/api/notification-preferences', headers: { cookie } })).json().preferences;
    if (mailRequests) prefs.kinds.requestReceived.mail = true;
    const res = await t.app.inject({ method: 'PUT', url: '/api/notification-preferences', headers: { cookie }, payload: { ...prefs, showNames: true } });
    expect(res.statusCode).toBe(200);
  };

  it('a request reads in her language and switches when she changes language', async () => {
    const reader = await buildMember(db(), { language: 'hi', status: 'Active' });
    const sender = await buildMember(db(), { firstName: 'Ayesha', status: 'Active' });
    const cookie = await signIn(t.app, reader.email);
    await recordNotification(db(), { userId: reader.id, kind: 'requestReceived', actorId: sender.id, url: '/requests' });

    expect((await centre(cookie))[0]).toMatchObject({ title: CATALOGUES.hi.notifRequestReceivedTitle, body: CATALOGUES.hi.notifRequestReceived });
    await showNames(cookie);
    expect((await centre(cookie))[0]!.body).toBe(translate('hi', 'notifRequestReceivedFrom', { name: 'Ayesha' }));

    const res = await t.app.inject({ method: 'PUT', url: '/api/update-user', headers: { cookie }, payload: { language: 'ur' } });
    expect(res.statusCode).toBe(200);
    expect((await centre(cookie))[0]).toMatchObject({ title: CATALOGUES.ur.notifRequestReceivedTitle, body: translate('ur', 'notifRequestReceivedFrom', { name: 'Ayesha' }) });
    await t.app.inject({ method: 'PUT', url: '/api/update-user', headers: { cookie }, payload: { language: 'en' } });
    expect((await centre(cookie))[0]!.body).toBe(MSG.notifRequestReceivedFrom('Ayesha'));
  });

  it('says it comes from her family when the sender’s profile is run by her family (issue 41), in every language', async () => {
    const reader = await buildMember(db(), { language: 'en', status: 'Active' });
    const sender = await buildMember(db(), { firstName: 'Ayesha', status: 'Active', accountHolder: 'father', accountHolderName: 'Iqbal Rizvi' });
    const cookie = await signIn(t.app, reader.email);
    await showNames(cookie);
    await recordNotification(db(), { userId: reader.id, kind: 'newMessage', actorId: sender.id, url: '/messages' });
    await recordNotification(db(), { userId: reader.id, kind: 'requestReceived', actorId: sender.id, url: '/requests' });
    expect((await ofKind(cookie, 'newMessage'))!.body).toBe("New message from Ayesha's family");
    expect((await ofKind(cookie, 'requestReceived'))!.body).toBe("Ayesha's family sent you a request");
    for (const language of ['hi', 'ur'] as const) {
      await db().update(users).set({ language }).where(eq(users.id, reader.id));
      expect((await ofKind(cookie, 'newMessage'))!.body).toBe(translate(language, 'notifNewMessageFamily', { name: 'Ayesha' }));
      expect((await ofKind(cookie, 'requestReceived'))!.body).toBe(translate(language, 'notifRequestReceivedFamily', { name: 'Ayesha' }));
    }
    // A member who runs her own profile is named as herself.
    const self = await buildMember(db(), { firstName: 'Zainab', status: 'Active', accountHolder: 'self' });
    await recordNotification(db(), { userId: reader.id, kind: 'requestReceived', actorId: self.id, url: '/requests' });
    expect((await centre(cookie))[0]!.body).toBe(translate('ur', 'notifRequestReceivedFrom', { name: 'Zainab' }));
  });

  it('the notification mail goes out in her language, from the family, with the one-click unsubscribe', async () => {
    const reader = await buildMember(db(), { language: 'ur', status: 'Active' });
    const sender = await buildMember(db(), { firstName: 'Ayesha', status: 'Active', accountHolder: 'mother', accountHolderName: 'Salma Rizvi' });
    await showNames(await signIn(t.app, reader.email), true);
    await recordNotification(db(), { userId: reader.id, kind: 'requestReceived', actorId: sender.id, url: '/requests' });
    await deliverNotifications(t.app.ctx);
    const [mail] = await outbox(reader.email);
    expect(mail!.subject).toContain(CATALOGUES.ur.notifRequestReceivedTitle);
    expect(mail!.text).toContain(translate('ur', 'notifRequestReceivedFamily', { name: 'Ayesha' }));
    expect(mail!.text).toContain(CATALOGUES.ur.notificationMailFooter);
    expect(mail!.text).toMatch(/notifications\/unsubscribe\?token=/);
    expect(htmlTo(reader.email)).toContain('<html lang="ur" dir="rtl">');
  });
});
