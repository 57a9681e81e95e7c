import { directionOf, languageOr, type Language, type MessageCatalogueKey } from '@sakinah/contract';
import { localizeText, translate } from '@sakinah/contract/translate';
import type { AppContext } from '../../context';
import type { MailMessage } from '../../providers/mail/mail.provider';
import type { MemberRow } from '../../db/member-row';
import { greetingName } from './account-holder.presenter';

/**
 * A line of a mail: the contract's English (found by its text), a templated message with its values, or as is (a URL,
 * a reason, a blank line between paragraphs).
 */
export type NoticeLine = string | { key: MessageCatalogueKey; values?: Record<string, string | number> };

/** The language a mail is written in: the reader's record's (issue 43); anything unknown reads English. */
export function mailLanguage(reader: { language?: string | null | undefined }): Language {
  return languageOr(reader.language);
}

/** A line in the language. */
export function lineIn(language: Language, line: NoticeLine): string {
  return typeof line === 'string' ? localizeText(language, line) : translate(language, line.key, line.values ?? {});
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The face a mail client draws the script with, when it has it; the client's own otherwise. */
const MAIL_FONTS: Record<Language, string> = {
  en: 'Arial,Helvetica,sans-serif',
  hi: "'Noto Sans Devanagari','Nirmala UI',Mangal,Arial,sans-serif",
  ur: "'Noto Nastaliq Urdu','Jameel Noori Nastaleeq','Urdu Typesetting','Noto Naskh Arabic',serif",
};

/**
 * The HTML part of a mail in its language: `<html lang dir>` and the same on the body's block (many clients keep only
 * the body), the script's face, and Nastaliq's tall lines given room. A line that is a link is a link; a blank line
 * ends a paragraph. `inner`, when given, is HTML placed before the closing lines (a receipt's table).
 */
export function mailHtml(language: Language, paragraphs: string[][], inner = ''): string {
  const dir = directionOf(language);
  const lineHeight = language === 'ur' ? '2.1' : '1.6';
  const body = paragraphs
    .map((lines) => `<p>${lines.map((line) => (/^https?:\/\/\S+$/.test(line) ? `<a href="${escapeHtml(line)}" dir="ltr" style="color:#1b4d3e">${escapeHtml(line)}</a>` : escapeHtml(line))).join('<br>')}</p>`)
    .join('');
  return [
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"></head><body>`,
    `<div lang="${language}" dir="${dir}" style="font-family:${MAIL_FONTS[language]};font-size:15px;line-height:${lineHeight};color:#1c2420;max-width:560px;text-align:start">`,
    body,
    inner,
    '</div></body></html>',
  ].join('');
}

/** Splits lines into paragraphs at blank lines. */
export function paragraphsOf(lines: string[]): string[][] {
  const out: string[][] = [[]];
  for (const line of lines) {
    if (line === '') {
      if (out[out.length - 1]!.length > 0) out.push([]);
    } else out[out.length - 1]!.push(line);
  }
  return out.filter((p) => p.length > 0);
}

/**
 * A whole mail in the reader's language: the greeting (by name, or without one for someone not yet a member), the
 * lines, the team's signature, then `footer` lines (an unsubscribe note); plain text and HTML alike.
 */
export function composeMail(
  language: Language,
  mail: { to: string; subject: NoticeLine; greetingName: string | null; lines: NoticeLine[]; footer?: NoticeLine[]; headers?: Record<string, string> },
): MailMessage {
  const greeting = mail.greetingName ? translate(language, 'mailGreeting', { name: mail.greetingName }) : translate(language, 'mailGreetingNoName');
  const lines = [greeting, '', ...mail.lines.map((line) => lineIn(language, line)), '', translate(language, 'mailSignature')];
  const footer = (mail.footer ?? []).map((line) => lineIn(language, line));
  const all = footer.length ? [...lines, '', ...footer] : lines;
  return {
    to: mail.to,
    subject: lineIn(language, mail.subject),
    text: all.join('\n'),
    html: mailHtml(language, paragraphsOf(all)),
    ...(mail.headers ? { headers: mail.headers } : {}),
  };
}

/**
 * A notice mail to a member, in her language (issue 43): the greeting, `lines`, the team's signature. It never throws:
 * what it tells of (a decision, a refund, a change) stands whether or not the mail goes out, and the site shows it too.
 */
export async function sendNotice(
  ctx: Pick<AppContext, 'mail'>,
  member: { email: string; firstName: string; language?: string | null; accountHolder?: MemberRow['accountHolder'] | undefined; accountHolderName?: string | null | undefined },
  subject: NoticeLine,
  lines: NoticeLine[],
): Promise<void> {
  try {
    await ctx.mail.send(composeMail(mailLanguage(member), { to: member.email, subject, greetingName: greetingName(member), lines }));
  } catch {
    // The mail provider failed: nothing to undo.
  }
}
