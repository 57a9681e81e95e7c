import { type Language, type MessageCatalogueKey } from '@sakinah/contract';
import { localizeText, translate } from '@sakinah/contract/translate';
import type { AppContext } from '../../context';

/** A line of a notice: the contract's English (found by its text), a templated message with its values, or as is (a URL, a reason). */
export type NoticeLine = string | { key: MessageCatalogueKey; values: Record<string, string | number> };

/**
 * A notice mail to a member, in her language (issue 43): the greeting, `lines`, the team's signature. It never throws:
 * what it tells of (a decision, a refund, a change) stands whether or not the mail goes out, and the site shows it too.
 */
export async function sendNotice(
  ctx: Pick<AppContext, 'mail'>,
  member: { email: string; firstName: string; language?: string },
  subject: string,
  lines: NoticeLine[],
): Promise<void> {
  const language: Language = member.language === 'hi' || member.language === 'ur' ? member.language : 'en';
  const text = (line: NoticeLine) => (typeof line === 'string' ? localizeText(language, line) : translate(language, line.key, line.values));
  try {
    await ctx.mail.send({
      to: member.email,
      subject: localizeText(language, subject),
      text: [translate(language, 'mailGreeting', { name: member.firstName }), '', ...lines.map(text), '', translate(language, 'mailSignature')].join('\n'),
    });
  } catch {
    // The mail provider failed: nothing to undo.
  }
}

