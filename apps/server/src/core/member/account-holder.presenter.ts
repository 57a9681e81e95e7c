import type { AccountHolderView } from '@sakinah/contract';
import type { MemberRow } from '../../db/member-row';

/**
 * Who speaks for a member when it is not she herself (issue 41, "the family as itself"): the relation and the
 * account holder's first name, as other members see it ("Managed by her father, Iqbal"; "Iqbal (Ayesha's father)").
 * Null when she manages her own account or it was never said.
 */
export function presentAccountHolder(member: Pick<MemberRow, 'accountHolder' | 'accountHolderName'>): AccountHolderView {
  const relation = member.accountHolder;
  const fullName = member.accountHolderName?.trim() ?? '';
  if (!relation || relation === 'self' || !fullName) return null;
  return { relation, name: fullName.split(' ')[0] ?? fullName };
}

/** Whose shared contact details these are ("Iqbal Rizvi (father)"): the holder's full name, only with the contact details. */
export function presentContactOwner(member: Pick<MemberRow, 'accountHolder' | 'accountHolderName'>): { name: string; relation: string } | null {
  const holder = presentAccountHolder(member);
  return holder ? { name: member.accountHolderName!.trim(), relation: holder.relation } : null;
}

/** Whom a mail to the account greets: the account holder who reads it ("Assalamu alaikum Iqbal,"), else the member. */
export function greetingName(member: {
  firstName: string;
  accountHolder?: MemberRow['accountHolder'] | undefined;
  accountHolderName?: string | null | undefined;
}): string {
  return presentAccountHolder({ accountHolder: member.accountHolder ?? null, accountHolderName: member.accountHolderName ?? null })?.name ?? member.firstName;
}
