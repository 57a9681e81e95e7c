import { z } from 'zod/mini';
import { OTP_DIGITS } from '../constants';
import { MSG } from '../messages';
import { phoneNumberSchema, resetPasswordRuleSchema } from './auth';

/** Phone sign-in (issue 41): a code by WhatsApp and SMS to the member's verified number. */
export const PHONE_SIGN_IN_MSG = {
  codeSent: 'If this number belongs to a member, a sign-in code is on its way by WhatsApp and SMS.',
  signedIn: 'Signed in with your mobile number',
  noAccount: 'This code does not sign in to any account. Check the number, or sign in with your email.',
  passwordReset: 'Your password is changed. You are signed in.',
  codeMessage: (code: string, brand: string, minutes: number) =>
    `${code} is your ${brand} sign-in code. It expires in ${minutes} minutes. Never share it with anyone, not even with us.`,
  tabEmail: 'Email',
  tabPhone: 'Mobile number',
  chooseWay: 'How would you like to sign in?',
  phoneLabel: 'Mobile number (WhatsApp)',
  sendCode: 'Send code',
  codeLabel: 'Code',
  signIn: 'Sign in',
  newPasswordLabel: 'New password (optional)',
  noAccountMessage: (brand: string, url: string) =>
    `Someone asked to sign in to ${brand} with this number, but no account uses it. Sign up at ${url}. If you did not ask, ignore this message.`,
} as const;

const codeSchema = z.string({ error: MSG.otpInvalidFormat }).check(z.trim(), z.regex(new RegExp(`^\\d{${OTP_DIGITS}}$`), MSG.otpInvalidFormat));

export const sendLoginCodeSchema = z.object({ phoneNumber: phoneNumberSchema });
export const loginWithCodeSchema = z.object({ phoneNumber: phoneNumberSchema, code: codeSchema });
export const resetPasswordWithCodeSchema = z.object({
  phoneNumber: phoneNumberSchema,
  code: codeSchema,
  newPassword: resetPasswordRuleSchema,
});
