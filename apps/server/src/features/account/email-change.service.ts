import { INTL_LOCALES, MSG, ROUTES } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { mailLanguage, sendNotice, type NoticeLine } from '../../core/member/notice-mail';
import { withKeyLock } from '../../db/locks';
import { hashToken, randomToken } from '../../lib/tokens';
import { INDIA_TIME_ZONE } from '../../lib/india-day';
import { findLiveUserById, isEmailTaken, uniqueViolation, updateUserFields } from '../../core/member/users.repo';
import { mailResetLink } from './auth.service';
import { closeEmailChangesOf, findLiveEmailChange, insertEmailChange, openEmailChangesOf } from './email-changes.repo';
import { expireResetTokensOf } from './password-reset.repo';
import { deleteSessionsOfUser } from '../../core/member/sessions.repo';
import { expireSignInLinksOf } from './sign-in-links.repo';
import type { MemberRow } from '../../db/member-row';
import { getDecoyHash } from '../../lib/passwords';

/** How long the address a sign-in email replaced can put itself back. */
export const EMAIL_CHANGE_UNDO_TTL_MS = 7 * 24 * 60 * 60 * 1000;


/**
 * Tells the member, at the address she had, that her sign-in email or phone number changed. A changed email
 * comes with a single-use link that puts the old one back: a borrowed session could otherwise move the account
 * to a new address and reset the password from there. The change itself is already saved (the spec's Settings
 * save it at once); a failed mail does not undo it.
 */
export async function noticeContactChange(
  ctx: AppContext,
  member: MemberRow,
  change: { newEmail?: string | undefined; phoneChanged?: boolean },
): Promise<void> {
  const emailChanged = change.newEmail !== undefined && change.newEmail !== member.email;
  if (!emailChanged && !change.phoneChanged) return;
  const now = ctx.now();
  let undoLink: string | null = null;
  if (emailChanged) {
    const token = randomToken(32);
    await insertEmailChange(ctx.db, {
      userId: member.id, tokenHash: hashToken(token), oldEmail: member.email, newEmail: change.newEmail!,
      createdAt: now, expiresAt: new Date(now.getTime() + EMAIL_CHANGE_UNDO_TTL_MS),
    });
    undoLink = `${ctx.config.PUBLIC_URL}${ROUTES.undoEmailChange.replace(':token', token)}`;
  }
  const language = mailLanguage(member);
  const when = now.toLocaleString(INTL_LOCALES[language], { dateStyle: 'long', timeStyle: 'short', timeZone: INDIA_TIME_ZONE });
  const what: NoticeLine =
    emailChanged && change.phoneChanged
      ? { key: 'contactChangedMailLine', values: { oldEmail: member.email, newEmail: change.newEmail!, when } }
      : emailChanged
        ? { key: 'emailChangedMailLine', values: { oldEmail: member.email, newEmail: change.newEmail!, when } }
        : { key: 'phoneChangedMailLine', values: { when } };
  // The change stands whatever happens to the mail (sendNotice never throws).
  await sendNotice(ctx, member, emailChanged ? MSG.emailChangeSubject : MSG.phoneChangeSubject, [
    what,
    '',
    { key: 'contactChangeMailIfYou' },
    '',
    ...(undoLink ? [{ key: 'emailChangeMailUndo' as const }, '', undoLink] : [{ key: 'phoneChangeMailNotYou' as const }, `${ctx.config.PUBLIC_URL}${ROUTES.forgetPassword}`]),
  ]);
}

/**
 * The link mailed to the replaced address: puts back the first address of the chain of changes still open, closes every other such link, signs out
 * every device, and makes the password unusable until a new one is chosen from the reset link mailed there, so
 * whoever changed the address (and perhaps the password) is locked out.
 */
export async function undoEmailChange(ctx: AppContext, token: string): Promise<void> {
  const now = ctx.now();
  const tokenHash = hashToken(token);
  const change = await findLiveEmailChange(ctx.db, tokenHash, now);
  const member = change && (await findLiveUserById(ctx.db, change.userId));
  if (!change || !member) throw new AppError('BAD_REQUEST', MSG.emailChangeLinkInvalid);
  // Whichever link of a chain of changes (A → B → C) is used, the address the chain began with comes back: else
  // whoever made the changes could use the link mailed to their own B and so close the owner's link at A.
  // The chain's first link is the one whose old address no other open change moved to (changes in one clock tick
  // have equal times); with none such (A → B → A), the oldest.
  const open = await openEmailChangesOf(ctx.db, member.id, now);
  const origin = open.find((link) => !open.some((other) => other.newEmail === link.oldEmail)) ?? open[0];
  const restoreTo = origin?.oldEmail ?? change.oldEmail;
  if (member.email !== restoreTo && (await isEmailTaken(ctx.db, restoreTo, member.id))) {
    throw new AppError('CONFLICT', MSG.emailChangeUndoTaken);
  }
  const unusablePassword = await getDecoyHash();
  try {
    await withKeyLock(ctx.db, `email-change:${member.id}`, async (tx) => {
      if (!(await closeEmailChangesOf(tx, member.id, tokenHash, now))) throw new AppError('BAD_REQUEST', MSG.emailChangeLinkInvalid);
      await updateUserFields(tx, member.id, { email: restoreTo, passwordHash: unusablePassword });
      // All or nothing with the restore: a database failure halfway must not use up the link and leave sessions
      // or reset links of whoever made the change alive.
      await expireResetTokensOf(tx, member.id, now);
      await expireSignInLinksOf(tx, member.id, now);
      await deleteSessionsOfUser(tx, member.id);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'email') throw new AppError('CONFLICT', MSG.emailChangeUndoTaken);
    throw error;
  }
  ctx.events.closeSessions({ userId: member.id });
  // The way back in, at the address she holds. When it cannot be sent (she asked for three resets this hour,
  // the mail provider failed) the forgotten-password page is still open to her: the address is back either way.
  await mailResetLink(ctx, restoreTo).catch(() => undefined);
}
