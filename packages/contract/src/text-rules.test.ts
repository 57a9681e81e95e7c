import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import {
  accountSettingsSchema, changePasswordFormSchema, keepsSpaceRule, resetPasswordRuleSchema, signupPasswordSchema, signupStep1Schema,
} from './schemas/auth';
import { aboutSectionSchema, contactSectionSchema, educationSectionSchema, familySectionSchema, preferencesSectionSchema } from './schemas/profile';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('password rules (spec sections 5 and 9)', () => {
  it.each(['abcde1-', 'abcde1_', 'abcde1.', 'abcde1~', 'abcde1 '])('registration refuses %j: its symbol is not in !@#$%^&*()', (password) => {
    expect(firstMessage(signupPasswordSchema.safeParse(password))).toBe(MSG.passwordSpecial);
  });
  it.each(['abcde1!', 'abcde1@', 'abcde1#', 'abcde1$', 'abcde1%', 'abcde1^', 'abcde1&', 'abcde1*', 'abcde1(', 'abcde1)'])(
    'registration takes %j',
    (password) => expect(signupPasswordSchema.safeParse(password).success).toBe(true),
  );
  it('change-password uses the registration rule for the new password', () => {
    const bad = changePasswordFormSchema.safeParse({ password: 'old', newPassword: 'abcde1-', confirmNewPassword: 'abcde1-' });
    expect(firstMessage(bad)).toBe(MSG.passwordSpecial);
    expect(changePasswordFormSchema.safeParse({ password: 'old', newPassword: 'abcde1!', confirmNewPassword: 'abcde1!' }).success).toBe(true);
  });
  it('reset keeps its stricter rule', () => {
    expect(firstMessage(resetPasswordRuleSchema.safeParse('abcde1!'))).toBe(MSG.resetMin8);
    expect(firstMessage(resetPasswordRuleSchema.safeParse('Abcdefg1-'))).toBe(MSG.resetSpecial);
    expect(resetPasswordRuleSchema.safeParse('Abcdefg1!').success).toBe(true);
  });
});

describe('the space rule (spec section 5): name-like fields only', () => {
  it('is "the first word has at least 3 characters"', () => {
    expect(keepsSpaceRule('Ali Khan')).toBe(true);
    expect(keepsSpaceRule('  Ali')).toBe(true);
    expect(keepsSpaceRule('Al Noor')).toBe(false);
    expect(keepsSpaceRule('Al')).toBe(false);
  });

  it('applies to the sign-up and Settings names, middle name included', () => {
    expect(firstMessage(signupStep1Schema.safeParse({ firstName: 'Al Noor', lastName: 'Khan' }))).toBe(MSG.minCharsBeforeSpace);
    expect(firstMessage(signupStep1Schema.safeParse({ firstName: 'Noor', middleName: 'Al Hasan', lastName: 'Khan' }))).toBe(MSG.minCharsBeforeSpace);
    expect(signupStep1Schema.safeParse({ firstName: 'Noor Jahan', middleName: '', lastName: 'Khan', accountHolder: 'self', profileFor: 'self' }).success).toBe(true);
    const settings = accountSettingsSchema.safeParse({ firstName: 'Al Noor', lastName: 'Khan', email: 'a@b.co' });
    expect(firstMessage(settings)).toBe(MSG.minCharsBeforeSpace);
    expect(firstMessage(accountSettingsSchema.safeParse({ firstName: 'Noor', lastName: 'Al Khan', email: 'a@b.co' }))).toBe(MSG.minCharsBeforeSpace);
  });

  it('applies to parents\' names and places', () => {
    const family = { siblings: '2', caste: 'Other', casteInterestedIn: ['Other'] };
    expect(firstMessage(familySectionSchema.safeParse({ ...family, fatherName: 'Md Rafiq', motherName: 'Ayesha Begum' }))).toBe(
      MSG.minCharsBeforeSpace,
    );
    expect(familySectionSchema.safeParse({ ...family, fatherName: 'Mohd Rafiq', motherName: 'Ayesha Begum' }).success).toBe(true);
    const education = { education: 'Masters', occupation: 'Doctor' };
    expect(firstMessage(educationSectionSchema.safeParse({ ...education, workLocation: 'Ko Samui' }))).toBe(MSG.minCharsBeforeSpace);
    expect(educationSectionSchema.safeParse({ ...education, workLocation: 'Navi Mumbai' }).success).toBe(true);
    const preferences = { ageRangePreference: '26-30', heightPreference: 'Any', educationPreference: 'Any', occupationPreference: 'Any' };
    expect(firstMessage(preferencesSectionSchema.safeParse({ ...preferences, locationPreference: 'In Delhi' }))).toBe(MSG.minCharsBeforeSpace);
  });

  it('keeps list choices whole: "IT Professional" is an occupation', () => {
    expect(educationSectionSchema.safeParse({ education: 'High School', occupation: 'IT Professional' }).success).toBe(true);
  });

  it('does not apply to free text: "I am" and "12 Gomti Nagar" are kept', () => {
    const about = aboutSectionSchema.safeParse({ aboutMe: 'I am a teacher', expectations: 'A kind person' });
    expect(about.success && about.data.aboutMe).toBe('I am a teacher');
    const contact = contactSectionSchema.safeParse({
      contactNo: '9876543210', email: 'a@b.co', address: '12 Gomti Nagar', state: 'Uttar Pradesh', city: 'Lucknow',
    });
    expect(contact.success && contact.data.address).toBe('12 Gomti Nagar');
  });
});
