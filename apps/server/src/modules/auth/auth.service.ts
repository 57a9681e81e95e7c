import { BRAND_NAME, MSG, ROUTES, type SignupData } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import { variantKey } from '../photos/image-pipeline';
import { scrubMember } from '../account/account-deletion.repo';
import {
  findLiveUserByEmail, findLiveUserById, insertMember, isEmailTaken, isPhoneTaken, uniqueViolation, updateUserFields,
  type MemberRow,
} from '../account/users.repo';
import { consumeVerifiedPhone, hasVerifiedPhone } from './otp.service';
import { countRecentResetTokens, expireResetTokensOf, insertResetToken, useResetToken } from './password-reset.repo';
import { endAllSessions } from './sessions.service';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const LOGIN_FAILURES_PER_EMAIL = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const RESETS_PER_EMAIL_PER_HOUR = 3;

/** A hash that no password matches, so a failed lookup costs as much time as a real check. */
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => (decoyHash ??= hashPassword(randomToken(24)));

export async function signup(ctx: AppContext, data: SignupData): Promise<string> {
  if (await isEmailTaken(ctx.db, data.email)) throw new AppError('CONFLICT', MSG.emailTaken);
  if (await isPhoneTaken(ctx.db, data.contactNo)) throw new AppError('CONFLICT', MSG.phoneTaken);
  // The client's phoneVerified proves nothing: this server must have verified the number.
  if (!(await hasVerifiedPhone(ctx, data.contactNo))) throw new AppError('BAD_REQUEST', MSG.phoneNotVerified);
  const passwordHash = await hashPassword(data.password);
  if (!(await consumeVerifiedPhone(ctx, data.contactNo))) throw new AppError('BAD_REQUEST', MSG.phoneNotVerified);
  const now = ctx.now();
  try {
    return await insertMember(ctx.db, {
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
      status: 'Pending',
      paymentStatus: 'unpaid',
      createdAt: now,
      updatedAt: now,
      lastActiveAt: now,
    });
  } catch (error) {
    // Two sign-ups racing for the same email or number: the unique index decides.
    const which = uniqueViolation(error);
    if (which === 'email') throw new AppError('CONFLICT', MSG.emailTaken);
    if (which === 'phone') throw new AppError('CONFLICT', MSG.phoneTaken);
    throw error;
  }
}

export async function login(
  ctx: AppContext,
  limiter: AttemptLimiter,
  email: string,
  password: string,
): Promise<MemberRow> {
  const key = `login:${email}`;
  if ((await limiter.peek(key)) >= LOGIN_FAILURES_PER_EMAIL) throw new AppError('RATE_LIMITED', MSG.tooManyLogins);
  const member = await findLiveUserByEmail(ctx.db, email);
  const ok = member ? await verifyPassword(member.passwordHash, password) : await verifyPassword(await getDecoyHash(), password);
  if (!member || !ok) {
    await limiter.hit(key, LOGIN_WINDOW_MS);
    throw new AppError('UNAUTHENTICATED', MSG.invalidCredentials);
  }
  if (member.status === 'Suspended') throw new AppError('FORBIDDEN', MSG.accountSuspended);
  await limiter.reset(key);
  await updateUserFields(ctx.db, member.id, { lastActiveAt: ctx.now() });
  return member;
}

export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const member = await findLiveUserByEmail(ctx.db, email);
  // The spec asks for 'Email not found' (404); the endpoint is rate-limited against probing.
  if (!member) throw new AppError('NOT_FOUND', MSG.emailNotFound);
  const now = ctx.now();
  if ((await countRecentResetTokens(ctx.db, member.id, new Date(now.getTime() - 60 * 60 * 1000))) >= RESETS_PER_EMAIL_PER_HOUR) {
    throw new AppError('RATE_LIMITED', MSG.tooManyResets);
  }
  const token = randomToken(32);
  await insertResetToken(ctx.db, { userId: member.id, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) });
  const link = `${ctx.config.PUBLIC_URL.replace(/\/+$/, '')}${ROUTES.resetPassword.replace(':token', token)}`;
  await ctx.mail.send({
    to: member.email,
    subject: `Reset your ${BRAND_NAME} password`,
    text: [
      `Assalamu alaikum ${member.firstName},`,
      '',
      `We received a request to reset the password of your ${BRAND_NAME} account. Open this link to choose a new one:`,
      '',
      link,
      '',
      'The link works once and expires in 1 hour. If you did not ask for this, you can ignore this email: your password stays the same.',
      '',
      `The ${BRAND_NAME} team`,
    ].join('\n'),
  });
}

export async function resetPassword(ctx: AppContext, token: string, newPassword: string): Promise<void> {
  const now = ctx.now();
  const userId = await useResetToken(ctx.db, hashToken(token), now);
  if (!userId || !(await findLiveUserById(ctx.db, userId))) throw new AppError('BAD_REQUEST', MSG.resetLinkInvalid);
  await updateUserFields(ctx.db, userId, { passwordHash: await hashPassword(newPassword) });
  await expireResetTokensOf(ctx.db, userId, now);
  await endAllSessions(ctx, userId);
}

export async function changePassword(
  ctx: AppContext,
  member: MemberRow,
  sessionId: string,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  if (!(await verifyPassword(member.passwordHash, currentPassword))) throw new AppError('BAD_REQUEST', MSG.currentPasswordWrong);
  if (currentPassword === newPassword) throw new AppError('BAD_REQUEST', MSG.samePassword);
  await updateUserFields(ctx.db, member.id, { passwordHash: await hashPassword(newPassword) });
  await expireResetTokensOf(ctx.db, member.id, ctx.now());
  // Other devices are signed out; this one stays signed in.
  await endAllSessions(ctx, member.id, sessionId);
}

export async function deleteAccount(ctx: AppContext, member: MemberRow): Promise<void> {
  const photoKeys = await scrubMember(ctx.db, member.id, ctx.now(), await getDecoyHash());
  for (const key of photoKeys) {
    for (const variant of ['small', 'large', 'blur'] as const) {
      await ctx.storage.delete(variantKey(key, variant)).catch(() => undefined);
    }
  }
}
