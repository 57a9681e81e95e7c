import { z } from 'zod/mini';
import {
  AGE_MAX, AGE_MIN, GROOM_AGE_MIN, MIN_CHARS_BEFORE_SPACE, OTP_DIGITS, PASSWORD_SPECIALS, PHONE_DIGITS,
  ACCOUNT_HOLDER_RELATIONS, PROFILE_FOR, RESET_PASSWORD_MIN, SIGNUP_GENDERS, SIGNUP_PASSWORD_MIN,
} from '../constants';
import { MSG } from '../messages';
import { LANGUAGES } from '../i18n/languages';

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
    .check(z.trim(), z.minLength(1, requiredMessage), z.maxLength(50, MSG.fieldTooLong), z.regex(NAME_RE, MSG.minCharsBeforeSpace));

export const optionalNameSchema = z._default(
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(50, MSG.fieldTooLong),
      z.refine((value) => value === '' || (/^\p{L}+( \p{L}+)*$/u.test(value) && keepsSpaceRule(value)), MSG.minCharsBeforeSpace),
    ),
  ),
  '',
);

export const contactNoSchema = z
  .string({ error: MSG.contactRequired })
  .check(z.trim(), z.minLength(1, MSG.contactRequired), z.regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), MSG.contactInvalid));

/** A trimmed address of at most 254 characters that zod's email check accepts, lower-cased. */
const emailField = (invalidMessage: string) =>
  z.pipe(
    z.pipe(
      z.string({ error: MSG.emailRequired }).check(z.trim(), z.minLength(1, MSG.emailRequired), z.maxLength(254, invalidMessage)),
      z.email(invalidMessage),
    ),
    z.transform((email) => email.toLowerCase()),
  );

export const emailSchema = emailField(MSG.emailInvalid);

export const dobSchema = z.string({ error: MSG.dobRequired }).check(
  z.trim(),
  z.minLength(1, MSG.dobRequired),
  z.refine((dob) => {
    const age = ageOn(dob);
    return age !== null && age >= AGE_MIN && age <= AGE_MAX;
  }, MSG.ageRange),
);

export const signupPasswordSchema = z.string({ error: MSG.passwordRequired }).check(
  z.minLength(1, MSG.passwordRequired),
  z.minLength(SIGNUP_PASSWORD_MIN, MSG.passwordMin6Long),
  z.maxLength(128, MSG.fieldTooLong),
  z.regex(/[A-Za-z]/, MSG.passwordLetter),
  z.regex(/\d/, MSG.passwordNumber),
  z.regex(PASSWORD_SPECIAL_RE, MSG.passwordSpecial),
);

export const resetPasswordRuleSchema = z.string({ error: MSG.passwordRequired }).check(
  z.minLength(1, MSG.passwordRequired),
  z.minLength(RESET_PASSWORD_MIN, MSG.resetMin8),
  z.maxLength(128, MSG.fieldTooLong),
  z.regex(/[A-Z]/, MSG.resetUpper),
  z.regex(/[a-z]/, MSG.resetLower),
  z.regex(/\d/, MSG.resetDigit),
  z.regex(PASSWORD_SPECIAL_RE, MSG.resetSpecial),
);

// ---------- Sign-up wizard: one schema per step, and the whole form ----------

/** The account holder's own name (a father's "Iqbal Rizvi"): the name rules of a person's name, empty for "self". */
const accountHolderNameRule = z.string().check(
  z.trim(),
  z.maxLength(50, MSG.fieldTooLong),
  z.refine((value) => value === '' || NAME_RE.test(value), MSG.minCharsBeforeSpace),
);
export const accountHolderNameSchema = z._default(z.optional(accountHolderNameRule), '');
const customRelationSchema = z._default(z.optional(z.string().check(z.trim(), z.maxLength(40, MSG.fieldTooLong))), '');

type Issues = { addIssue(issue: { code: 'custom'; path: string[]; message: string }): void };
/** Who creates the profile and for whom must agree: a name for anyone but "self", and "self" creates only for "Self". */
function checkAccountHolder(
  value: { accountHolder?: string | undefined; accountHolderName?: string | undefined; profileFor: string; customRelation: string },
  ctx: Issues,
) {
  if (value.profileFor === 'other' && value.customRelation.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['customRelation'], message: MSG.relationRequired });
  }
  if (value.accountHolder === undefined) return;
  if (value.accountHolder !== 'self' && !value.accountHolderName) {
    ctx.addIssue({ code: 'custom', path: ['accountHolderName'], message: MSG.accountHolderNameRequired });
  }
  if (value.accountHolder === 'self' && value.profileFor !== 'self') {
    ctx.addIssue({ code: 'custom', path: ['profileFor'], message: MSG.accountHolderSelfMismatch });
  }
}

/** Step 1: who is creating the profile (asked first), for whom, and the name on the profile. */
export const signupStep1Schema = z
  .object({
    firstName: personNameSchema(MSG.firstNameRequired),
    middleName: optionalNameSchema,
    lastName: personNameSchema(MSG.lastNameRequired),
    accountHolder: z.enum(ACCOUNT_HOLDER_RELATIONS, { error: MSG.accountHolderRequired }),
    accountHolderName: accountHolderNameSchema,
    profileFor: z.enum(PROFILE_FOR, { error: MSG.profileForRequired }),
    customRelation: customRelationSchema,
  })
  .check(z.superRefine((value, ctx) => checkAccountHolder(value, ctx)));
export const signupStep2Schema = z.object({
  contactNo: contactNoSchema,
  phoneVerified: z.optional(z.boolean()),
});
export const signupStep3Schema = z.object({ email: emailSchema });
export const signupStep4Schema = z.object({ dob: dobSchema });
/** Grooms sign up from 21, brides from 18: the issue goes under gender, the step where the two meet. */
function refuseYoungGroom(value: { gender: string; dob?: string | undefined }, ctx: { addIssue(issue: { code: 'custom'; path: string[]; message: string }): void }) {
  const age = value.dob ? ageOn(value.dob) : null;
  if (value.gender === 'male' && age !== null && age < GROOM_AGE_MIN) ctx.addIssue({ code: 'custom', path: ['gender'], message: MSG.groomAgeMin });
}

export const signupStep5Schema = z
  .object({
    gender: z.enum(SIGNUP_GENDERS, { error: MSG.genderRequired }),
    // Step 4's date of birth, read again here for the groom's minimum age.
    dob: z.optional(z.string()),
  })
  .check(z.superRefine((value, ctx) => refuseYoungGroom(value, ctx)));
export const signupStep6Schema = z
  .object({
    password: signupPasswordSchema,
    confirmPassword: z.string({ error: MSG.confirmPassword }).check(z.minLength(1, MSG.confirmPassword)),
  })
  .check(z.refine((value) => value.password === value.confirmPassword, { path: ['confirmPassword'], message: MSG.passwordsMustMatch }));

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
    firstName: personNameSchema(MSG.firstNameRequired),
    middleName: optionalNameSchema,
    lastName: personNameSchema(MSG.lastNameRequired),
    /** Absent (the spec's body), the account holder is "self" for a profile for oneself and unknown otherwise. */
    accountHolder: z.optional(z.enum(ACCOUNT_HOLDER_RELATIONS, { error: MSG.accountHolderInvalid })),
    accountHolderName: accountHolderNameSchema,
    ...signupStep2Schema.shape,
    ...signupStep3Schema.shape,
    ...signupStep4Schema.shape,
    gender: z.enum(SIGNUP_GENDERS, { error: MSG.genderRequired }),
    /** Chosen at sign-up (the switch on the page); absent, the server takes the visitor's language. */
    language: z.optional(z.enum(LANGUAGES, { error: MSG.invalidLanguage })),
    profileFor: z.enum(PROFILE_FOR, { error: MSG.profileForRequired }),
    customRelation: customRelationSchema,
    password: signupPasswordSchema,
    confirmPassword: z.string({ error: MSG.confirmPassword }).check(z.minLength(1, MSG.confirmPassword)),
  })
  .check(z.superRefine((value, ctx) => {
    checkAccountHolder(value, ctx);
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MSG.passwordsMustMatch });
    }
    refuseYoungGroom(value, ctx);
  }));
export type SignupInput = z.input<typeof signupSchema>;
export type SignupData = z.output<typeof signupSchema>;

// ---------- OTP ----------

export const phoneNumberSchema = z
  .string({ error: MSG.phoneInvalid })
  .check(z.trim(), z.regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), MSG.phoneInvalid));
export const sendOtpSchema = z.object({ phoneNumber: phoneNumberSchema });
export const verifyOtpSchema = z.object({
  phoneNumber: phoneNumberSchema,
  otp: z
    .string({ error: MSG.otpInvalidFormat })
    .check(z.trim(), z.regex(new RegExp(`^\\d{${OTP_DIGITS}}$`), MSG.otpInvalidFormat)),
});

// ---------- Sign-in, passwords, settings ----------

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: MSG.passwordRequired })
    .check(z.minLength(1, MSG.passwordRequired), z.minLength(SIGNUP_PASSWORD_MIN, MSG.loginPasswordMin), z.maxLength(128, MSG.fieldTooLong)),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({
  email: emailField(MSG.emailInvalidForgot),
});

/** The reset form (both fields); the API takes `newPassword` and checks the same rules. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: resetPasswordRuleSchema,
    confirmPassword: z.string({ error: MSG.confirmPassword }).check(z.minLength(1, MSG.confirmPassword)),
  })
  .check(z.refine((value) => value.newPassword === value.confirmPassword, { path: ['confirmPassword'], message: MSG.passwordsMustMatch }));
export const resetPasswordBodySchema = z.object({
  newPassword: resetPasswordRuleSchema,
  confirmPassword: z.optional(z.string()),
});
export const resetTokenParamsSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

/** The token of a mailed sign-in link (sent in the body, so it never lands in access logs). */
export const signInWithLinkSchema = z.object({
  token: z.string({ error: MSG.signInLinkInvalid }).check(z.minLength(1, MSG.signInLinkInvalid), z.maxLength(200, MSG.signInLinkInvalid)),
});

/** The token of the link mailed to the address a sign-in email replaced (in the body, never in access logs). */
export const undoEmailChangeSchema = z.object({
  token: z.string({ error: MSG.emailChangeLinkInvalid }).check(z.minLength(1, MSG.emailChangeLinkInvalid), z.maxLength(200, MSG.emailChangeLinkInvalid)),
});

export const changePasswordFormSchema = z
  .object({
    password: z.string({ error: MSG.currentPasswordRequired }).check(z.minLength(1, MSG.currentPasswordRequired), z.maxLength(128, MSG.fieldTooLong)),
    newPassword: signupPasswordSchema,
    confirmNewPassword: z.string({ error: MSG.confirmNewPassword }).check(z.minLength(1, MSG.confirmNewPassword)),
  })
  .check(z.refine((value) => value.newPassword === value.confirmNewPassword, { path: ['confirmNewPassword'], message: MSG.passwordsMustMatch }));
export const updatePasswordBodySchema = z.object({
  password: z.string({ error: MSG.currentPasswordRequired }).check(z.minLength(1, MSG.currentPasswordRequired), z.maxLength(128, MSG.fieldTooLong)),
  newPassword: signupPasswordSchema,
  confirmNewPassword: z.optional(z.string()),
});

/** Settings → Account. */
export const accountSettingsSchema = z.object({
  firstName: z
    .string({ error: MSG.settingsFirstNameRequired })
    .check(z.trim(), z.minLength(1, MSG.settingsFirstNameRequired), z.maxLength(50, MSG.fieldTooLong), z.regex(NAME_RE, MSG.minCharsBeforeSpace)),
  lastName: z.optional(
    z.string().check(z.trim(), z.maxLength(50, MSG.fieldTooLong), z.refine((v) => v === '' || NAME_RE.test(v), MSG.minCharsBeforeSpace)),
  ),
  email: emailSchema,
  bio: z.optional(z.string().check(z.trim(), z.maxLength(500, MSG.bioTooLong))),
  /** Who manages the account (issue 41): absent, unchanged. */
  accountHolder: z.optional(z.enum(ACCOUNT_HOLDER_RELATIONS, { error: MSG.accountHolderInvalid })),
  accountHolderName: z.optional(accountHolderNameRule),
}).check(z.superRefine((value, ctx) => {
  if (value.accountHolder !== undefined && value.accountHolder !== 'self' && !value.accountHolderName) {
    ctx.addIssue({ code: 'custom', path: ['accountHolderName'], message: MSG.accountHolderNameRequired });
  }
}));
export type AccountSettingsInput = z.input<typeof accountSettingsSchema>;

/** PUT /api/update-user with `{language}` alone: the header's switch and Settings → Account (issue 43). */
export const languageUpdateSchema = z.strictObject({
  language: z.enum(LANGUAGES, { error: MSG.invalidLanguage }),
});
export type LanguageUpdateInput = z.input<typeof languageUpdateSchema>;

/** Why a member leaves (all optional, Settings → Delete account): kept for the team, never shown to anyone else. */
export const DEPARTURE_REASONS = {
  matchHere: 'We found a match on Sakinah',
  matchElsewhere: 'We found a match elsewhere',
  fewMatches: 'Not enough suitable matches',
  privacy: 'Privacy concerns',
  price: 'Too expensive',
  break: 'Taking a break',
  other: 'Another reason',
} as const;
export type DepartureReason = keyof typeof DEPARTURE_REASONS;
export const DEPARTURE_NOTE_MAX = 500;

/** DELETE /api/delete-user: the body is optional (the spec's call sends none); read as `{}` when absent. */
export const deleteAccountSchema = z.object({
  reasons: z.optional(
    z
      .array(z.enum(Object.keys(DEPARTURE_REASONS) as [DepartureReason, ...DepartureReason[]], { error: MSG.invalidDepartureReason }))
      .check(z.maxLength(Object.keys(DEPARTURE_REASONS).length, MSG.invalidDepartureReason)),
  ),
  note: z.optional(z.string({ error: MSG.departureNoteTooLong }).check(z.maxLength(DEPARTURE_NOTE_MAX, MSG.departureNoteTooLong))),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
