import { MSG } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { isAdmin, type MemberRow } from '../../db/member-row';
import { AppError } from '../../errors';
import { planInForceOf } from '../plans/plan-in-force';

/** Only paid, approved members browse (spec section 6). */
export async function assertCanDiscover(ctx: AppContext, member: MemberRow): Promise<void> {
  if (isAdmin(member)) return;
  if (member.deactivatedAt) throw new AppError('FORBIDDEN', MSG.accountDeactivated);
  if (member.status !== 'Active') throw new AppError('FORBIDDEN', MSG.discoveryNeedsActive);
  if (!(await planInForceOf(ctx, member))) {
    throw new AppError('FORBIDDEN', MSG.discoveryNeedsActive);
  }
}
