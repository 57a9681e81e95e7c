import { createHmac } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { readOrCreateServerKey } from './trial-claims.repo';

const keys = new WeakMap<Database, Promise<string>>();

function trialClaimKey(ctx: AppContext): Promise<string> {
  const configured = ctx.config.TRIAL_CLAIM_SECRET;
  if (configured) return Promise.resolve(configured);
  let key = keys.get(ctx.db);
  if (!key) {
    key = readOrCreateServerKey(ctx.db, 'trial-claim');
    // A failed read (the database restarting) is not remembered: the next trial asks again.
    key.catch(() => keys.delete(ctx.db));
    keys.set(ctx.db, key);
  }
  return key;
}

/**
 * What a trial is remembered by once the account is gone (docs/decisions.md, "One free trial per phone and
 * email"): keyed digests of her phone number and email, normalised, so that a new sign-up with either is known.
 */
export async function trialClaimDigests(ctx: AppContext, identity: { contactNo: string | null; email: string }): Promise<string[]> {
  const key = await trialClaimKey(ctx);
  const digest = (kind: string, value: string) => `${kind}:${createHmac('sha256', key).update(value).digest('hex')}`;
  const digests = [digest('email', identity.email.trim().toLowerCase())];
  const phone = identity.contactNo?.replace(/\D/g, '').slice(-10);
  if (phone) digests.push(digest('phone', phone));
  return digests;
}
