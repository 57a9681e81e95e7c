import { MSG, OTP_DIGITS, OTP_MAX_WRONG_TRIES, OTP_RESEND_SECONDS, OTP_TTL_MINUTES, ROUTES, type Language } from '@sakinah/contract';
import { translate } from '@sakinah/contract/translate';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { secondsUntil, secondsUntilWindowFrees } from '../../lib/retry-after';
import { hashToken, randomDigits, safeEqual } from '../../lib/tokens';
import { accountsOfVerifiedPhone } from './phone-sign-in.repo';
import { MAX_PROFILES_PER_NUMBER } from './shared-number';
import { lockKey, withKeyLock } from '../../db/locks';
import {
  claimGuess, consumeChallenge, countSince, deleteChallenge, findVerifiedChallenge, insertChallenge, latestChallenge, markVerified,
} from './otp.repo';

/** Sends per number and per address in an hour. */
export const OTP_SENDS_PER_PHONE_PER_HOUR = 5;
export const OTP_SENDS_PER_IP_PER_HOUR = 20;
/** How long a verified number may be used to finish signing up. */
export const VERIFIED_PHONE_VALID_MS = 30 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;

/** A code is bound to its number so a code for one number never verifies another. */
const codeHash = (phone: string, code: string) => hashToken(`${phone}:${code}`);

/**
 * Sends a sign-up code. The answer, and the work behind it, are the same whether or not a member holds the number
 * (security finding D13): a stranger must not learn who is a member by asking for codes. A number members proved
 * gets a code while it has room for another of the family's profiles (shared-number.ts: a father signing up a second
 * daughter); a full one gets, in place of a code, a note that it already has accounts (one message, like a code,
 * counted and limited the same way), and its challenge holds a code nobody was sent. One only typed into a profile
 * gets a code: its owner may prove it and sign up (it is then taken off that profile).
 */
export async function sendOtp(ctx: AppContext, phone: string, ip: string, language: Language = 'en'): Promise<{ resendInSeconds: number }> {
  const onNumber = (await accountsOfVerifiedPhone(ctx.db, phone)).length;
  const code = randomDigits(OTP_DIGITS);
  const signInUrl = `${ctx.config.PUBLIC_URL}${ROUTES.login}`;
  // In the language of the page that asked (its cookie or Accept-Language): she has no record yet.
  const text =
    onNumber >= MAX_PROFILES_PER_NUMBER
      ? translate(language, 'otpAlreadyMemberText', { url: signInUrl })
      : onNumber > 0
        ? translate(language, 'otpFamilyCodeText', { code, minutes: OTP_TTL_MINUTES, url: signInUrl })
        : translate(language, 'otpCodeText', { code, minutes: OTP_TTL_MINUTES });
  return sendChallenge(ctx, phone, ip, codeHash(phone, code), text);
}

/**
 * Records a challenge and sends its message: the limits of every code (one a minute per number, OTP_SENDS_PER_PHONE_PER_HOUR
 * per number and OTP_SENDS_PER_IP_PER_HOUR per address) are shared by sign-up and sign-in codes (issue 41).
 */
export async function sendChallenge(ctx: AppContext, phone: string, ip: string, hash: string, message: string): Promise<{ resendInSeconds: number }> {
  const now = ctx.now();
  // Counting the sends and recording this one is one locked step per number and per address:
  // parallel requests cannot all pass the count (each send costs money).
  const challengeId = await withKeyLock(ctx.db, `otp-send:phone:${phone}`, async (tx) => {
    await lockKey(tx, `otp-send:ip:${ip}`);
    const latest = await latestChallenge(tx, phone);
    if (latest && now.getTime() - latest.createdAt.getTime() < OTP_RESEND_SECONDS * 1000) {
      throw new AppError('RATE_LIMITED', MSG.otpWait, secondsUntil(latest.createdAt.getTime() + OTP_RESEND_SECONDS * 1000, now));
    }
    const since = new Date(now.getTime() - HOUR_MS);
    const toNumber = await countSince(tx, { phone }, since);
    if (toNumber.count >= OTP_SENDS_PER_PHONE_PER_HOUR) {
      throw new AppError('RATE_LIMITED', MSG.otpTooManySends, secondsUntilWindowFrees(toNumber.oldestAt, HOUR_MS, now));
    }
    const perIp = OTP_SENDS_PER_IP_PER_HOUR * (ctx.config.RELAX_RATE_LIMITS ? 100 : 1);
    const fromAddress = await countSince(tx, { ip }, since);
    if (fromAddress.count >= perIp) {
      throw new AppError('RATE_LIMITED', MSG.rateLimited, secondsUntilWindowFrees(fromAddress.oldestAt, HOUR_MS, now));
    }
    return insertChallenge(tx, {
      phone,
      codeHash: hash,
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60 * 1000),
    });
  });
  try {
    await ctx.otp.sendCode(phone, message);
  } catch {
    // Undelivered: forget it, so the member may try again at once.
    await deleteChallenge(ctx.db, challengeId);
    throw new AppError('PROVIDER_FAILED', MSG.otpSendFailed);
  }
  return { resendInSeconds: OTP_RESEND_SECONDS };
}

/**
 * Uses the number's latest code for a purpose whose hash is `expected` (a sign-in, accepting a guardian invitation):
 * each guess counted before it is compared, a right one used up once. Throws the answers every code gives.
 */
export async function spendCode(ctx: AppContext, phone: string, expected: (code: string) => string, code: string): Promise<void> {
  const now = ctx.now();
  const challenge = await latestChallenge(ctx.db, phone);
  if (!challenge) throw new AppError('BAD_REQUEST', MSG.otpInvalid);
  if (challenge.expiresAt <= now) throw new AppError('BAD_REQUEST', MSG.otpExpired);
  const guesses = await claimGuess(ctx.db, challenge.id, OTP_MAX_WRONG_TRIES);
  if (guesses === null) throw new AppError('BAD_REQUEST', MSG.otpTooManyTries);
  if (!safeEqual(challenge.codeHash, expected(code))) {
    throw new AppError('BAD_REQUEST', guesses >= OTP_MAX_WRONG_TRIES ? MSG.otpTooManyTries : MSG.otpTriesLeft(OTP_MAX_WRONG_TRIES - guesses));
  }
  if (!(await consumeChallenge(ctx.db, challenge.id, now))) throw new AppError('BAD_REQUEST', MSG.otpInvalid);
}

export async function verifyOtp(ctx: AppContext, phone: string, code: string): Promise<void> {
  const now = ctx.now();
  const challenge = await latestChallenge(ctx.db, phone);
  if (!challenge) throw new AppError('BAD_REQUEST', MSG.otpInvalid);
  if (challenge.verifiedAt) return;
  if (challenge.expiresAt <= now) throw new AppError('BAD_REQUEST', MSG.otpExpired);
  // Count the guess before comparing: the limit holds however many guesses arrive at once.
  const guesses = await claimGuess(ctx.db, challenge.id, OTP_MAX_WRONG_TRIES);
  if (guesses === null) {
    // A double click whose twin carried the right code finds the challenge verified.
    if ((await latestChallenge(ctx.db, phone))?.verifiedAt) return;
    throw new AppError('BAD_REQUEST', MSG.otpTooManyTries);
  }
  if (!safeEqual(challenge.codeHash, codeHash(phone, code))) {
    throw new AppError('BAD_REQUEST', guesses >= OTP_MAX_WRONG_TRIES ? MSG.otpTooManyTries : MSG.otpTriesLeft(OTP_MAX_WRONG_TRIES - guesses));
  }
  await markVerified(ctx.db, challenge.id, now);
}

/** Uses up this server's proof that the number was verified; false when there is none. */
export async function consumeVerifiedPhone(ctx: AppContext, phone: string): Promise<boolean> {
  const now = ctx.now();
  const challenge = await findVerifiedChallenge(ctx.db, phone, new Date(now.getTime() - VERIFIED_PHONE_VALID_MS));
  if (!challenge) return false;
  return consumeChallenge(ctx.db, challenge.id, now);
}

export async function hasVerifiedPhone(ctx: AppContext, phone: string): Promise<boolean> {
  const now = ctx.now();
  return Boolean(await findVerifiedChallenge(ctx.db, phone, new Date(now.getTime() - VERIFIED_PHONE_VALID_MS)));
}
