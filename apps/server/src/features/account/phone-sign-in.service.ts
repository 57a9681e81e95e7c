import { BRAND_NAME, MSG, OTP_DIGITS, OTP_MAX_WRONG_TRIES, OTP_TTL_MINUTES, PHONE_SIGN_IN_MSG, ROUTES } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { hashPassword } from '../../lib/passwords';
import { hashToken, randomDigits, safeEqual } from '../../lib/tokens';
import { findLiveUserById, updateUserFields } from '../../core/member/users.repo';
import { endAllSessions } from '../../core/member/sessions.service';
import type { MemberRow } from '../../db/member-row';
import { claimGuess, consumeChallenge, latestChallenge } from './otp.repo';
import { sendChallenge } from './otp.service';
import { accountIdsOfVerifiedPhone } from './phone-sign-in.repo';
import { expireResetTokensOf } from './password-reset.repo';
import { expireSignInLinksOf } from './sign-in-links.repo';

/** A sign-in code is bound to its number and its purpose: a sign-up code never signs in, nor the other way. */
const signInHash = (phone: string, code: string) => hashToken(`sign-in:${phone}:${code}`);

/**
 * Sends a sign-in code (POST /api/send-login-code). The same work and the same answer for any number (issue 41: nothing
 * reveals who is a member): a challenge is recorded and one message sent either way, the code to a member's verified
 * number, a note to any other; the limits are those of every code (otp.service.ts), per number and per address.
 */
export async function sendLoginCode(ctx: AppContext, phone: string, ip: string): Promise<{ resendInSeconds: number }> {
  const known = (await accountIdsOfVerifiedPhone(ctx.db, phone)).length > 0;
  const code = randomDigits(OTP_DIGITS);
  return sendChallenge(ctx, phone, ip, signInHash(phone, code),
    known ? PHONE_SIGN_IN_MSG.codeMessage(code, BRAND_NAME, OTP_TTL_MINUTES) : PHONE_SIGN_IN_MSG.noAccountMessage(BRAND_NAME, `${ctx.config.PUBLIC_URL}${ROUTES.signup}`));
}

/** Uses the number's latest sign-in code: each guess counted before it is compared, a right one used up once. */
async function useCode(ctx: AppContext, phone: string, code: string): Promise<MemberRow> {
  const now = ctx.now();
  const challenge = await latestChallenge(ctx.db, phone);
  if (!challenge) throw new AppError('BAD_REQUEST', MSG.otpInvalid);
  if (challenge.expiresAt <= now) throw new AppError('BAD_REQUEST', MSG.otpExpired);
  const guesses = await claimGuess(ctx.db, challenge.id, OTP_MAX_WRONG_TRIES);
  if (guesses === null) throw new AppError('BAD_REQUEST', MSG.otpTooManyTries);
  if (!safeEqual(challenge.codeHash, signInHash(phone, code))) {
    throw new AppError('BAD_REQUEST', guesses >= OTP_MAX_WRONG_TRIES ? MSG.otpTooManyTries : MSG.otpTriesLeft(OTP_MAX_WRONG_TRIES - guesses));
  }
  if (!(await consumeChallenge(ctx.db, challenge.id, now))) throw new AppError('BAD_REQUEST', MSG.otpInvalid);
  const [id] = await accountIdsOfVerifiedPhone(ctx.db, phone);
  const member = id ? await findLiveUserById(ctx.db, id) : undefined;
  if (!member) throw new AppError('UNAUTHENTICATED', PHONE_SIGN_IN_MSG.noAccount);
  if (member.status === 'Suspended') throw new AppError('FORBIDDEN', MSG.accountSuspended);
  return member;
}

/** POST /api/login-with-code: the member the code names, to be signed in like POST /api/login. */
export async function loginWithCode(ctx: AppContext, phone: string, code: string): Promise<MemberRow> {
  const member = await useCode(ctx, phone, code);
  await updateUserFields(ctx.db, member.id, { lastActiveAt: ctx.now() });
  return member;
}

/** POST /api/reset-password-with-code: a new password with a sign-in code; every other session and link ends. */
export async function resetPasswordWithCode(ctx: AppContext, phone: string, code: string, newPassword: string): Promise<MemberRow> {
  const member = await useCode(ctx, phone, code);
  const now = ctx.now();
  await updateUserFields(ctx.db, member.id, { passwordHash: await hashPassword(newPassword), lastActiveAt: now });
  await expireResetTokensOf(ctx.db, member.id, now);
  await expireSignInLinksOf(ctx.db, member.id, now);
  await endAllSessions(ctx, member.id);
  return member;
}
