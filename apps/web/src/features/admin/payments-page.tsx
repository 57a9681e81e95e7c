import { useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Undo2 } from 'lucide-react';
import { MSG } from '@sakinah/contract';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageLoading } from '../../components/ui/page-loading';
import { api, errorMessage } from '../../lib/api';
import { AdminHeading, LoadError } from './admin-layout';
import { adminKeys } from './admin-queries';
import type { AdminPaymentsResponse, AdminRefundResponse } from '@sakinah/contract';
import { formatDate, formatDateTime, formatMonth, rupees } from './format';
import { StatusBadge } from './status-badge';
import { ReceiptLink } from '../receipts/public';
import { useDebounced } from '../../lib/use-debounced';

type PaymentRow = AdminPaymentsResponse['payments'][number];

/** Refund in full through the provider, after a confirmation that says what it does to the member's plans. */
function RefundButton({ payment }: { payment: PaymentRow }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const refund = useMutation({
    mutationFn: () => api<AdminRefundResponse>('POST', `/admin/payments/${payment.id}/refund`),
    onSuccess: (response) => {
      toast.success(response.message);
      setAsking(false);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      toast.error(errorMessage(error, MSG.refundFailed));
      setAsking(false);
      // Refused because it was refunded meanwhile (another admin, the provider's webhook): show what is true now.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  return (
    <>
      <button
        type="button"
        className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-red-700 underline-offset-2 hover:underline"
        onClick={() => setAsking(true)}
        aria-label={`Refund ${rupees(payment.amount)} to ${payment.member.name}`}
      >
        <Undo2 className="h-3.5 w-3.5" aria-hidden="true" />
        Refund
      </button>
      <ConfirmDialog
        open={asking}
        destructive
        title={`Refund ${rupees(payment.amount)}?`}
        text={`${payment.member.name} gets ${rupees(payment.amount)} back through ${payment.provider}. The ${payment.planName ? `${payment.planName} ` : ''}plan it paid for ends now, any plan bought after it starts earlier, and the member is emailed. This cannot be undone.`}
        confirmLabel="Refund in full"
        busy={refund.isPending}
        busyLabel="Refunding…"
        onConfirm={() => refund.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

export function PaymentsPage() {
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [memberText, setMemberText] = useState('');
  const member = useDebounced(memberText.trim());

  const filters: Record<string, string> = { limit: '50' };
  if (status) filters.status = status;
  if (from) filters.from = from;
  if (to) filters.to = to;
  if (member) filters.member = member;

  const payments = useQuery({
    queryKey: adminKeys.payments(filters),
    queryFn: () => api<AdminPaymentsResponse>('GET', `/admin/payments?${new URLSearchParams(filters)}`),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <AdminHeading title="Payments" intro="Up to 50 most recent payments matching the filters. Amounts in rupees." />
      <form role="search" aria-label="Filter payments" onSubmit={(e) => e.preventDefault()} className="mb-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <div>
          <label htmlFor="payment-status" className="label">
            Status
          </label>
          <select id="payment-status" className="input" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">All statuses</option>
            <option value="captured">Captured</option>
            <option value="failed">Failed</option>
            <option value="refunded">Refunded</option>
          </select>
        </div>
        <div>
          <label htmlFor="payment-member" className="label">
            Member
          </label>
          <input id="payment-member" type="search" className="input" placeholder="Name or email" value={memberText} onChange={(e) => setMemberText(e.target.value)} />
        </div>
        <div>
          <label htmlFor="payment-from" className="label">
            From
          </label>
          <input id="payment-from" type="date" className="input" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div>
          <label htmlFor="payment-to" className="label">
            To
          </label>
          <input id="payment-to" type="date" className="input" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
        </div>
      </form>

      {payments.isPending ? (
        <PageLoading />
      ) : payments.isError ? (
        <LoadError message={errorMessage(payments.error, MSG.unexpectedErrorRetry)} onRetry={() => void payments.refetch()} />
      ) : (
        <div className="space-y-8" aria-busy={payments.isFetching || undefined}>
          <section aria-labelledby="payments-list-title">
            <h2 id="payments-list-title" className="mb-2 font-display text-xl font-bold text-brand-800">
              Payments ({payments.data.payments.length})
            </h2>
            {payments.data.payments.length === 0 ? (
              <p className="card p-6 text-center text-muted">No payments match these filters.</p>
            ) : (
              <div className="card relative overflow-x-auto">
                <table className="w-full min-w-[46rem] text-start text-sm">
                  <thead className="border-b border-brand-100 bg-brand-50/60 text-xs text-muted uppercase">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-semibold">Date</th>
                      <th scope="col" className="px-3 py-2 font-semibold">Member</th>
                      <th scope="col" className="px-3 py-2 font-semibold">Plan</th>
                      <th scope="col" className="px-3 py-2 text-end font-semibold">Amount</th>
                      <th scope="col" className="px-3 py-2 font-semibold">Status</th>
                      <th scope="col" className="px-3 py-2 font-semibold">Valid until</th>
                      <th scope="col" className="px-3 py-2 font-semibold">Payment ID</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-brand-100">
                    {payments.data.payments.map((p) => (
                      <tr key={p.id}>
                        <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(p.createdAt)}</td>
                        <td className="px-3 py-2">
                          <Link to={`/admin/members/${p.member.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                            {p.member.name}
                          </Link>
                          <span className="block text-xs text-muted">{p.member.email}</span>
                        </td>
                        <td className="px-3 py-2">
                          {p.planName ?? '—'}
                          {p.duration && <span className="block text-xs text-muted">{p.duration}</span>}
                        </td>
                        <td className="px-3 py-2 text-end tabular-nums">{rupees(p.amount)}</td>
                        <td className="px-3 py-2">
                          <StatusBadge value={p.status} />
                          {p.paymentId && p.status !== 'failed' && (
                            <span className="mt-1 block whitespace-nowrap">
                              <ReceiptLink paymentId={p.paymentId} context={`${p.member.name}, ${formatDate(p.createdAt)}`} />
                            </span>
                          )}
                          {p.status === 'captured' && <RefundButton payment={p} />}
                        </td>
                        <td className="px-3 py-2 whitespace-nowrap">{formatDate(p.expiryDate)}</td>
                        <td className="px-3 py-2 font-mono text-xs break-all">
                          {p.paymentId ?? '—'}
                          <span className="block font-sans text-muted">{p.provider}</span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>

          <section aria-labelledby="payments-totals-title">
            <h2 id="payments-totals-title" className="mb-2 font-display text-xl font-bold text-brand-800">
              Totals by plan and month
            </h2>
            {payments.data.totals.length === 0 ? (
              <p className="text-sm text-muted">Nothing to total.</p>
            ) : (
              <div className="card relative overflow-x-auto">
                <table className="w-full min-w-[30rem] text-start text-sm">
                  <thead className="border-b border-brand-100 bg-brand-50/60 text-xs text-muted uppercase">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-semibold">Month</th>
                      <th scope="col" className="px-3 py-2 font-semibold">Plan</th>
                      <th scope="col" className="px-3 py-2 font-semibold">Duration</th>
                      <th scope="col" className="px-3 py-2 text-end font-semibold">Payments</th>
                      <th scope="col" className="px-3 py-2 text-end font-semibold">Amount</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-brand-100">
                    {payments.data.totals.map((t) => (
                      <tr key={`${t.month}-${t.planName}-${t.duration}`}>
                        <td className="px-3 py-2 whitespace-nowrap">{formatMonth(t.month)}</td>
                        <td className="px-3 py-2">{t.planName ?? '—'}</td>
                        <td className="px-3 py-2">{t.duration ?? '—'}</td>
                        <td className="px-3 py-2 text-end tabular-nums">{t.count.toLocaleString('en-IN')}</td>
                        <td className="px-3 py-2 text-end font-semibold tabular-nums">{rupees(t.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </div>
      )}
    </>
  );
}
