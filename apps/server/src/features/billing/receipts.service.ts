import { MSG, ROUTES, type Language, type MessageCatalogueKey, type ReceiptView } from '@sakinah/contract';
import { translate } from '@sakinah/contract/translate';
import { mailHtml, mailLanguage } from '../../core/member/notice-mail';
import { findLiveUserById } from '../../core/member/users.repo';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { presentReceipt, receiptLines, sellerLines } from './receipt.presenter';
import { renderReceiptPdf } from './receipt-pdf';
import {
  claimReceiptMailing, findReceiptByPaymentId, findReceiptByProviderPaymentId, listUnmailedReceipts, releaseReceiptMailing,
} from './receipts.repo';
import { isAdmin, type MemberRow } from '../../db/member-row';
import { currentTrace } from '../../lib/trace-context';

/** Provider payment ids (pay_…, sandbox ids): anything else is looked up nowhere. */
const PROVIDER_PAYMENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * A receipt for the one asking: the payer's own, or any for an admin. Everyone else gets the
 * same 404 as for an id that does not exist, so receipt ids cannot be probed.
 */
export async function receiptForViewer(ctx: AppContext, viewer: MemberRow, providerPaymentId: string): Promise<ReceiptView> {
  const row = PROVIDER_PAYMENT_ID.test(providerPaymentId) ? await findReceiptByProviderPaymentId(ctx.db, providerPaymentId) : undefined;
  if (!row || (row.userId !== viewer.id && !isAdmin(viewer))) throw new AppError('NOT_FOUND', MSG.receiptNotFound);
  return presentReceipt(row, ctx.config);
}

export async function receiptPdfForViewer(ctx: AppContext, viewer: MemberRow, providerPaymentId: string) {
  const view = await receiptForViewer(ctx, viewer, providerPaymentId);
  return { fileName: `${view.number}.pdf`, bytes: await renderReceiptPdf(view, mailLanguage(viewer)) };
}

/** Where the member opens the receipt on the site. */
export function receiptPageUrl(ctx: AppContext, providerPaymentId: string): string {
  return `${ctx.config.PUBLIC_URL}${ROUTES.receipt.replace(':paymentId', encodeURIComponent(providerPaymentId))}`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The receipt mail: the same lines as the page and the PDF, in plain text and simple HTML, in the payer's language. */
export function receiptMail(view: ReceiptView, link: string, language: Language = 'en') {
  const t = (key: MessageCatalogueKey) => translate(language, key);
  const lines = receiptLines(view, language);
  const seller = sellerLines(view);
  const greeting = translate(language, 'mailGreeting', { name: view.member.name });
  const text = [
    greeting,
    '',
    t('receiptMailThanks'),
    '',
    ...lines.map((line) => `${line.label}: ${line.value}`),
    ...(view.tax ? [t('receiptPricesIncludeGst')] : []),
    '',
    t('receiptMailSeller'),
    ...seller,
    '',
    t('receiptMailView'),
    link,
    '',
    t('mailSignature'),
  ].join('\n');
  const rows = lines
    .map(
      (line) =>
        `<tr><td style="padding:4px 0;padding-inline-end:16px;color:#55615b">${escapeHtml(line.label)}</td><td style="padding:4px 0;color:#1c2420"><bdi>${escapeHtml(line.value)}</bdi></td></tr>`,
    )
    .join('');
  const table = [
    `<table style="border-collapse:collapse">${rows}</table>`,
    view.tax ? `<p style="color:#55615b;font-size:13px">${escapeHtml(t('receiptPricesIncludeGst'))}</p>` : '',
    `<p style="color:#55615b;font-size:13px">${seller.map(escapeHtml).join('<br>')}</p>`,
    `<p><a href="${escapeHtml(link)}" style="color:#1b4d3e;font-weight:bold">${escapeHtml(t('receiptMailViewLink'))}</a></p>`,
    `<p>${escapeHtml(t('mailSignature'))}</p>`,
  ].join('');
  const html = mailHtml(language, [[greeting], [t('receiptMailThanks')]], table);
  return { subject: translate(language, 'receiptMailSubject', { number: view.number }), text, html };
}

/**
 * Mails the receipt of a payment (our payment id) once. Never throws: the payment is recorded
 * whatever happens to the mail; a failure is logged and the receipt stays unmailed.
 */
export async function mailReceipt(ctx: AppContext, paymentId: string): Promise<boolean> {
  try {
    const row = await findReceiptByPaymentId(ctx.db, paymentId);
    if (!row || row.mailedAt) return false;
    const view = presentReceipt(row, ctx.config);
    if (!view.member.email) return false;
    const payer = await findLiveUserById(ctx.db, row.userId);
    // Claimed before sending, so two confirmations of one payment never mail it twice.
    if (!(await claimReceiptMailing(ctx.db, paymentId, ctx.now()))) return false;
    try {
      await ctx.mail.send({ to: view.member.email, ...receiptMail(view, receiptPageUrl(ctx, view.paymentId), mailLanguage(payer ?? {})) });
      return true;
    } catch (error) {
      await releaseReceiptMailing(ctx.db, paymentId).catch(() => undefined);
      throw error;
    }
  } catch (error) {
    // With the id of the request or job run that tried (lib/trace-context.ts); outside both, on the same stream.
    const log = currentTrace()?.log;
    if (log) log.warn({ paymentId, err: error }, 'receipt mail failed');
    else console.warn(JSON.stringify({ level: 'warn', msg: 'receipt mail failed', paymentId, err: (error as Error).message }));
    return false;
  }
}

/**
 * Sends the receipts whose mail failed (or whose instance stopped before sending): those issued
 * more than 5 minutes and less than 3 days ago. Runs with the background jobs.
 */
export async function mailPendingReceipts(ctx: AppContext, signal?: AbortSignal): Promise<number> {
  const now = ctx.now().getTime();
  const pending = await listUnmailedReceipts(ctx.db, new Date(now - 3 * 24 * 36e5), new Date(now - 5 * 60_000));
  let sent = 0;
  for (const paymentId of pending) {
    // A stopping instance claims no more; the next run (on any instance) takes the rest.
    if (signal?.aborted) break;
    if (await mailReceipt(ctx, paymentId)) sent += 1;
  }
  return sent;
}
