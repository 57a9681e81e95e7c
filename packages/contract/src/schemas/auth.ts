import { z } from 'zod';
import {
  AGE_MAX, AGE_MIN, MIN_CHARS_BEFORE_SPACE, OTP_DIGITS, PASSWORD_SPECIALS, PHONE_DIGITS,
  PROFILE_FOR, RESET_PASSWORD_MIN, SIGNUP_GENDERS, SIGNUP_PASSWORD_MIN,
} from '../constants';
import { MSG } from '../messages';

/** Whole years between a date of birth (YYYY-MM-DD) and today, or null for an invalid date. */
export function ageOn(dob: string, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

const escapeForClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');
/** One of the spec's fixed special characters `!@#$%^&*()` (registration, change-password and reset alike). */
export const PASSWORD_SPECIAL_RE = new RegExp(`[${escapeForClass(PASSWORD_SPECIALS)}]`);

/**
 * The space rule of spec section 5 for name-like fields (names, places): the first word has at
 * least 3 characters, so no space comes before the third ("Ali Khan" kept, "Al Noor" refused).
 * Free text (address, about me, expectations) does not have it. Decision in docs/decisions.md.
 */
export const SPACE_RULE_RE = new RegExp(`^\\S{${MIN_CHARS_BEFORE_SPACE},}`);
/** Whether `value` keeps the space rule (trimmed, as the schemas see it). */
export const keepsSpaceRule = (value: string): boolean => SPACE_RULE_RE.test(value.trim());

/**
 * Names: letters only; the first word at least 3 letters; optional further words of letters
 * separated by single spaces (spec section 5).
 */
const NAME_RE = new RegExp(`^\\p{L}{${MIN_CHARS_BEFORE_SPACE},}( \\p{L}+)*$`, 'u');

export const personNameSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(50, MSG.fieldTooLong)
    .regex(NAME_RE, MSG.minCharsBeforeSpace);

export const optionalNameSchema = z
  .string()
  .trim()
  .max(50, MSG.fieldTooLong)
  .refine((value) => value === '' || (/^\p{L}+( \p{L}+)*$/u.test(value) && keepsSpaceRule(value)), MSG.minCharsBeforeSpace)
  .optional()
  .default('');

export const contactNoSchema = z
  .string({ error: MSG.contactRequired })
  .trim()
  .min(1, MSG.contactRequired)
  .regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), MSG.contactInvalid);

export const emailSchema = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(254, MSG.emailInvalid)
  .pipe(z.email(MSG.emailInvalid))
  .transform((email) => email.toLowerCase());

export const dobSchema = z
  .string({ error: MSG.dobRequired })
  .trim()
  .min(1, MSG.dobRequired)
  .refine((dob) => {
    const age = ageOn(dob);
    return age !== null && age >= AGE_MIN && age <= AGE_MAX;
  }, MSG.ageRange);

export const signupPasswordSchema = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(SIGNUP_PASSWORD_MIN, MSG.passwordMin6Long)
  .max(128, MSG.fieldTooLong)
  .regex(/[A-Za-z]/, MSG.passwordLetter)
  .regex(/\d/, MSG.passwordNumber)
  .regex(PASSWORD_SPECIAL_RE, MSG.passwordSpecial);

export const resetPasswordRuleSchema = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(RESET_PASSWORD_MIN, MSG.resetMin8)
  .max(128, MSG.fieldTooLong)
  .regex(/[A-Z]/, MSG.resetUpper)
  .regex(/[a-z]/, MSG.resetLower)
  .regex(/\d/, MSG.resetDigit)
  .regex(PASSWORD_SPECIAL_RE, MSG.resetSpecial);

// ---------- Sign-up wizard: one schema per step, and the whole form ----------

export const signupStep1Schema = z.object({
  firstName: personNameSchema(MSG.firstNameRequired),
  middleName: optionalNameSchema,
  lastName: personNameSchema(MSG.lastNameRequired),
});
export const signupStep2Schema = z.object({
  contactNo: contactNoSchema,
  phoneVerified: z.boolean().optional(),
});
export const signupStep3Schema = z.object({ email: emailSchema });
export const signupStep4Schema = z.object({ dob: dobSchema });
export const signupStep5Schema = z
  .object({
    gender: z.enum(SIGNUP_GENDERS, { error: MSG.genderRequired }),
    profileFor: z.enum(PROFILE_FOR, { error: MSG.profileForRequired }),
    customRelation: z.string().trim().max(40, MSG.fieldTooLong).optional().default(''),
  })
  .superRefine((value, ctx) => {
    if (value.profileFor === 'other' && value.customRelation.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['customRelation'], message: MSG.relationRequired });
    }
  });
export const signupStep6Schema = z
  .object({
    password: signupPasswordSchema,
    confirmPassword: z.string({ error: MSG.confirmPassword }).min(1, MSG.confirmPassword),
  })
  .refine((value) => value.password === value.confirmPassword, { path: ['confirmPassword'], message: MSG.passwordsMustMatch });

export const SIGNUP_STEP_SCHEMAS = [
  signupStep1Schema,
  signupStep2Schema,
  signupStep3Schema,
  signupStep4Schema,
  signupStep5Schema,
  signupStep6Schema,
] as const;

/** POST /api/signup: every field again. `phoneVerified` is accepted but proves nothing. */
export const signupSchema = z
  .object({
    ...signupStep1Schema.shape,
    ...signupStep2Schema.shape,
    ...signupStep3Schema.shape,
    ...signupStep4Schema.shape,
    gender: z.enum(SIGNUP_GENDERS, { error: MSG.genderRequired }),
    profileFor: z.enum(PROFILE_FOR, { error: MSG.profileForRequired }),
    customRelation: z.string().trim().max(40, MSG.fieldTooLong).optional().default(''),
    password: signupPasswordSchema,
    confirmPassword: z.string({ error: MSG.confirmPassword }).min(1, MSG.confirmPassword),
  })
  .superRefine((value, ctx) => {
    if (value.profileFor === 'other' && value.customRelation.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['customRelation'], message: MSG.relationRequired });
    }
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MSG.passwordsMustMatch });
    }
  });
export type SignupInput = z.input<typeof signupSchema>;
export type SignupData = z.output<typeof signupSchema>;

// ---------- OTP ----------

export const phoneNumberSchema = z
  .string({ error: MSG.phoneInvalid })
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), MSG.phoneInvalid);
export const sendOtpSchema = z.object({ phoneNumber: phoneNumberSchema });
export const verifyOtpSchema = z.object({
  phoneNumber: phoneNumberSchema,
  otp: z
    .string({ error: MSG.otpInvalidFormat })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_DIGITS}}$`), MSG.otpInvalidFormat),
});

// ---------- Sign-in, passwords, settings ----------

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: MSG.passwordRequired })
    .min(1, MSG.passwordRequired)
    .min(SIGNUP_PASSWORD_MIN, MSG.loginPasswordMin)
    .max(128, MSG.fieldTooLong),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: MSG.emailRequired })
    .trim()
    .min(1, MSG.emailRequired)
    .max(254, MSG.emailInvalidForgot)
    .pipe(z.email(MSG.emailInvalidForgot))
    .transform((email) => email.toLowerCase()),
});

/** The reset form (both fields); the API takes `newPassword` and checks the same rules. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: resetPasswordRuleSchema,
    confirmPassword: z.string({ error: MSG.confirmPassword }).min(1, MSG.confirmPassword),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { path: ['confirmPassword'], message: MSG.passwordsMustMatch });
export const resetPasswordBodySchema = z.object({
  newPassword: resetPasswordRuleSchema,
  confirmPassword: z.string().optional(),
});
export const resetTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** The token of a mailed sign-in link (sent in the body, so it never lands in access logs). */
export const signInWithLinkSchema = z.object({
  token: z.string({ error: MSG.signInLinkInvalid }).min(1, MSG.signInLinkInvalid).max(200, MSG.signInLinkInvalid),
});

export const changePasswordFormSchema = z
  .object({
    password: z.string({ error: MSG.currentPasswordRequired }).min(1, MSG.currentPasswordRequired).max(128, MSG.fieldTooLong),
    newPassword: signupPasswordSchema,
    confirmNewPassword: z.string({ error: MSG.confirmNewPassword }).min(1, MSG.confirmNewPassword),
  })
  .refine((value) => value.newPassword === value.confirmNewPassword, { path: ['confirmNewPassword'], message: MSG.passwordsMustMatch });
export const updatePasswordBodySchema = z.object({
  password: z.string({ error: MSG.currentPasswordRequired }).min(1, MSG.currentPasswordRequired).max(128, MSG.fieldTooLong),
  newPassword: signupPasswordSchema,
  confirmNewPassword: z.string().optional(),
});

/** Settings → Account. */
export const accountSettingsSchema = z.object({
  firstName: z
    .string({ error: MSG.settingsFirstNameRequired })
    .trim()
    .min(1, MSG.settingsFirstNameRequired)
    .max(50, MSG.fieldTooLong)
    .regex(NAME_RE, MSG.minCharsBeforeSpace),
  lastName: z.string().trim().max(50, MSG.fieldTooLong).refine((v) => v === '' || NAME_RE.test(v), MSG.minCharsBeforeSpace).optional(),
  email: emailSchema,
  bio: z.string().trim().max(500, MSG.bioTooLong).optional(),
});
export type AccountSettingsInput = z.input<typeof accountSettingsSchema>;
