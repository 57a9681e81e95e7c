import { MSG, type AccountHolderRelation, type DeleteAccountInput } from '@sakinah/contract';
import { listPlansAhead } from '../../core/plans/subscriptions.repo';
import { paidDaysAhead } from '../../core/plans/paid-days';
import type { Departure } from '../../core/member/account-deletion.repo';
import type { AppContext } from '../../context';
import { fieldRefusal } from '../../errors';
import { isEmailTaken, uniqueViolation, updateUserFields } from '../../core/member/users.repo';
import type { MemberRow } from '../../db/member-row';

/** Settings → Account: names, email, bio, who manages the account. Another member's email is refused. */
export async function updateAccount(
  ctx: AppContext,
  member: MemberRow,
  input: {
    firstName: string;
    lastName?: string | undefined;
    email: string;
    bio?: string | undefined;
    accountHolder?: AccountHolderRelation | undefined;
    accountHolderName?: string | undefined;
  },
): Promise<void> {
  if (input.email !== member.email && (await isEmailTaken(ctx.db, input.email, member.id))) {
    throw fieldRefusal('CONFLICT', 'email', MSG.emailTaken);
  }
  try {
    await updateUserFields(ctx.db, member.id, {
      firstName: input.firstName,
      ...(input.lastName ? { lastName: input.lastName } : {}),
      email: input.email,
      ...(input.bio !== undefined ? { bio: input.bio || null } : {}),
      // Who manages the account: a name only for someone other than herself.
      ...(input.accountHolder !== undefined
        ? { accountHolder: input.accountHolder, accountHolderName: input.accountHolder === 'self' ? null : input.accountHolderName || null }
        : input.accountHolderName !== undefined && member.accountHolder && member.accountHolder !== 'self'
          ? { accountHolderName: input.accountHolderName || member.accountHolderName }
          : {}),
    });
  } catch (error) {
    if (uniqueViolation(error) === 'email') throw fieldRefusal('CONFLICT', 'email', MSG.emailTaken);
    throw error;
  }
  if (input.email !== member.email) await ctx.domainEvents.publish('contactDetailsChanged', { member, newEmail: input.email });
}

/** What deleting the account now would lose: the paid days still ahead (every plan bought or granted), and the refund policy's answer. */
export async function deletionPreview(ctx: AppContext, member: MemberRow) {
  const now = ctx.now();
  const plans = (await listPlansAhead(ctx.db, member.id, now)).filter((plan) => plan.kind !== 'trial');
  const paidDaysLeft = paidDaysAhead(plans, now);
  return {
    paidDaysLeft,
    plans: plans.map((plan) => ({ planName: plan.planName, endsAt: plan.awaitingApproval ? null : plan.endsAt.toISOString(), startsOnApproval: plan.awaitingApproval })),
    refundPolicy: paidDaysLeft > 0 ? MSG.deleteRefundPolicy : null,
  };
}

/** Her reasons for leaving (optional, deduplicated), her note, and the paid days she gives up: kept for the team. */
export async function departureOf(ctx: AppContext, member: MemberRow, input: DeleteAccountInput): Promise<Departure> {
  const now = ctx.now();
  const plans = await listPlansAhead(ctx.db, member.id, now);
  const note = input?.note?.trim();
  return { reasons: [...new Set(input?.reasons ?? [])], note: note ? note : null, paidDaysLeft: paidDaysAhead(plans, now) };
}
