import { z } from 'zod/mini';
import { OTP_DIGITS } from '../constants';
import { MSG } from '../messages';
import { FAMILY_TEXT } from '../i18n/texts/family';
import { phoneNumberSchema, resetPasswordRuleSchema } from './auth';
import { selfUpdatedResponseSchema } from './responses';

/** Phone sign-in (issue 41): a code by WhatsApp and SMS to the member's verified number. */
export const PHONE_SIGN_IN_MSG = {
  codeSent: MSG.loginCodeSent,
  signedIn: MSG.signedInWithPhone,
  noAccount: MSG.phoneCodeNoAccount,
  passwordReset: MSG.passwordResetByCode,
  chooseProfile: MSG.chooseProfile,
  // The code's message and the note to a number without an account: MSG.signInCodeText, MSG.signInNoAccountText.
  // The web's labels: their English is in i18n/texts/family.ts (translated there); named here for the browser tests.
  tabEmail: FAMILY_TEXT['phoneSignIn.tabEmail'],
  tabPhone: FAMILY_TEXT['phoneSignIn.tabPhone'],
  chooseWay: FAMILY_TEXT['phoneSignIn.chooseWay'],
  phoneLabel: FAMILY_TEXT['phoneSignIn.phoneLabel'],
  sendCode: FAMILY_TEXT['phoneSignIn.sendCode'],
  codeLabel: FAMILY_TEXT['phoneSignIn.codeLabel'],
  signIn: FAMILY_TEXT['phoneSignIn.signIn'],
} as const;

const codeSchema = z.string({ error: MSG.otpInvalidFormat }).check(z.trim(), z.regex(new RegExp(`^\\d{${OTP_DIGITS}}$`), MSG.otpInvalidFormat));

export const sendLoginCodeSchema = z.object({ phoneNumber: phoneNumberSchema });
export const loginWithCodeSchema = z.object({ phoneNumber: phoneNumberSchema, code: codeSchema });
export const resetPasswordWithCodeSchema = z.object({
  phoneNumber: phoneNumberSchema,
  code: codeSchema,
  newPassword: resetPasswordRuleSchema,
});

/** How long a profile chooser's token may be used: long enough to pick a name, short enough not to be kept. */
export const PROFILE_CHOICE_TTL_SECONDS = 5 * 60;

/**
 * The answer to a right code for a number several live accounts share (issue 41, item 5): their first names, profile
 * ids and whether each is a member's profile or a guardian's account only, and a short-lived token signed by the server that `POST /api/login-with-code/choose` accepts.
 */
export const profileChooserResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  choice: z.object({
    token: z.string(),
    // `kind` tells a ward's profile from the guardian account a father holds on the same number.
    profiles: z.array(z.object({ id: z.string(), firstName: z.string(), kind: z.enum(['member', 'guardian']) })),
  }),
});
export type ProfileChooserResponse = z.infer<typeof profileChooserResponseSchema>;

/** A right code signs in (one account on the number) or answers the chooser (several). */
export const loginWithCodeResponseSchema = z.union([selfUpdatedResponseSchema, profileChooserResponseSchema]);
export type LoginWithCodeResponse = z.infer<typeof loginWithCodeResponseSchema>;

/** The profile chosen: the chooser's token and one of its ids; a new password too when the code was for a reset. */
export const chooseProfileSchema = z.object({
  token: z.string({ error: MSG.profileChoiceExpired }).check(z.minLength(1, MSG.profileChoiceExpired), z.maxLength(2000, MSG.profileChoiceExpired)),
  userId: z.uuid({ error: MSG.profileChoiceUnknown }),
  newPassword: z.optional(resetPasswordRuleSchema),
});
