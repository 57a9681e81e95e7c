import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Check, Handshake, X } from 'lucide-react';
import { API, type GuardianApproval, type GuardianDecision, type GuardianApprovalsResponse, type MessageResponse } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageLoading } from '../../components/ui/page-loading';
import { api, errorMessage } from '../../lib/api';
import { formatFull } from '../messaging/public';
import { LoadError } from '../../components/ui/load-error';
import { guardianApprovalKeys } from '../../lib/query-keys';
import { isolate, useT } from '../../lib/i18n';

const keyOf = (approval: GuardianApproval) => `${approval.memberId}|${approval.otherUserId}`;

/**
 * The guardian's "Contact exchange requests": a ward and another member both agreed to share phone
 * numbers and emails, and the ward asked her guardian to approve first. Approve or decline, each
 * confirmed; past decisions stay listed below. Refreshes in real time when a new one arrives.
 */
export function ContactApprovals() {
  const { t } = useT();
  const headingId = useId();
  const query = useQuery({
    queryKey: guardianApprovalKeys.all,
    queryFn: () => api<GuardianApprovalsResponse>('GET', API.guardianApprovals),
    select: (response) => response.approvals,
  });
  const pending = query.data?.filter((approval) => approval.status === 'pending') ?? [];
  const decided = query.data?.filter((approval) => approval.status !== 'pending') ?? [];

  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-7">
      <h2 id={headingId} className="flex items-center gap-2 text-2xl font-bold text-brand-800">
        <Handshake className="h-6 w-6 text-gold-600" aria-hidden="true" />
        {t('approvals.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t('approvals.lead')}
      </p>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <LoadError message={errorMessage(query.error, t('unexpectedErrorRetry'))} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {pending.length === 0 ? (
            <p className="mt-4 rounded-xl border border-brand-100 bg-brand-50/40 p-4 text-sm text-muted">{t('approvals.nothing')}</p>
          ) : (
            <ul className="mt-4 space-y-3">
              {pending.map((approval) => (
                <li key={keyOf(approval)}>
                  <PendingApproval approval={approval} />
                </li>
              ))}
            </ul>
          )}
          {decided.length > 0 && (
            <div className="mt-5">
              <h3 className="text-sm font-semibold text-brand-800">{t('approvals.decisions')}</h3>
              <ul className="mt-2 divide-y divide-brand-100 text-sm">
                {decided.map((approval) => (
                  <li key={keyOf(approval)} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
                    <span className="min-w-0 text-ink">
                      {t('guardianHome.pair', { member: isolate(approval.memberName), other: isolate(approval.otherName) })}
                    </span>
                    <span className={approval.status === 'approved' ? 'font-semibold text-green-800' : 'font-semibold text-red-800'}>
                      {approval.status === 'approved' ? t('approvals.approved') : t('approvals.declined')}
                      {approval.decidedAt && (
                        <span className="font-normal text-muted">
                          {' '}
                          · <time dateTime={approval.decidedAt}>{formatFull(approval.decidedAt)}</time>
                        </span>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function PendingApproval({ approval }: { approval: GuardianApproval }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<GuardianDecision | null>(null);
  const decide = useMutation({
    mutationFn: (decision: GuardianDecision) => api<MessageResponse>('POST', API.guardianDecision(approval.memberId, approval.otherUserId, decision)),
    onSuccess: (response) => toast.success(response.message),
    onError: (failure) => toast.error(errorMessage(failure, t('unexpectedErrorRetry'))),
    onSettled: async () => {
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: guardianApprovalKeys.all });
    },
  });
  const names = { member: isolate(approval.memberName), other: isolate(approval.otherName) };
  const pair = t('guardianHome.pair', names);
  return (
    <article aria-label={pair} className="rounded-xl border border-gold-200 bg-gold-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 flex-1 basis-60">
          <p className="font-semibold text-ink">{pair}</p>
          <p className="mt-0.5 text-sm text-muted">
            {t('approvals.bothAgreed')} · <time dateTime={approval.createdAt}>{formatFull(approval.createdAt)}</time>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button size="sm" disabled={decide.isPending} onClick={() => setConfirming('approve')}>
            <Check className="h-4 w-4" aria-hidden="true" />
            {t('approvals.approve')}
          </Button>
          <Button size="sm" variant="back" disabled={decide.isPending} onClick={() => setConfirming('decline')}>
            <X className="h-4 w-4" aria-hidden="true" />
            {t('approvals.decline')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'approve' ? t('approvals.approveTitle') : t('approvals.declineTitle')}
        text={confirming === 'approve' ? t('approvals.approveText', names) : t('approvals.declineText', names)}
        confirmLabel={confirming === 'approve' ? t('approvals.approve') : t('approvals.decline')}
        busyLabel={confirming === 'approve' ? t('approvals.approving') : t('approvals.declining')}
        destructive={confirming === 'decline'}
        busy={decide.isPending}
        onConfirm={() => confirming && decide.mutate(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </article>
  );
}
