import { MSG, type AccountHolderRelation } from '@sakinah/contract';

/**
 * A number shared by a family's profiles (issue 41, item 5; docs/decisions.md "A number shared by a family's
 * profiles"): a father may manage his two daughters with his one verified number. The number is one person's, so it
 * holds at most one profile of that person's own (account holder "self"; a unique index keeps it so under races), and
 * at most MAX_PROFILES_PER_NUMBER live profiles in all.
 */
export const MAX_PROFILES_PER_NUMBER = 5;

/** Why the number cannot take one more profile whose account holder is `holder`, or null when it can. */
export function sharedNumberRefusal(onNumber: ReadonlyArray<{ accountHolder: AccountHolderRelation | null }>, holder: AccountHolderRelation | null): string | null {
  if (onNumber.length === 0) return null;
  if (onNumber.length >= MAX_PROFILES_PER_NUMBER) return MSG.phoneProfilesFull;
  if (holder === 'self' && onNumber.some((profile) => profile.accountHolder === 'self')) return MSG.phoneOwnProfileTaken;
  return null;
}
