import { BRAND_NAME } from '@sakinah/contract';
import type { AppContext } from '../../context';

/**
 * A notice mail to a member: the greeting, `lines`, the team's signature. It never throws: what it tells of (a
 * decision, a refund, a change) stands whether or not the mail goes out, and the site shows it too.
 */
export async function sendNotice(ctx: Pick<AppContext, 'mail'>, member: { email: string; firstName: string }, subject: string, lines: string[]): Promise<void> {
  try {
    await ctx.mail.send({ to: member.email, subject, text: [`Assalamu alaikum ${member.firstName},`, '', ...lines, '', `The ${BRAND_NAME} team`].join('\n') });
  } catch {
    // The mail provider failed: nothing to undo.
  }
}
