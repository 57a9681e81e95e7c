import { useQuery } from '@tanstack/react-query';
import { Link, generatePath } from 'react-router';
import { Receipt } from 'lucide-react';
import { API, ROUTES, type PlanPeriodStatus, type PaymentHistoryResponse } from '@sakinah/contract';
import { api } from '../../lib/api';
import { PAYMENT_HISTORY_QUERY_KEY } from '../../lib/query-keys';
import { ProfileCard, STATUS_TONE_CLASSES } from '../profile-display/public';
import { useT } from '../../lib/i18n';


const STATUS_TONE: Record<PlanPeriodStatus, keyof typeof STATUS_TONE_CLASSES> = {
  Active: 'green',
  Scheduled: 'yellow',
  Paused: 'yellow',
  'Awaiting Approval': 'yellow',
  Expired: 'red',
  Refunded: 'red',
};

export function usePaymentHistory() {
  return useQuery({
    queryKey: PAYMENT_HISTORY_QUERY_KEY,
    queryFn: async ({ signal }) => (await api<PaymentHistoryResponse>('GET', API.paymentHistory, { signal })).data,
    staleTime: 0,
  });
}

/** Every payment with its period and whether it is Active, Scheduled or Expired, each with its receipt. */
export function PaymentHistoryCard() {
  const history = usePaymentHistory();
  const { t, formatDate, formatRupees } = useT();
  return (
    <ProfileCard title={t('overview.paymentHistory')} icon={Receipt}>
      {history.isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label={t('overview.loadingPayments')}>
          {[0, 1].map((key) => (
            <div key={key} className="h-16 animate-pulse rounded-xl bg-brand-50" />
          ))}
        </div>
      ) : history.isError ? (
        <p className="text-[15px] text-muted">{t('overview.paymentsFailed')}</p>
      ) : history.data.length === 0 ? (
        <p className="text-[15px] text-muted">{t('overview.noPayments')}</p>
      ) : (
        <ul className="divide-y divide-brand-100">
          {history.data.map((payment) => (
            <li key={payment.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {payment.package.name} <span className="font-normal text-muted">· {payment.package.duration}</span>
                </p>
                <p className="mt-0.5 text-sm text-muted">
                  {t('overview.paidOn', { amount: formatRupees(payment.amount), date: formatDate(payment.createdAt) })}
                  {payment.paymentStatus === 'refunded' && t('overview.refunded')}
                </p>
                <p className="text-sm text-muted">
                  {t('overview.periodRange', { from: formatDate(payment.startDate), to: formatDate(payment.expiryDate) })}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONE_CLASSES[STATUS_TONE[payment.planStatus]]}`}>
                  {t(`overview.planStatus.${payment.planStatus}`)}
                </span>
                {(payment.isPaymentComplete || payment.paymentStatus === 'refunded') && (
                  <Link
                    to={generatePath(ROUTES.receipt, { paymentId: payment.paymentId })}
                    className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    {t('overview.receipt')}
                    <span className="sr-only">{t('overview.receiptFor', { plan: payment.package.name, date: formatDate(payment.createdAt) })}</span>
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </ProfileCard>
  );
}
