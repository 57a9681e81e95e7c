import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { adminMemberSearchSchema, packageInputSchema } from './schemas/admin';
import { accountSettingsSchema, emailSchema, personNameSchema, signupSchema, signupStep1Schema, signupStep5Schema, signupStep6Schema } from './schemas/auth';
import { featuredQuerySchema } from './schemas/discovery';
import { defaultNotificationPreferences, markNotificationsReadSchema, NOTIFICATION_KINDS, notificationPreferencesSchema, notificationText, pushSubscriptionSchema } from './schemas/notifications';
import { privacySettingsSchema } from './schemas/privacy';
import { draftSchema, educationSectionSchema, familySectionSchema } from './schemas/profile';

/**
 * What the move from classic zod to zod/mini could most easily have changed: the order of trims and
 * checks, defaults, transforms, optional against nullable, strict objects and object-level refinements.
 */
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('trims come before the checks', () => {
  it('a name is trimmed, and blank is first of all "required"', () => {
    const name = personNameSchema(MSG.firstNameRequired);
    expect(name.parse('  Amina Khan  ')).toBe('Amina Khan');
    expect(messagesOf(name.safeParse('   '))).toEqual([
      ['', MSG.firstNameRequired],
      ['', MSG.minCharsBeforeSpace],
    ]);
  });

  it('an email is trimmed, checked, then lower-cased; blank says only that it is required', () => {
    expect(emailSchema.parse('  Amina@Example.COM ')).toBe('amina@example.com');
    expect(messagesOf(emailSchema.safeParse('  '))).toEqual([['', MSG.emailRequired]]);
    expect(emailSchema.safeParse('amina@').success).toBe(false);
    expect(messagesOf(emailSchema.safeParse(`${'a'.repeat(250)}@example.com`))).toEqual([['', MSG.emailInvalid]]);
  });

  it('a chosen education is trimmed before it is compared with the list', () => {
    const section = { education: ' Bachelors ', occupation: 'Teacher' };
    expect(educationSectionSchema.parse(section)).toEqual({ education: 'Bachelors', occupation: 'Teacher', workLocation: '', annualIncome: '' });
    expect(messagesOf(educationSectionSchema.safeParse({ ...section, education: 'B.Tech' }))).toEqual([['education', MSG.required]]);
  });
});

describe('defaults and transforms', () => {
  it('fills every default of a plan, and a limit may be null', () => {
    expect(packageInputSchema.parse({ name: ' Gold ', price: 999, duration: '1 Month' })).toEqual({
      name: 'Gold',
      description: '',
      price: 999,
      discount: 0,
      duration: '1 Month',
      features: [],
      highlighted: false,
      maxPhotosViews: null,
      maxProfileViews: null,
      messagingDailyCap: null,
      isActive: true,
    });
    expect(packageInputSchema.parse({ name: 'Gold', price: 999, duration: '1 Month', maxPhotosViews: 20 }).maxPhotosViews).toBe(20);
    expect(messagesOf(packageInputSchema.safeParse({ name: 'Gold', price: 9.5, duration: '1 Month' }))).toEqual([['price', MSG.invalidPlanPrice]]);
  });

  it('coerces query numbers and fills their defaults', () => {
    expect(adminMemberSearchSchema.parse({})).toEqual({ limit: 25, offset: 0 });
    expect(adminMemberSearchSchema.parse({ limit: '5', q: '  amina ' })).toEqual({ q: 'amina', limit: 5, offset: 0 });
    expect(adminMemberSearchSchema.safeParse({ limit: '1.5' }).success).toBe(false);
  });

  it('turns one filter value into a list, and refuses an age range upside down', () => {
    expect(featuredQuerySchema.parse({ caste: 'Syed' }).caste).toEqual(['Syed']);
    expect(featuredQuerySchema.parse({ caste: ['Syed', 'Khan'] }).caste).toEqual(['Syed', 'Khan']);
    expect(featuredQuerySchema.parse({}).caste).toBeUndefined();
    expect(messagesOf(featuredQuerySchema.safeParse({ ageMin: '30', ageMax: '25' }))).toEqual([['ageMin', MSG.invalidFilter]]);
  });

  it('keeps each wished-for caste once', () => {
    const family = { fatherName: 'Yusuf Khan', motherName: 'Sara Khan', siblings: '2', caste: 'Syed', casteInterestedIn: ['Syed', 'Khan', 'Syed'] };
    expect(familySectionSchema.parse(family).casteInterestedIn).toEqual(['Syed', 'Khan']);
    expect(messagesOf(familySectionSchema.safeParse({ ...family, casteInterestedIn: [] }))).toEqual([['casteInterestedIn', MSG.casteInterestedRequired]]);
  });

  it('starts a draft on the personal section and refuses fields the editor does not have', () => {
    expect(draftSchema.parse({ firstName: 'Amina' })).toEqual({ currentSection: 'personal', firstName: 'Amina' });
    expect(messagesOf(draftSchema.safeParse({ password: 'x' }))).toEqual([['password', 'Unknown field: password']]);
  });
});

describe('optional is not nullable', () => {
  it('a last name in settings may be left out, not sent as null', () => {
    const account = { firstName: 'Amina', email: 'amina@example.com' };
    expect(accountSettingsSchema.parse(account)).toEqual(account);
    expect(accountSettingsSchema.safeParse({ ...account, lastName: null }).success).toBe(false);
  });

  it('a custom relation defaults to empty, and "other" needs one', () => {
    const names = { firstName: 'Ayesha', lastName: 'Rizvi' };
    expect(signupStep1Schema.parse({ ...names, accountHolder: 'self', profileFor: 'self' })).toEqual({
      ...names, middleName: '', accountHolder: 'self', accountHolderName: '', profileFor: 'self', customRelation: '',
    });
    expect(messagesOf(signupStep1Schema.safeParse({ ...names, accountHolder: 'self', profileFor: 'other' }))).toContainEqual(['customRelation', MSG.relationRequired]);
  });

  it('sign-up asks who is creating the profile first: a name for anyone but oneself, "self" only for "Self"', () => {
    const names = { firstName: 'Ayesha', lastName: 'Rizvi', profileFor: 'daughter' };
    expect(messagesOf(signupStep1Schema.safeParse(names))).toEqual([['accountHolder', MSG.accountHolderRequired]]);
    expect(messagesOf(signupStep1Schema.safeParse({ ...names, accountHolder: 'father' }))).toEqual([['accountHolderName', MSG.accountHolderNameRequired]]);
    expect(messagesOf(signupStep1Schema.safeParse({ ...names, accountHolder: 'self' }))).toEqual([['profileFor', MSG.accountHolderSelfMismatch]]);
    expect(signupStep1Schema.safeParse({ ...names, accountHolder: 'father', accountHolderName: 'Iqbal Rizvi' }).success).toBe(true);
    expect(signupStep5Schema.parse({ gender: 'female' })).toEqual({ gender: 'female' });
  });
});

describe('objects as a whole', () => {
  it('privacy settings refuse an unknown switch and an empty change', () => {
    expect(privacySettingsSchema.safeParse({ searchable: true, other: 1 }).success).toBe(false);
    expect(messagesOf(privacySettingsSchema.safeParse({}))).toEqual([['', MSG.invalidPrivacyValue]]);
    expect(privacySettingsSchema.parse({ searchable: false })).toEqual({ searchable: false });
  });

  it('compares the passwords even when the password breaks its own rules', () => {
    expect(messagesOf(signupStep6Schema.safeParse({ password: 'Abc@1234', confirmPassword: 'Abc@12345' }))).toEqual([
      ['confirmPassword', MSG.passwordsMustMatch],
    ]);
    expect(messagesOf(signupStep6Schema.safeParse({ password: 'abc', confirmPassword: 'x' }))).toEqual([
      ['password', MSG.passwordMin6Long],
      ['password', MSG.passwordNumber],
      ['password', MSG.passwordSpecial],
      ['confirmPassword', MSG.passwordsMustMatch],
    ]);
  });

  it('sign-up reports a missing relation and a password mismatch together', () => {
    const signup = {
      firstName: 'Amina', lastName: 'Khan', contactNo: '9876543210', email: 'amina@example.com', dob: '1995-06-15',
      gender: 'female', profileFor: 'other', password: 'Abc@1234', confirmPassword: 'Abc@4321',
    };
    expect(messagesOf(signupSchema.safeParse(signup))).toEqual([
      ['customRelation', MSG.relationRequired],
      ['confirmPassword', MSG.passwordsMustMatch],
    ]);
    expect(signupSchema.parse({ ...signup, profileFor: 'self', confirmPassword: 'Abc@1234' })).toMatchObject({ middleName: '', customRelation: '' });
  });
});

describe('the contract builds its schemas with zod/mini only', () => {
  it('imports no classic zod, which is not tree-shakeable and would come back into the web bundle', () => {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    const classic = files.filter((file) => /from ['"]zod(\/v4)?['"]/.test(fs.readFileSync(path.join(dir, file), 'utf8')));
    expect(classic).toEqual([]);
  });
});

describe('issue 39: smaller truths', () => {
  it('a member who has just begun (20 %) is at the start, not in the red', async () => {
    const { completionBand } = await import('./schemas/profile');
    expect(completionBand(20)).toBe('start');
    expect(completionBand(30)).toBe('middle');
    expect(completionBand(70)).toBe('high');
  });

  it('the sign-up step of gender refuses a groom under 21 and lets a bride of 18 through', async () => {
    const { signupStep5Schema } = await import('./schemas/auth');
    const dobYearsAgo = (years: number) => {
      const d = new Date();
      d.setUTCFullYear(d.getUTCFullYear() - years);
      d.setUTCDate(d.getUTCDate() - 1);
      return d.toISOString().slice(0, 10);
    };
    const young = signupStep5Schema.safeParse({ gender: 'male', profileFor: 'self', dob: dobYearsAgo(20) });
    expect(young.success).toBe(false);
    expect(young.error?.issues[0]).toMatchObject({ path: ['gender'], message: MSG.groomAgeMin });
    expect(signupStep5Schema.safeParse({ gender: 'male', profileFor: 'self', dob: dobYearsAgo(21) }).success).toBe(true);
    expect(signupStep5Schema.safeParse({ gender: 'female', profileFor: 'self', dob: dobYearsAgo(18) }).success).toBe(true);
  });
});

describe('notifications (issue 42)', () => {
  it('texts name no one unless a name is given', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const text = notificationText({ kind, name: null, daysLeft: 7 });
      expect(text.body).not.toMatch(/Aisha/);
      expect(notificationText({ kind, name: 'Aisha', daysLeft: 7 }).title.length).toBeGreaterThan(0);
    }
    expect(notificationText({ kind: 'newMessage' }).body).toBe('You have a new message');
    expect(notificationText({ kind: 'newMessage', name: 'Aisha' }).body).toBe('Aisha sent you a message');
    expect(notificationText({ kind: 'planEnding', daysLeft: 0 }).body).toBe('Your plan ends today');
  });
  it('takes a browser subscription and refuses a malformed one', () => {
    const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'https://push.example/x', expirationTime: null, keys }).success).toBe(true);
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'https://push.example/x', keys: { p256dh: 'x', auth: 'y' } }).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'https://push.example/x' }).success).toBe(false);
  });
  it('preferences: the defaults parse, quiet hours need HH:MM', () => {
    const prefs = defaultNotificationPreferences();
    expect(notificationPreferencesSchema.safeParse(prefs).success).toBe(true);
    expect(prefs.quietHours).toEqual({ enabled: false, start: '22:00', end: '07:00' });
    expect(prefs.showNames).toBe(false);
    expect(notificationPreferencesSchema.safeParse({ ...prefs, quietHours: { enabled: true, start: '25:00', end: '07:00' } }).success).toBe(false);
    expect(markNotificationsReadSchema.safeParse({ all: true }).success).toBe(true);
    expect(markNotificationsReadSchema.safeParse({ ids: [] }).success).toBe(false);
  });
});
