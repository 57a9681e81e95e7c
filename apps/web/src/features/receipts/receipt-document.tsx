import type { ReactNode } from 'react';
import { paymentMethodKey, type ReceiptView } from '@sakinah/contract';
import { useT } from '../../lib/i18n';
import { durationText } from '../../lib/duration-text';
import { formatPaise } from './receipt-format';
import { EmailText } from '../../components/ui/email-text';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-[15px] text-ink">{children}</dd>
    </div>
  );
}

/**
 * The receipt as a document: the same lines as the mail and the PDF (seller, number, date,
 * member, plan, period, amount with the GST it includes, payment). Printable as it stands.
 */
export function ReceiptDocument({ receipt }: { receipt: ReceiptView }) {
  const { t, tx, formatDate, formatNumber } = useT();
  const methodKey = paymentMethodKey(receipt.method);
  const formatPlanDate = (value: string) => formatDate(value, { day: 'numeric', month: 'long', year: 'numeric' });
  const { seller, tax } = receipt;
  return (
    <article aria-labelledby="receipt-title" className="receipt-document card overflow-hidden p-6 sm:p-10">
      <div className="flex flex-col-reverse gap-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 sm:max-w-[60%]">
          <p className="font-display text-xl font-bold text-brand-800 sm:text-2xl">{seller.name}</p>
          <p className="mt-1 text-sm leading-relaxed text-muted">{seller.address}</p>
          {seller.gstin && <p className="mt-1 text-sm text-muted">
              {/* One text: the number is a Latin run, which keeps its order inside Urdu. */}
              {`${t('receipt.gstin')} ${seller.gstin}`}
            </p>}
        </div>
        <div className="sm:text-end">
          <h1 id="receipt-title" className="text-xs font-semibold tracking-[0.18em] text-gold-600 uppercase">
            {t('receipt.title')}
          </h1>
          <p dir="ltr" className="mt-1 text-lg font-bold text-ink tabular-nums">
            {receipt.number}
          </p>
          <p className="text-sm text-muted">{formatPlanDate(receipt.issuedAt)}</p>
        </div>
      </div>

      <dl className="mt-6 divide-y divide-brand-100 border-t border-brand-100 pt-2">
        <Line label={t('receipt.billedTo')}>
          <bdi className="font-semibold">{receipt.member.name}</bdi>
          {receipt.member.email && <EmailText email={receipt.member.email} className="block text-muted" />}
        </Line>
        <Line label={t('receipt.plan')}>
          {receipt.planName} ({durationText(t, receipt.duration)})
        </Line>
        <Line label={t('receipt.period')}>
          {receipt.startsOnApproval ? (
            t('plans.periodFromApproval', { duration: durationText(t, receipt.duration) })
          ) : (
            <>
              {t('receipt.periodRange', { start: formatPlanDate(receipt.periodStart), end: formatPlanDate(receipt.periodEnd) })}
            </>
          )}
          {receipt.periodNote && <span className="mt-1 block text-sm text-muted">{tx(receipt.periodNote)}</span>}
        </Line>
        <Line label={t('receipt.paymentId')}>
          <span dir="ltr" className="font-mono text-sm break-all">
            {receipt.paymentId}
          </span>
        </Line>
        {/* The method's English label, worded here (UPI, EMI and a method we do not know stay as they came). */}
        <Line label={t('receipt.method')}>{methodKey ? t(methodKey) : receipt.method}</Line>
      </dl>

      <div className="mt-6 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-5">
        {tax && (
          <dl className="mb-3 space-y-1 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{t('receipt.taxable')}</dt>
              <dd className="tabular-nums">{formatPaise(tax.taxablePaise)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{t('receipt.gst', { percent: formatNumber(tax.percent) })}</dt>
              <dd className="tabular-nums">{formatPaise(tax.taxPaise)}</dd>
            </div>
          </dl>
        )}
        <div className="flex items-baseline justify-between gap-4">
          <p className="font-semibold text-brand-800">{t('receipt.amountPaid')}</p>
          <p className="text-2xl font-bold text-brand-800 tabular-nums" data-testid="receipt-amount">
            {formatPaise(receipt.amountPaise)}
          </p>
        </div>
        {tax && <p className="mt-1 text-xs text-muted">{t('receipt.includesGst')}</p>}
        {receipt.refunded && (
          <p className="mt-3 flex items-baseline justify-between gap-4 border-t border-brand-100 pt-3" data-testid="receipt-refunded">
            <span className="font-semibold text-brand-800">{t('receipt.status')}</span>
            <span className="rounded-full bg-amber-100 px-3 py-0.5 text-sm font-semibold text-amber-900">{t('receiptRefunded')}</span>
          </p>
        )}
      </div>

      <p className="mt-6 text-xs text-muted">
        {t('receipt.footer', { seller: seller.name })}
      </p>
    </article>
  );
}
