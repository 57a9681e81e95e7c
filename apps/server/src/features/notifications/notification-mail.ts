import crypto from 'node:crypto';
import { API, apiUrl, NOTIFICATION_KINDS, type NotificationItem, type NotificationKind } from '@sakinah/contract';
import { translate } from '@sakinah/contract/translate';
import { composeMail, mailLanguage } from '../../core/member/notice-mail';
import type { AppContext } from '../../context';
import type { MailMessage } from '../../providers/mail/mail.provider';
import { randomToken, safeEqual } from '../../lib/tokens';
import { findMailKey, mailKeyOf } from './notifications.repo';
import { greetingName } from '../../core/member/account-holder.presenter';
import type { MemberRow } from '../../db/member-row';

/**
 * A notification's mail, with one-click unsubscribe (RFC 8058): `List-Unsubscribe` points at a link signed with her
 * own key (HMAC over member and kind), and `List-Unsubscribe-Post` lets a mail client POST it without a page.
 */
function sign(key: string, userId: string, kind: NotificationKind): string {
  return crypto.createHmac('sha256', key).update(`${userId}.${kind}`).digest('base64url');
}

export async function unsubscribeUrl(ctx: AppContext, userId: string, kind: NotificationKind): Promise<string> {
  const key = await mailKeyOf(ctx.db, userId, randomToken());
  const token = `${userId}.${kind}.${sign(key, userId, kind)}`;
  return `${ctx.config.PUBLIC_URL}${apiUrl(API.notificationsUnsubscribe)}?token=${encodeURIComponent(token)}`;
}

/** The member and kind a token unsubscribes, when its signature holds. */
export async function readUnsubscribeToken(ctx: AppContext, token: string): Promise<{ userId: string; kind: NotificationKind } | null> {
  const [userId, kind, signature] = token.split('.');
  if (!userId || !kind || !signature || !/^[0-9a-f-]{36}$/.test(userId) || !(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
  const key = await findMailKey(ctx.db, userId);
  if (!key || !safeEqual(signature, sign(key, userId, kind as NotificationKind))) return null;
  return { userId, kind: kind as NotificationKind };
}

export async function notificationMail(
  ctx: AppContext,
  member: {
    id: string;
    email: string;
    firstName: string;
    language?: string | null;
    accountHolder?: MemberRow['accountHolder'] | undefined;
    accountHolderName?: string | null | undefined;
  },
  kind: NotificationKind,
  item: NotificationItem,
): Promise<MailMessage> {
  const unsubscribe = await unsubscribeUrl(ctx, member.id, kind);
  const language = mailLanguage(member);
  const mail = composeMail(language, {
    to: member.email,
    // The item's title and body are already in her language (presentNotification).
    subject: `${item.title} · ${translate(language, 'notifHeldTitle')}`,
    greetingName: greetingName(member),
    lines: [item.body, `${ctx.config.PUBLIC_URL}${item.url}`],
    footer: [{ key: 'notificationMailFooter' }, { key: 'notificationMailUnsubscribe' }, unsubscribe],
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  return mail;
}
