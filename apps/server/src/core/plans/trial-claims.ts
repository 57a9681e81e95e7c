import { createHmac } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { readOrCreateServerKey, recordReleasedPhone, releasedPhoneDigests } from './trial-claims.repo';

const keys = new WeakMap<Database, Map<string, Promise<string>>>();

/** The server's own secret `name` (server_keys), read once per database; a failed read is not remembered. */
export function cachedServerKey(ctx: AppContext, name: string): Promise<string> {
  const byName = keys.get(ctx.db) ?? new Map<string, Promise<string>>();
  keys.set(ctx.db, byName);
  let key = byName.get(name);
  if (!key) {
    key = readOrCreateServerKey(ctx.db, name);
    // A failed read (the database restarting) is not remembered: the next use asks again.
    key.catch(() => byName.delete(name));
    byName.set(name, key);
  }
  return key;
}

function trialClaimKey(ctx: AppContext): Promise<string> {
  const configured = ctx.config.TRIAL_CLAIM_SECRET;
  return configured ? Promise.resolve(configured) : cachedServerKey(ctx, 'trial-claim');
}

/**
 * What a trial is remembered by once the account is gone (docs/decisions.md, "One free trial per phone and
 * email"): keyed digests of her phone number and email, normalised, so that a new sign-up with either is known.
 */
export async function trialClaimDigests(ctx: AppContext, identity: { id: string; contactNo: string | null; email: string }): Promise<string[]> {
  const key = await trialClaimKey(ctx);
  const digests = [digestOf(key, 'email', identity.email.trim().toLowerCase())];
  const phone = normalisedPhone(identity.contactNo);
  if (phone) digests.push(digestOf(key, 'phone', phone));
  // Verified numbers she replaced count as hers too (a number moved away before the trial would else be free again).
  for (const released of await releasedPhoneDigests(ctx.db, identity.id)) if (!digests.includes(released)) digests.push(released);
  return digests;
}

const digestOf = (key: string, kind: string, value: string) => `${kind}:${createHmac('sha256', key).update(value).digest('hex')}`;
const normalisedPhone = (contactNo: string | null | undefined) => contactNo?.replace(/\D/g, '').slice(-10) || null;

/** A member replaced her verified number `contactNo`: it stays one of the numbers her trial is known by. */
export async function rememberReleasedPhone(ctx: AppContext, userId: string, contactNo: string): Promise<void> {
  const phone = normalisedPhone(contactNo);
  if (!phone) return;
  await recordReleasedPhone(ctx.db, userId, digestOf(await trialClaimKey(ctx), 'phone', phone), ctx.now());
}
