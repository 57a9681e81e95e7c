import { MSG, ROUTES, type SignupData } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError, fieldRefusal } from '../../errors';
import { composeMail, mailLanguage, sendNotice } from '../../core/member/notice-mail';
import { currentTrace } from '../../lib/trace-context';
import { countSignupEmailCheck } from '../../core/member/address-checks';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { getDecoyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { withKeyLock } from '../../db/locks';
import { hashToken, randomToken } from '../../lib/tokens';
import { findLiveUserByEmail, findLiveUserById, insertMember, isEmailTaken, releaseUnverifiedPhone, uniqueViolation, updateUserFields } from '../../core/member/users.repo';
import { consumeVerifiedPhone, hasVerifiedPhone } from './otp.service';
import { accountsOfVerifiedPhone } from './phone-sign-in.repo';
import { sharedNumberRefusal } from './shared-number';
import { countRecentResetTokens, expireResetTokensOf, insertResetToken, useResetToken } from './password-reset.repo';
import { endAllSessions } from '../../core/member/sessions.service';
import { expireSignInLinksOf, insertSignInLink, useSignInLink } from './sign-in-links.repo';
import type { MemberRow } from '../../db/member-row';
import { greetingName } from '../../core/member/account-holder.presenter';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Wrong passwords for one account from one address before that address is stopped. */
export const LOGIN_FAILURES_PER_ADDRESS = 5;
/** Wrong passwords for one account from all addresses before password sign-in is locked. */
export const LOGIN_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LINK_TTL_MS = 30 * 60 * 1000;
export const RESETS_PER_EMAIL_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Creates the account. Whether the email is taken is told only after the number was proved here by a code, and
 * each such look is counted per number and per address (core/member/address-checks.ts), so testing addresses
 * costs a phone per handful.
 */
export async function signup(ctx: AppContext, data: SignupData, ip: string): Promise<string> {
  // The client's phoneVerified proves nothing: this server must have verified the number (a member's number gets
  // no code, so a stranger learns nothing here either).
  if (!(await hasVerifiedPhone(ctx, data.contactNo))) throw fieldRefusal('BAD_REQUEST', 'contactNo', MSG.phoneNotVerified);
  // A family may share its number (shared-number.ts); the number's own profile, and the room on it, are kept.
  const accountHolder = data.accountHolder ?? (data.profileFor === 'self' ? 'self' : null);
  const onNumber = await accountsOfVerifiedPhone(ctx.db, data.contactNo);
  const numberRefusal = sharedNumberRefusal(onNumber, accountHolder);
  if (numberRefusal) throw fieldRefusal('CONFLICT', 'contactNo', numberRefusal);
  await countSignupEmailCheck(ctx, data.contactNo, ip);
  if (await isEmailTaken(ctx.db, data.email)) throw fieldRefusal('CONFLICT', 'email', MSG.emailTaken);
  const passwordHash = await hashPassword(data.password);
  if (!(await consumeVerifiedPhone(ctx, data.contactNo))) throw fieldRefusal('BAD_REQUEST', 'contactNo', MSG.phoneNotVerified);
  const now = ctx.now();
  // She proved the number: a member who only typed it into her profile loses it (else anyone could squat a number).
  const released = await releaseUnverifiedPhone(ctx.db, data.contactNo, now);
  if (released) await tellPhoneReleased(ctx, released);
  let id: string;
  try {
    id = await insertMember(ctx.db, {
      firstName: data.firstName,
      middleName: data.middleName || null,
      lastName: data.lastName,
      email: data.email,
      contactNo: data.contactNo,
      phoneVerifiedAt: now,
      passwordHash,
      dob: data.dob,
      gender: data.gender,
      profileFor: data.profileFor,
      customRelation: data.profileFor === 'other' ? data.customRelation : null,
      // The spec's body has no account holder: a profile for oneself is her own; for another, not known.
      accountHolder,
      accountHolderName: data.accountHolder && data.accountHolder !== 'self' ? data.accountHolderName : null,
      language: data.language ?? 'en',
      status: 'Pending',
      paymentStatus: 'unpaid',
      createdAt: now,
      updatedAt: now,
      lastActiveAt: now,
    });
  } catch (error) {
    // Two sign-ups racing for the same email, or for the number's own profile: the unique indexes decide.
    const which = uniqueViolation(error);
    if (which === 'email') throw fieldRefusal('CONFLICT', 'email', MSG.emailTaken);
    if (which === 'phone') throw fieldRefusal('CONFLICT', 'contactNo', MSG.phoneOwnProfileTaken);
    throw error;
  }
  await tellNumberShared(ctx, onNumber.map((profile) => profile.id), data.firstName);
  return id;
}

/**
 * The profiles already on a number are told that another joined it (issue 41: "A new profile, Zainab, now shares your
 * number"), each in its own language, once per address; so a number taken over by a stranger does not go unnoticed.
 */
async function tellNumberShared(ctx: AppContext, profileIds: string[], newName: string): Promise<void> {
  const told = new Set<string>();
  for (const profileId of profileIds) {
    const profile = await findLiveUserById(ctx.db, profileId);
    if (!profile || told.has(profile.email.toLowerCase())) continue;
    told.add(profile.email.toLowerCase());
    await sendNotice(ctx, profile, MSG.sharedNumberSubject, [
      { key: 'sharedNumberMailLine', values: { name: newName } },
      '',
      { key: 'sharedNumberMailNotYou' },
      `${ctx.config.PUBLIC_URL}${ROUTES.contact}`,
    ]);
  }
}

/** The member whose unproven number was taken off her profile is told why, and what to do. */
function tellPhoneReleased(ctx: AppContext, member: Parameters<typeof sendNotice>[1]): Promise<void> {
  return sendNotice(ctx, member, MSG.phoneReleasedSubject, [
    { key: 'phoneReleasedMailBody' },
    '',
    { key: 'phoneReleasedMailAddOwn' },
    `${ctx.config.PUBLIC_URL}${ROUTES.profile}`,
  ]);
}

/**
 * Wrong passwords from one address, whatever the accounts, before that address is stopped for a while. Only
 * failures count (OWASP): a carrier's NAT, an office or a family shares one address in India, and its members'
 * good sign-ins never use this budget up. It is generous for the same reason: a hundred people mistyping.
 */
export const LOGIN_FAILURES_PER_NETWORK = 100;

const loginKeys = (email: string, ip: string) => ({
  pair: `login:pair:${email.toLowerCase()}:${ip}`,
  account: `login:acct:${email.toLowerCase()}`,
  network: `login:addr:${ip}`,
  mailed: `login:mailed:${email.toLowerCase()}`,
});

/**
 * Password sign-in. Brute force is stopped without handing attackers a lock-out button
 * (docs/decisions.md), and only failures count: each attempt is counted before the password is
 * checked (one atomic increment, so parallel guesses cannot all slip under the limit) and a good
 * password takes its count back. An address that guesses wrong 5 times is stopped for that account,
 * 10 wrong guesses from anywhere lock password sign-in for 15 minutes, and 100 wrong guesses from
 * one address for any accounts stop that address. When an account's lock engages the owner is
 * mailed a single-use sign-in link that lets her in at once and lifts the lock, so a stranger's
 * guesses never keep her out. Refusals say only what is true: the link is mentioned only as "if an
 * account uses this address" (so they do not tell who is a member), never for an address's stop.
 */
export async function login(
  ctx: AppContext,
  limiter: AttemptLimiter,
  email: string,
  password: string,
  ip: string,
): Promise<MemberRow> {
  const keys = loginKeys(email, ip);
  const networkLimit = LOGIN_FAILURES_PER_NETWORK * (ctx.config.RELAX_RATE_LIMITS ? 100 : 1);
  const [pair, account, network] = await Promise.all([
    limiter.hit(keys.pair, LOGIN_WINDOW_MS),
    limiter.hit(keys.account, LOGIN_WINDOW_MS),
    limiter.hit(keys.network, LOGIN_WINDOW_MS),
  ]);
  // Retry-After: when the lock that holds lifts (the later of the two when both do).
  const lockedFor = () =>
    Math.max(1, Math.ceil(Math.max(pair.count >= LOGIN_FAILURES_PER_ADDRESS ? pair.resetInMs : 0, account.count >= LOGIN_FAILURES_PER_ACCOUNT ? account.resetInMs : 0) / 1000));
  if (pair.count > LOGIN_FAILURES_PER_ADDRESS || account.count > LOGIN_FAILURES_PER_ACCOUNT) {
    await limiter.release(keys.network);
    throw new AppError('RATE_LIMITED', MSG.tooManyLogins, lockedFor());
  }
  if (network.count > networkLimit) {
    await Promise.all([limiter.release(keys.pair), limiter.release(keys.account)]);
    throw new AppError('RATE_LIMITED', MSG.tooManyLoginsFromNetwork, Math.max(1, Math.ceil(network.resetInMs / 1000)));
  }
  const member = await findLiveUserByEmail(ctx.db, email);
  const ok = await verifyPassword(member?.passwordHash ?? (await getDecoyHash()), password).catch(async (error: unknown) => {
    // The check could not run: no guess was made, so none is counted.
    await Promise.all([limiter.release(keys.pair), limiter.release(keys.account), limiter.release(keys.network)]);
    throw error;
  });
  if (!member || !ok) {
    const lockEngaged = pair.count === LOGIN_FAILURES_PER_ADDRESS || account.count === LOGIN_FAILURES_PER_ACCOUNT;
    if (lockEngaged && member && (await limiter.hit(keys.mailed, LOGIN_WINDOW_MS)).count === 1) {
      await mailSignInLink(ctx, member);
    }
    throw lockEngaged ? new AppError('RATE_LIMITED', MSG.tooManyLogins, lockedFor()) : new AppError('UNAUTHENTICATED', MSG.invalidCredentials);
  }
  // The right password: this attempt was no failure, so it leaves the address's budget as it was.
  await limiter.release(keys.network);
  if (member.status === 'Suspended') throw new AppError('FORBIDDEN', MSG.accountSuspended);
  await Promise.all([limiter.reset(keys.pair), limiter.reset(keys.account)]);
  await updateUserFields(ctx.db, member.id, { lastActiveAt: ctx.now() });
  return member;
}

async function mailSignInLink(ctx: AppContext, member: MemberRow): Promise<void> {
  const now = ctx.now();
  const token = randomToken(32);
  await insertSignInLink(ctx.db, { userId: member.id, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + SIGN_IN_LINK_TTL_MS) });
  const link = `${ctx.config.PUBLIC_URL}${ROUTES.signInLink.replace(':token', token)}`;
  await ctx.mail.send(
    composeMail(mailLanguage(member), {
      to: member.email,
      subject: MSG.signInLinkSubject,
      greetingName: greetingName(member),
      lines: [{ key: 'signInLinkMailIntro' }, '', { key: 'signInLinkMailUse' }, '', link, '', { key: 'signInLinkMailNotYou' }],
    }),
  );
}

/** Signs the owner in with a mailed link and lifts the sign-in lock of her account. */
export async function signInWithLink(ctx: AppContext, limiter: AttemptLimiter, token: string, ip: string): Promise<MemberRow> {
  const now = ctx.now();
  const userId = await useSignInLink(ctx.db, hashToken(token), now);
  const member = userId ? await findLiveUserById(ctx.db, userId) : undefined;
  if (!member) throw new AppError('BAD_REQUEST', MSG.signInLinkInvalid);
  if (member.status === 'Suspended') throw new AppError('FORBIDDEN', MSG.accountSuspended);
  await expireSignInLinksOf(ctx.db, member.id, now);
  const keys = loginKeys(member.email, ip);
  await Promise.all([limiter.reset(keys.pair), limiter.reset(keys.account), limiter.reset(keys.mailed)]);
  await updateUserFields(ctx.db, member.id, { lastActiveAt: now });
  return member;
}

/**
 * Forgot-password answers the same, in the same time, whether or not a member uses the address (security finding
 * D13; the spec's 404 'Email not found' told strangers who is a member, docs/decisions.md): the route answers at
 * once and the lookup, the per-account limit and the mail all run after the answer, in both branches. Over the
 * limit, or for an unknown address, nothing is mailed, silently.
 */
export function requestPasswordReset(ctx: AppContext, email: string): void {
  const log = currentTrace()?.log;
  void ctx.lifecycle.track(
    'password reset mail',
    mailResetLink(ctx, email).catch((error: unknown) => log?.error({ err: error }, 'password reset mail failed')),
  );
}

/** Mails a reset link when a member uses the address and her hourly limit allows; otherwise does nothing. */
export async function mailResetLink(ctx: AppContext, email: string): Promise<void> {
  const member = await findLiveUserByEmail(ctx.db, email);
  if (!member) return;
  const now = ctx.now();
  const token = randomToken(32);
  // Count and record in one locked step, so parallel requests cannot mail more than the limit.
  const recorded = await withKeyLock(ctx.db, `password-reset:${member.id}`, async (tx) => {
    const recent = await countRecentResetTokens(tx, member.id, new Date(now.getTime() - HOUR_MS));
    if (recent.count >= RESETS_PER_EMAIL_PER_HOUR) return false;
    await insertResetToken(tx, { userId: member.id, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) });
    return true;
  });
  if (!recorded) return;
  const link = `${ctx.config.PUBLIC_URL}${ROUTES.resetPassword.replace(':token', token)}`;
  await ctx.mail.send(
    composeMail(mailLanguage(member), {
      to: member.email,
      subject: { key: 'passwordResetSubject' },
      greetingName: greetingName(member),
      lines: [{ key: 'passwordResetMailIntro' }, '', link, '', { key: 'passwordResetMailExpiry' }],
    }),
  );
}

export async function resetPassword(ctx: AppContext, token: string, newPassword: string): Promise<void> {
  const now = ctx.now();
  const userId = await useResetToken(ctx.db, hashToken(token), now);
  if (!userId || !(await findLiveUserById(ctx.db, userId))) throw new AppError('BAD_REQUEST', MSG.resetLinkInvalid);
  await updateUserFields(ctx.db, userId, { passwordHash: await hashPassword(newPassword) });
  await expireResetTokensOf(ctx.db, userId, now);
  await expireSignInLinksOf(ctx.db, userId, now);
  await endAllSessions(ctx, userId);
}

export async function changePassword(
  ctx: AppContext,
  member: MemberRow,
  sessionId: string,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  if (!(await verifyPassword(member.passwordHash, currentPassword))) throw fieldRefusal('BAD_REQUEST', 'password', MSG.currentPasswordWrong);
  if (currentPassword === newPassword) throw fieldRefusal('BAD_REQUEST', 'newPassword', MSG.samePassword);
  await updateUserFields(ctx.db, member.id, { passwordHash: await hashPassword(newPassword) });
  await expireResetTokensOf(ctx.db, member.id, ctx.now());
  await expireSignInLinksOf(ctx.db, member.id, ctx.now());
  // Other devices are signed out; this one stays signed in.
  await endAllSessions(ctx, member.id, sessionId);
}
