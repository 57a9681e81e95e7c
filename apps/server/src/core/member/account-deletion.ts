import type { AppContext } from '../../context';
import type { MemberRow } from '../../db/member-row';
import { getDecoyHash } from '../../lib/passwords';
import { variantKey } from '../media/image-pipeline';
import { trialClaimDigests } from '../plans/trial-claims';
import { scrubMember, type Departure } from './account-deletion.repo';

/**
 * Deleting an account, whoever asks (the member in Settings, an admin): her personal data and photos go, her
 * sessions end and their sockets close; payments stay for the accounts, and a free trial stays remembered.
 * `departure`: what she chose to tell the team when she deleted it herself, and the paid days she gave up.
 */
export async function deleteAccount(ctx: AppContext, member: MemberRow, departure?: Departure): Promise<void> {
  const claimDigests = member.trialUsedAt ? await trialClaimDigests(ctx, member) : [];
  const photoKeys = await scrubMember(ctx.db, {
    userId: member.id, now: ctx.now(), unusablePasswordHash: await getDecoyHash(), trialClaimDigests: claimDigests, departure,
  });
  // Her sessions went with the account; their sockets close too.
  ctx.events.closeSessions({ userId: member.id });
  for (const key of photoKeys) {
    for (const variant of ['small', 'large', 'blur'] as const) {
      await ctx.storage.delete(variantKey(key, variant)).catch(() => undefined);
    }
  }
}
