import { MSG } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { fieldRefusal } from '../../errors';
import { isEmailTaken, uniqueViolation, updateUserFields } from '../../core/member/users.repo';
import type { MemberRow } from '../../db/member-row';

/** Settings → Account: names, email, bio. Another member's email is refused. */
export async function updateAccount(
  ctx: AppContext,
  member: MemberRow,
  input: { firstName: string; lastName?: string | undefined; email: string; bio?: string | undefined },
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
    });
  } catch (error) {
    if (uniqueViolation(error) === 'email') throw fieldRefusal('CONFLICT', 'email', MSG.emailTaken);
    throw error;
  }
  if (input.email !== member.email) await ctx.domainEvents.publish('contactDetailsChanged', { member, newEmail: input.email });
}
