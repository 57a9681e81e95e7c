import { createHmac } from 'node:crypto';
import { isLanguage, MSG, OTP_DIGITS, OTP_TTL_MINUTES, PHONE_SIGN_IN_MSG, PROFILE_CHOICE_TTL_SECONDS, ROUTES, type Language } from '@sakinah/contract';
import { translate } from '@sakinah/contract/translate';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { hashPassword } from '../../lib/passwords';
import { hashToken, randomDigits, safeEqual } from '../../lib/tokens';
import { findLiveUserById, updateUserFields } from '../../core/member/users.repo';
import { endAllSessions } from '../../core/member/sessions.service';
import type { MemberRow } from '../../db/member-row';
import { sendChallenge, spendCode } from './otp.service';
import { cachedServerKey } from '../../core/plans/trial-claims';
import { accountsOfVerifiedPhone } from './phone-sign-in.repo';
import { expireResetTokensOf } from './password-reset.repo';
import { expireSignInLinksOf } from './sign-in-links.repo';

/** A sign-in code is bound to its number and its purpose: a sign-up code never signs in, nor the other way. */
const signInHash = (phone: string, code: string) => hashToken(`sign-in:${phone}:${code}`);

/**
 * Sends a sign-in code (POST /api/send-login-code). The same work and the same answer for any number (issue 41: nothing
 * reveals who is a member): a challenge is recorded and one message sent either way, the code to a member's verified
 * number, a note to any other; the limits are those of every code (otp.service.ts), per number and per address.
 */
export async function sendLoginCode(ctx: AppContext, phone: string, ip: string, visitorLanguage: Language = 'en'): Promise<{ resendInSeconds: number }> {
  const accounts = await accountsOfVerifiedPhone(ctx.db, phone, { guardians: true });
  const code = randomDigits(OTP_DIGITS);
  // The code goes to a member: in her record's language (the first profile of a family's number); the note to a
  // number without an account in the language of the page that asked.
  const own = accounts[0]?.language;
  const text = accounts.length > 0
    ? translate(isLanguage(own) ? own : visitorLanguage, 'signInCodeText', { code, minutes: OTP_TTL_MINUTES })
    : translate(visitorLanguage, 'signInNoAccountText', { url: `${ctx.config.PUBLIC_URL}${ROUTES.signup}` });
  return sendChallenge(ctx, phone, ip, signInHash(phone, code), text);
}

/** One profile on the number to sign in to, or the profiles to choose from with the token that lets her choose. */
export type CodeOutcome = { member: MemberRow } | { choice: { token: string; profiles: Array<{ id: string; firstName: string; kind: 'member' | 'guardian' }> } };

/**
 * Uses the number's latest sign-in code: each guess counted before it is compared, a right one used up once. Only
 * then is anything told of the accounts: the one the number holds, or, when a family shares it, a chooser. A guardian
 * account that proved the number (issue 41, item 6) is among them.
 */
async function useCode(ctx: AppContext, phone: string, code: string): Promise<CodeOutcome> {
  await spendCode(ctx, phone, (guess) => signInHash(phone, guess), code);
  const accounts = await accountsOfVerifiedPhone(ctx.db, phone, { guardians: true });
  if (accounts.length > 1) {
    const profiles = accounts.map(({ id, firstName, role }) => ({ id, firstName, kind: role === 'guardian' ? ('guardian' as const) : ('member' as const) }));
    return { choice: { token: await signChoice(ctx, phone, profiles.map((p) => p.id)), profiles } };
  }
  return { member: await signableMember(ctx, accounts[0]?.id, phone) };
}

/** The live member `id` if she still holds the verified number and may sign in. */
async function signableMember(ctx: AppContext, id: string | undefined, phone: string): Promise<MemberRow> {
  const member = id ? await findLiveUserById(ctx.db, id) : undefined;
  if (!member || member.contactNo !== phone || !member.phoneVerifiedAt) throw new AppError('UNAUTHENTICATED', PHONE_SIGN_IN_MSG.noAccount);
  if (member.status === 'Suspended') throw new AppError('FORBIDDEN', MSG.accountSuspended);
  return member;
}

/** POST /api/login-with-code: the member the code names, to be signed in like POST /api/login, or the chooser. */
export async function loginWithCode(ctx: AppContext, phone: string, code: string): Promise<CodeOutcome> {
  const outcome = await useCode(ctx, phone, code);
  if ('member' in outcome) await updateUserFields(ctx.db, outcome.member.id, { lastActiveAt: ctx.now() });
  return outcome;
}

/**
 * POST /api/reset-password-with-code: a new password with a sign-in code; every other session and link ends. On a
 * shared number the chooser answers instead, and the password is set for the profile chosen (chooseProfile).
 */
export async function resetPasswordWithCode(ctx: AppContext, phone: string, code: string, newPassword: string): Promise<CodeOutcome> {
  const outcome = await useCode(ctx, phone, code);
  if ('member' in outcome) await setNewPassword(ctx, outcome.member, newPassword);
  return outcome;
}

async function setNewPassword(ctx: AppContext, member: MemberRow, newPassword: string): Promise<void> {
  const now = ctx.now();
  await updateUserFields(ctx.db, member.id, { passwordHash: await hashPassword(newPassword), lastActiveAt: now });
  await expireResetTokensOf(ctx.db, member.id, now);
  await expireSignInLinksOf(ctx.db, member.id, now);
  await endAllSessions(ctx, member.id);
}

/**
 * POST /api/login-with-code/choose: the profile chosen from the chooser, signed in (with a new password when the
 * code was asked for a reset). The token proves the code was right a few minutes ago; the member must still hold the
 * number then and now.
 */
export async function chooseProfile(ctx: AppContext, token: string, userId: string, newPassword?: string): Promise<MemberRow> {
  const choice = await readChoice(ctx, token);
  if (!choice.ids.includes(userId)) throw new AppError('BAD_REQUEST', MSG.profileChoiceUnknown);
  const member = await signableMember(ctx, userId, choice.phone);
  if (newPassword) await setNewPassword(ctx, member, newPassword);
  else await updateUserFields(ctx.db, member.id, { lastActiveAt: ctx.now() });
  return member;
}

/** The chooser's token: the number, the profiles offered and when it ends, signed with a key of the server's own. */
const choiceKey = (ctx: AppContext) => cachedServerKey(ctx, 'profile-choice');

const signatureOf = (key: string, body: string) => createHmac('sha256', key).update(`profile-choice:${body}`).digest('base64url');

async function signChoice(ctx: AppContext, phone: string, ids: string[]): Promise<string> {
  const body = Buffer.from(JSON.stringify({ phone, ids, until: ctx.now().getTime() + PROFILE_CHOICE_TTL_SECONDS * 1000 })).toString('base64url');
  return `${body}.${signatureOf(await choiceKey(ctx), body)}`;
}

async function readChoice(ctx: AppContext, token: string): Promise<{ phone: string; ids: string[] }> {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined || !safeEqual(signature, signatureOf(await choiceKey(ctx), body))) {
    throw new AppError('BAD_REQUEST', MSG.profileChoiceExpired);
  }
  const choice = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { phone: string; ids: string[]; until: number };
  if (choice.until <= ctx.now().getTime()) throw new AppError('BAD_REQUEST', MSG.profileChoiceExpired);
  return choice;
}
