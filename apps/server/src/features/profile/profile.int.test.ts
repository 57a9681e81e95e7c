import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, profileCompletion } from '@sakinah/contract';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, signIn, uniquePhone } from '../../test/factories';
import { completeProfileInput } from '../../test/profile-input';
import { multipartBody, pngImage } from '../../test/images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const fullProfile = completeProfileInput;

describe('drafts', () => {
  it('saves values by section and restores them, with the current section', async () => {
    const member = await buildMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    const empty = await t.app.inject({ method: 'GET', url: '/api/get-draft', headers: { cookie } });
    expect(empty.json()).toEqual({ success: true, drafts: {}, currentSection: 'personal' });
    await t.app.inject({ method: 'POST', url: '/api/draft', headers: { cookie }, payload: { firstName: 'Zainab', maritalStatus: 'single', currentSection: 'contact' } });
    const saved = await t.app.inject({ method: 'POST', url: '/api/draft', headers: { cookie }, payload: { city: 'Lucknow', casteInterestedIn: ['Syed'], currentSection: 'family' } });
    expect(saved.json()).toEqual({ success: true, message: MSG.draftSaved });
    const res = await t.app.inject({ method: 'GET', url: '/api/get-draft', headers: { cookie } });
    expect(res.json()).toEqual({
      success: true,
      drafts: { personal: { firstName: 'Zainab', maritalStatus: 'single' }, contact: { city: 'Lucknow' }, family: { casteInterestedIn: ['Syed'] } },
      currentSection: 'family',
    });
  });

  it('refuses unknown fields, huge strings and a wrong section, and keeps the saved draft', async () => {
    const member = await buildMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    await t.app.inject({ method: 'POST', url: '/api/draft', headers: { cookie }, payload: { firstName: 'Keep', currentSection: 'personal' } });
    for (const payload of [
      { isPaymentComplete: true },
      { status: 'Active' },
      { firstName: 'x'.repeat(1024 * 1024) },
      { currentSection: 'admin' },
      { firstName: { nested: true } },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/draft', headers: { cookie }, payload });
      expect([400, 413], JSON.stringify(payload).slice(0, 40)).toContain(res.statusCode);
      expect(res.json().success).toBe(false);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/get-draft', headers: { cookie } });
    expect(res.json().drafts).toEqual({ personal: { firstName: 'Keep' } });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/get-draft' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/draft', payload: { firstName: 'A' } })).statusCode).toBe(401);
  });
});

describe('PUT /api/update-user from the profile editor', () => {
  it('a new phone number is saved unverified and the member is told at her email; an unchanged one mails nothing', async () => {
    const member = await buildMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    const save = (contactNo: string) =>
      t.app.inject({ method: 'PUT', url: '/api/update-user', headers: { cookie }, payload: fullProfile({ email: member.email, contactNo }) });
    const outbox = async () => (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(member.email)}` })).json().messages;
    expect((await save(member.contactNo!)).statusCode).toBe(200);
    expect(await outbox()).toEqual([]);
    const res = await save(uniquePhone());
    expect(res.statusCode).toBe(200);
    expect(res.json().user.phoneVerified).toBe(false);
    const [mail] = await outbox();
    expect(mail.subject).toBe(MSG.phoneChangeSubject);
    expect(mail.text).toContain('phone number on your Sakinah account was changed');
    expect(mail.text).toContain('/auth/forget-password');
    expect(mail.text).not.toContain('undo-email-change');
  });


  it('keeps spaces in free text and whole list choices: "12 Gomti Nagar", "I am ...", "IT Professional"', async () => {
    const member = await buildMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    const body = fullProfile({
      email: `g-${member.id.slice(0, 6)}@example.com`, contactNo: member.contactNo,
      address: '12 Gomti Nagar', aboutMe: 'I am a teacher', expectations: 'A kind person', occupation: 'IT Professional',
    });
    const res = await t.app.inject({ method: 'PUT', url: '/api/update-user', headers: { cookie }, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ address: '12 Gomti Nagar', aboutMe: 'I am a teacher', occupation: 'IT Professional' });
  });

  it('saves every section; the server decides isProfileComplete (avatar included)', async () => {
    const member = await buildMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    const body = fullProfile({ email: `z-${member.id.slice(0, 6)}@example.com`, contactNo: member.contactNo, isProfileComplete: true, status: 'Active' });
    const res = await t.app.inject({ method: 'PUT', url: '/api/update-user', headers: { cookie }, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.profileUpdated);
    expect(res.json().user).toMatchObject({ city: 'Lucknow', caste: 'Siddiqui', casteInterestedIn: ['Siddiqui', 'Sheikh', 'Ansari'], isProfileComplete: false, status: 'Pending' });
    // With a photo the profile is complete.
    const photo = multipartBody([{ filename: 'me.png', bytes: await pngImage() }]);
    const up = await t.app.inject({ method: 'POST', url: '/api/upload-images', payload: photo.payload, headers: { ...photo.headers, cookie } });
    expect(up.json().user.isProfileComplete).toBe(true);
    const me = (await t.app.inject({ method: 'GET', url: '/api/get-user', headers: { cookie } })).json().user;
    expect(me.isProfileComplete).toBe(true);
    // Everything but the payment (10 of 100).
    expect(profileCompletion(me)).toBe(90);
  });

  it('the full home address is optional: city and state suffice for a complete profile', async () => {
    const member = await buildMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    const res = await t.app.inject({ method: 'PUT', url: '/api/update-user', headers: { cookie }, payload: fullProfile({ email: member.email, contactNo: member.contactNo, address: '' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ address: '', city: 'Lucknow' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.address).toBeNull();
  });

  it.each([
    ['maritalStatus', { maritalStatus: '' }, MSG.maritalStatusRequired],
    ['gender', { gender: '' }, MSG.required],
    ['weight', { weight: '' }, MSG.required],
    ['address', { address: 'x'.repeat(301) }, MSG.fieldTooLong],
    ['workLocation', { workLocation: 'Ko Samui' }, MSG.minCharsBeforeSpace],
    ['state', { state: 'Atlantis' }, MSG.required],
    ['city', { city: 'Mumbai' }, MSG.cityInOtherState],
    ['city', { city: 'Town <b>' }, MSG.townInvalid],
    ['occupation', { occupation: 'Pirate' }, MSG.required],
    ['annualIncome', { annualIncome: '₹1 lakh a month' }, MSG.required],
    ['educationPreference', { educationPreference: 'Jedi' }, MSG.required],
    ['education', { education: '' }, MSG.required],
    ['fatherName', { fatherName: 'Al' }, MSG.minCharsBeforeSpace],
    ['motherName', { motherName: 'Bi Ayesha' }, MSG.minCharsBeforeSpace],
    ['lastName', { lastName: 'Al Khan' }, MSG.minCharsBeforeSpace],
    ['caste', { caste: 'Unknown caste' }, MSG.required],
    ['casteInterestedIn', { casteInterestedIn: [] }, MSG.casteInterestedRequired],
    ['ageRangePreference', { ageRangePreference: '' }, MSG.required],
    ['aboutMe', { aboutMe: '' }, MSG.required],
    ['contactNo', { contactNo: '123' }, MSG.contactInvalid],
    ['dob', { dob: '2015-01-01' }, MSG.ageRange],
  ])('refuses a bad %s with its message and changes nothing', async (_field, overrides, message) => {
    const member = await buildMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    const res = await t.app.inject({ method: 'PUT', url: '/api/update-user', headers: { cookie }, payload: fullProfile({ email: member.email, contactNo: member.contactNo, ...overrides }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(res.json().errors[0]).toEqual({ field: _field, message });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.city).toBeNull();
  });

  it('takes the option lists that fit India, any other town of the state, and the spec\'s old values (issue 41)', async () => {
    const member = await buildMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    const india = {
      education: 'MBBS', occupation: 'Homemaker', annualIncome: '₹5–7.5 lakh', city: 'Mubarakpur',
      educationPreference: 'Alim / Alimah', occupationPreference: 'Business',
    };
    const res = await t.app.inject({ method: 'PUT', url: '/api/update-user', headers: { cookie }, payload: fullProfile({ email: member.email, contactNo: member.contactNo, ...india }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ ...india, state: 'Uttar Pradesh' });
    const typed = await t.app.inject({ method: 'PUT', url: '/api/update-user', headers: { cookie }, payload: fullProfile({ email: member.email, contactNo: member.contactNo, city: 'Nawabganj' }) });
    expect(typed.json().user.city).toBe('Nawabganj');
    const old = { education: 'Bachelors', occupation: 'Business Owner', annualIncome: 'Above ₹200,000', educationPreference: 'Masters', occupationPreference: 'Doctor' };
    const kept = await t.app.inject({ method: 'PUT', url: '/api/update-user', headers: { cookie }, payload: fullProfile({ email: member.email, contactNo: member.contactNo, ...old }) });
    expect(kept.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ education: 'Bachelors', occupation: 'Business Owner', annualIncome: 'Above ₹200,000' });
  });
});
