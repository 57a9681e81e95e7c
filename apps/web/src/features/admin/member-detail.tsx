import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ArrowLeft, Ban, Check, RotateCcw, Trash2, X } from 'lucide-react';
import { MSG, type AdminMemberDetail, type AdminMemberDetailResponse, type MessageResponse } from '@sakinah/contract';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageLoading } from '../../components/ui/page-loading';
import { ApiError, api, errorMessage } from '../../lib/api';
import { AdminHeading, LoadError } from './admin-layout';
import { adminKeys, useAdminAction } from './admin-queries';
import { formatDate, formatDateTime, rupees } from './format';
import { MemberFields, MemberPhotos } from './member-profile';
import { RejectDialog, SuspendDialog } from './reason-dialogs';
import { StatusBadge } from './status-badge';
import { MemberRisk } from './member-risk';
import { RiskScoreBadge } from './risk-score-badge';
import { ReceiptLink } from '../receipts/public';
import { EmailText } from '../../components/ui/email-text';

const backLink = (
  <Link to="/admin/members" className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
    <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
    All members
  </Link>
);

export function MemberDetail() {
  const { id = '' } = useParams();
  const detail = useQuery({
    queryKey: adminKeys.member(id),
    queryFn: () => api<AdminMemberDetailResponse>('GET', `/admin/members/${encodeURIComponent(id)}`),
    select: (response) => response.member,
    // A missing member will not appear on a retry.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

  if (detail.isPending) return <PageLoading />;
  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <>
        {backLink}
        <AdminHeading title={notFound ? 'Member not found' : 'Member'} />
        {notFound ? (
          <p className="text-muted">{errorMessage(detail.error, 'This member does not exist or has been deleted.')}</p>
        ) : (
          <LoadError message={errorMessage(detail.error, MSG.unexpectedErrorRetry)} onRetry={() => void detail.refetch()} />
        )}
      </>
    );
  }
  return <MemberRecord member={detail.data} />;
}

function MemberRecord({ member }: { member: AdminMemberDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'reject' | 'suspend' | 'delete' | null>(null);
  const close = () => setDialog(null);
  const action = useAdminAction(close);
  const remove = useMutation({
    mutationFn: () => api<MessageResponse>('DELETE', `/admin/members/${member.id}`),
    onSuccess: (response) => {
      toast.success(response.message);
      close();
      // Leave first, so the deleted record is not fetched again.
      navigate('/admin/members', { replace: true });
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error, MSG.unexpectedErrorRetry)),
  });
  const busy = action.isPending || remove.isPending;
  const path = `/admin/members/${member.id}`;
  const canDecide = member.status === 'Pending' || member.status === 'Rejected';
  const avatar = member.photos.find((p) => p.isAvatar) ?? member.photos[0];

  return (
    <>
      {backLink}
      <AdminHeading
        title={
          <span className="flex items-center gap-3">
            <Avatar src={avatar?.thumbUrl ?? null} name={member.name} size={48} className="shrink-0" />
            <span className="min-w-0 break-words">{member.name}</span>
          </span>
        }
        intro={
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge value={member.status} />
            <StatusBadge value={member.paymentStatus} />
            <RiskScoreBadge score={member.riskScore} />
            <EmailText email={member.email} className="min-w-0" />
          </span>
        }
      />

      <section aria-label="Actions" className="card mb-6 flex flex-wrap gap-2 p-4">
        {canDecide && (
          <>
            <Button size="sm" onClick={() => action.mutate({ method: 'POST', path: `${path}/approve` })} disabled={busy}>
              <Check className="h-4 w-4" aria-hidden="true" />
              Approve
            </Button>
            <Button size="sm" variant="back" onClick={() => setDialog('reject')} disabled={busy}>
              <X className="h-4 w-4" aria-hidden="true" />
              Reject
            </Button>
          </>
        )}
        {member.status === 'Suspended' ? (
          <Button size="sm" variant="back" onClick={() => action.mutate({ method: 'POST', path: `${path}/reinstate` })} disabled={busy}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            Reinstate
          </Button>
        ) : (
          <Button size="sm" variant="back" onClick={() => setDialog('suspend')} disabled={busy}>
            <Ban className="h-4 w-4" aria-hidden="true" />
            Suspend
          </Button>
        )}
        <Button size="sm" variant="delete" onClick={() => setDialog('delete')} disabled={busy} className="sm:ms-auto">
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Delete member
        </Button>
      </section>

      {member.status === 'Rejected' && member.rejectionReason && (
        <p className="mb-6 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <strong>Rejected:</strong> {member.rejectionReason}
        </p>
      )}

      <div className="space-y-6">
        <MemberRisk member={member} />
        <section aria-labelledby="photos-title" className="card p-4 sm:p-6">
          <h2 id="photos-title" className="mb-3 font-display text-xl font-bold text-brand-800">
            Photos
          </h2>
          <MemberPhotos member={member} />
        </section>
        <section aria-labelledby="profile-title" className="card p-4 sm:p-6">
          <h2 id="profile-title" className="mb-3 font-display text-xl font-bold text-brand-800">
            Profile
          </h2>
          <MemberFields member={member} />
          <p className="mt-4 text-xs text-muted">
            Approved {formatDateTime(member.approvedAt)} · Last active {formatDateTime(member.lastActiveAt)}
          </p>
        </section>
        <section aria-labelledby="payments-title" className="card p-4 sm:p-6">
          <h2 id="payments-title" className="mb-3 font-display text-xl font-bold text-brand-800">
            Payments
          </h2>
          {member.payments.length === 0 ? (
            <p className="text-sm text-muted">No payments yet.</p>
          ) : (
            <div className="relative overflow-x-auto">
              <table className="w-full text-start text-sm">
                <thead className="text-xs text-muted uppercase">
                  <tr>
                    <th scope="col" className="py-2 pe-3 font-semibold">Date</th>
                    <th scope="col" className="py-2 pe-3 font-semibold">Plan</th>
                    <th scope="col" className="py-2 pe-3 font-semibold">Amount</th>
                    <th scope="col" className="py-2 pe-3 font-semibold">Status</th>
                    <th scope="col" className="py-2 pe-3 font-semibold">Valid until</th>
                    <th scope="col" className="py-2 font-semibold">Payment ID</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-brand-100">
                  {member.payments.map((p) => (
                    <tr key={p.id}>
                      <td className="py-2 pe-3 whitespace-nowrap">{formatDate(p.createdAt)}</td>
                      <td className="py-2 pe-3">{p.planName ?? '—'}</td>
                      <td className="py-2 pe-3 tabular-nums">{rupees(p.amount)}</td>
                      <td className="py-2 pe-3">
                        <StatusBadge value={p.status} />
                        {p.paymentId && p.status === 'captured' && (
                          <span className="mt-1 block whitespace-nowrap">
                            <ReceiptLink paymentId={p.paymentId} context={formatDate(p.createdAt)} />
                          </span>
                        )}
                      </td>
                      <td className="py-2 pe-3 whitespace-nowrap">{formatDate(p.expiryDate)}</td>
                      <td className="py-2 font-mono text-xs break-all">{p.paymentId ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>

      <RejectDialog
        open={dialog === 'reject'}
        memberName={member.name}
        busy={action.isPending}
        onCancel={close}
        onSubmit={(reason) => action.mutate({ method: 'POST', path: `${path}/reject`, body: { reason } })}
      />
      <SuspendDialog
        open={dialog === 'suspend'}
        memberName={member.name}
        busy={action.isPending}
        onCancel={close}
        onSubmit={(reason) => action.mutate({ method: 'POST', path: `${path}/suspend`, body: reason ? { reason } : {} })}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete this member?"
        text={`${member.name}'s account, profile and photos will be removed. This cannot be undone.`}
        confirmLabel="Delete member"
        cancelLabel="Cancel"
        destructive
        busy={remove.isPending}
        busyLabel="Deleting…"
        onConfirm={() => remove.mutate()}
        onCancel={close}
      />
    </>
  );
}
