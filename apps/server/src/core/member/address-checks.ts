import { MSG } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Sign-up and an email change may tell a person that an address is taken (she needs to know, docs/decisions.md),
 * so each answer is counted: enough for a person who mistyped or moved, far too few to test a list of addresses.
 * A sign-up's checks come after her number was proved by a code, and are counted per proved number and per address;
 * an email change's per account and per address.
 */
export const SIGNUP_EMAIL_CHECKS_PER_PHONE_PER_HOUR = 5;
export const SIGNUP_EMAIL_CHECKS_PER_ADDRESS_PER_DAY = 20;
export const EMAIL_CHANGES_PER_ACCOUNT_PER_DAY = 10;
export const EMAIL_CHANGES_PER_ADDRESS_PER_DAY = 30;

async function count(ctx: AppContext, key: string, limit: number, windowMs: number): Promise<void> {
  const relaxed = ctx.config.RELAX_RATE_LIMITS && key.includes(':ip:') ? 100 : 1;
  const { count: made, resetInMs } = await ctx.limiter.hit(key, windowMs);
  if (made > limit * relaxed) throw new AppError('RATE_LIMITED', MSG.tooManyAddressChecks, Math.max(1, Math.ceil(resetInMs / 1000)));
}

/** Counts one sign-up's look at whether its email is taken (its number already proved). */
export async function countSignupEmailCheck(ctx: AppContext, phone: string, ip: string): Promise<void> {
  await count(ctx, `signup-email:phone:${phone}`, SIGNUP_EMAIL_CHECKS_PER_PHONE_PER_HOUR, HOUR_MS);
  await count(ctx, `signup-email:ip:${ip}`, SIGNUP_EMAIL_CHECKS_PER_ADDRESS_PER_DAY, DAY_MS);
}

/** Counts one attempt to move an account to another email (Settings → Account or the profile editor). */
export async function countEmailChange(ctx: AppContext, memberId: string, ip: string): Promise<void> {
  await count(ctx, `email-change:member:${memberId}`, EMAIL_CHANGES_PER_ACCOUNT_PER_DAY, DAY_MS);
  await count(ctx, `email-change:ip:${ip}`, EMAIL_CHANGES_PER_ADDRESS_PER_DAY, DAY_MS);
}
