import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { MSG } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { PageLoading } from '../../components/ui/page-loading';
import { api, errorMessage } from '../../lib/api';
import { AdminHeading, LoadError } from './admin-layout';
import { adminKeys, useAdminAction } from './admin-queries';
import type { AdminMember, AdminReviewQueueResponse } from '@sakinah/contract';
import { formatDateTime } from './format';
import { MemberFields, MemberPhotos } from './member-profile';
import { RejectDialog } from './reason-dialogs';
import { RiskScoreBadge } from './risk-score-badge';

export function ReviewQueue() {
  const queue = useQuery({
    queryKey: adminKeys.queue,
    queryFn: () => api<AdminReviewQueueResponse>('GET', '/admin/review-queue'),
    select: (response) => response.members,
  });

  return (
    <>
      <AdminHeading title="Review Queue" intro="Paid members waiting for a decision, oldest first." />
      {queue.isPending ? (
        <PageLoading />
      ) : queue.isError ? (
        <LoadError message={errorMessage(queue.error, MSG.unexpectedErrorRetry)} onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <p className="card p-6 text-center text-muted">No profiles are waiting for review.</p>
      ) : (
        <>
          <p className="mb-4 text-sm text-muted" aria-live="polite">
            {queue.data.length === 1 ? '1 profile is waiting.' : `${queue.data.length} profiles are waiting.`}
          </p>
          <ol className="space-y-6">
            {queue.data.map((member) => (
              <li key={member.id}>
                <ReviewCard member={member} />
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}

function ReviewCard({ member }: { member: AdminMember }) {
  const [rejecting, setRejecting] = useState(false);
  const approve = useAdminAction();
  const reject = useAdminAction(() => setRejecting(false));
  const busy = approve.isPending || reject.isPending;
  const headingId = `review-${member.id}`;

  return (
    <article aria-labelledby={headingId} className="card p-4 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-brand-100 pb-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="font-display text-2xl font-bold text-brand-800">
              {member.name}
            </h2>
            <RiskScoreBadge score={member.riskScore} />
          </div>
          <p className="text-sm text-muted">
            {[member.age !== null ? `${member.age} years` : null, member.gender, member.city].filter(Boolean).join(' · ')}
            {' · '}sent {formatDateTime(member.submittedForReviewAt)}
          </p>
        </div>
        <Link to={`/admin/members/${member.id}`} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
          Open full record<span className="sr-only"> of {member.name}</span>
        </Link>
      </header>
      <div className="mt-4">
        <MemberPhotos member={member} />
      </div>
      <div className="mt-4">
        <MemberFields member={member} />
      </div>
      <div className="mt-5 flex flex-col gap-3 border-t border-brand-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="back" onClick={() => setRejecting(true)} disabled={busy} aria-label={`Reject ${member.name}`}>
          <X className="h-4 w-4" aria-hidden="true" />
          Reject
        </Button>
        <Button
          onClick={() => approve.mutate({ method: 'POST', path: `/admin/members/${member.id}/approve` })}
          disabled={busy}
          aria-busy={approve.isPending || undefined}
          aria-label={`Approve ${member.name}`}
        >
          <Check className="h-4 w-4" aria-hidden="true" />
          {approve.isPending ? 'Approving…' : 'Approve'}
        </Button>
      </div>
      <RejectDialog
        open={rejecting}
        memberName={member.name}
        busy={reject.isPending}
        onCancel={() => setRejecting(false)}
        onSubmit={(reason) => reject.mutate({ method: 'POST', path: `/admin/members/${member.id}/reject`, body: { reason } })}
      />
    </article>
  );
}
