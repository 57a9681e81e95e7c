import { INTL_LOCALES, MSG, PAYMENT_METHOD_LABELS, formatPlanDate, receiptNumberText, type Language, type MessageCatalogueKey, type ReceiptView } from '@sakinah/contract';
import { durationIn, localizeText, paymentMethodIn, translate } from '@sakinah/contract/translate';
import type { Config } from '../../config';
import type { ReceiptRow } from './receipts.repo';

export type SellerConfig = Pick<Config, 'SELLER_NAME' | 'SELLER_ADDRESS' | 'SELLER_GSTIN' | 'SELLER_GST_PERCENT'>;

/** How a stored method reads on a receipt (in English; the page, the mail and the PDF word it in the reader's language). */
export function methodLabel(method: string): string {
  return PAYMENT_METHOD_LABELS[method] ?? method;
}

/**
 * The GST included in a price: taxable value = amount × 100 / (100 + rate), to the paisa,
 * and the tax is the rest, so the two always add up to the amount paid.
 */
export function includedTax(amountPaise: number, percent: number) {
  const taxablePaise = Math.round((amountPaise * 100) / (100 + percent));
  return { percent, taxablePaise, taxPaise: amountPaise - taxablePaise };
}

/** "₹2,999", or "₹2,999.50" when there are paise; grouped by lakh in each language's `Intl` locale ("₹1,00,000"). */
export function formatRupees(paise: number, language: Language = 'en'): string {
  const hasPaise = paise % 100 !== 0;
  return `₹${(paise / 100).toLocaleString(INTL_LOCALES[language], { minimumFractionDigits: hasPaise ? 2 : 0, maximumFractionDigits: 2 })}`;
}

/** A stored receipt with the seller's details of today's configuration (`refunded`: its payment was refunded since). */
export function presentReceipt(row: ReceiptRow & { refunded?: boolean }, seller: SellerConfig): ReceiptView {
  const d = row.details;
  const gstin = seller.SELLER_GSTIN ?? null;
  return {
    number: receiptNumberText(row.number),
    paymentId: d.providerPaymentId,
    issuedAt: row.issuedAt.toISOString(),
    member: { name: d.memberName, email: d.memberEmail },
    planName: d.planName,
    duration: d.duration,
    periodStart: d.periodStart,
    periodEnd: d.periodEnd,
    amountPaise: d.amountPaise,
    currency: d.currency,
    method: methodLabel(d.method),
    seller: { name: seller.SELLER_NAME, address: seller.SELLER_ADDRESS, gstin },
    tax: gstin ? includedTax(d.amountPaise, seller.SELLER_GST_PERCENT) : null,
    refunded: row.refunded ?? false,
    startsOnApproval: d.startsOnApproval ?? false,
    periodText: d.startsOnApproval ? `From the approval of your profile, for ${d.duration}` : `${formatPlanDate(d.periodStart)} to ${formatPlanDate(d.periodEnd)}`,
    periodNote: d.periodNote ?? null,
  };
}

export interface ReceiptLine {
  label: string;
  value: string;
}

export const PRICES_INCLUDE_GST = MSG.receiptPricesIncludeGst;

/** The period a receipt covers, in a language (the view's `periodText` is the English the page shows). */
export function periodTextIn(view: ReceiptView, language: Language): string {
  return view.startsOnApproval
    ? translate(language, 'receiptPeriodFromApproval', { duration: durationIn(language, view.duration) })
    : translate(language, 'receiptPeriodRange', { from: formatPlanDate(view.periodStart, language), until: formatPlanDate(view.periodEnd, language) });
}

/** The lines of a receipt, in the order the mail and the PDF print them, in the reader's language (issue 43). */
export function receiptLines(view: ReceiptView, language: Language = 'en'): ReceiptLine[] {
  const t = (key: MessageCatalogueKey, values?: Record<string, string | number>) => translate(language, key, values);
  const rupees = (paise: number) => formatRupees(paise, language);
  const lines: ReceiptLine[] = [
    { label: t('receiptNumberLabel'), value: view.number },
    { label: t('receiptDateLabel'), value: formatPlanDate(view.issuedAt, language) },
    { label: t('receiptBilledToLabel'), value: view.member.email ? `${view.member.name} (${view.member.email})` : view.member.name },
    { label: t('receiptPlanLabel'), value: `${view.planName} (${durationIn(language, view.duration)})` },
    { label: t('receiptPeriodLabel'), value: periodTextIn(view, language) },
    ...(view.periodNote ? [{ label: t('receiptNoteLabel'), value: localizeText(language, view.periodNote) }] : []),
    { label: t('receiptAmountLabel'), value: rupees(view.amountPaise) },
    ...(view.refunded ? [{ label: t('receiptStatusLabel'), value: t('receiptRefunded') }] : []),
  ];
  if (view.tax) {
    lines.push(
      { label: t('receiptTaxableLabel'), value: rupees(view.tax.taxablePaise) },
      { label: t('receiptGstLabel', { percent: view.tax.percent }), value: rupees(view.tax.taxPaise) },
    );
  }
  lines.push({ label: t('receiptPaymentIdLabel'), value: view.paymentId }, { label: t('receiptMethodLabel'), value: paymentMethodIn(language, view.method) });
  return lines;
}

/** The seller block: name, address and, when registered, the GSTIN. */
export function sellerLines(view: ReceiptView): string[] {
  return [view.seller.name, view.seller.address, ...(view.seller.gstin ? [`GSTIN ${view.seller.gstin}`] : [])];
}
