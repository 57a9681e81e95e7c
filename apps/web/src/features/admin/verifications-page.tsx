import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Check, ExternalLink, X } from 'lucide-react';
import { MSG, type PendingVerification, type VerificationQueueResponse } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { PageLoading } from '../../components/ui/page-loading';
import { api, errorMessage } from '../../lib/api';
import { AdminHeading, LoadError } from './admin-layout';
import { adminKeys, useAdminAction } from './admin-queries';
import { formatDateTime } from './format';
import { ReasonDialog } from './reason-dialogs';
import { EmailText } from '../../components/ui/email-text';

const verificationsKey = [...adminKeys.all, 'verifications'] as const;
const REASON_MAX = 300;

/** /admin/verifications: identity checks waiting for a decision; the files are deleted after it. */
export function VerificationsPage() {
  const query = useQuery({
    queryKey: verificationsKey,
    queryFn: () => api<VerificationQueueResponse>('GET', '/admin/verifications'),
    select: (response) => response.verifications,
  });

  return (
    <>
      <AdminHeading title="Verifications" intro="Identity documents and selfies waiting for a check. The files are deleted after the decision." />
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <LoadError message={errorMessage(query.error, MSG.unexpectedErrorRetry)} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="card p-6 text-center text-muted">No verifications waiting.</p>
      ) : (
        <>
          <p className="mb-4 text-sm text-muted" aria-live="polite">
            {query.data.length === 1 ? '1 verification is waiting.' : `${query.data.length} verifications are waiting.`}
          </p>
          <ol className="space-y-6">
            {query.data.map((item) => (
              <li key={item.id}>
                <VerificationCard item={item} />
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}

function fileUrl(id: string, file: 'document' | 'selfie'): string {
  return `/api/admin/verifications/${encodeURIComponent(id)}/${file}`;
}

function VerificationCard({ item }: { item: PendingVerification }) {
  const headingId = useId();
  const [rejecting, setRejecting] = useState(false);
  const approve = useAdminAction();
  const reject = useAdminAction(() => setRejecting(false));
  const busy = approve.isPending || reject.isPending;
  const name = item.member.name || item.member.email;
  const documentIsImage = item.documentType.startsWith('image/');
  const linkClass =
    'inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500';

  return (
    <article aria-labelledby={headingId} className="card p-4 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-brand-100 pb-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-display text-2xl font-bold break-words text-brand-800">
            {name}
          </h2>
          <p className="text-sm text-muted">
            <EmailText email={item.member.email} /> · sent {formatDateTime(item.createdAt)}
          </p>
        </div>
        <Link to={`/admin/members/${item.member.id}`} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
          Open member record<span className="sr-only"> of {name}</span>
        </Link>
      </header>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <figure className="space-y-2">
          {documentIsImage ? (
            <img
              src={fileUrl(item.id, 'document')}
              alt={`Identity document of ${name}`}
              className="max-h-64 w-full rounded-xl border border-brand-100 bg-brand-50 object-contain"
              loading="lazy"
            />
          ) : (
            <p className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-muted">PDF document: open it to check.</p>
          )}
          <figcaption>
            <a href={fileUrl(item.id, 'document')} target="_blank" rel="noopener" className={linkClass}>
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
              Open document<span className="sr-only"> of {name} (opens in a new tab)</span>
            </a>
          </figcaption>
        </figure>
        <figure className="space-y-2">
          <img
            src={fileUrl(item.id, 'selfie')}
            alt={`Selfie of ${name}`}
            className="max-h-64 w-full rounded-xl border border-brand-100 bg-brand-50 object-contain"
            loading="lazy"
          />
          <figcaption>
            <a href={fileUrl(item.id, 'selfie')} target="_blank" rel="noopener" className={linkClass}>
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
              Open selfie<span className="sr-only"> of {name} (opens in a new tab)</span>
            </a>
          </figcaption>
        </figure>
      </div>
      <div className="mt-5 flex flex-col gap-3 border-t border-brand-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="back" onClick={() => setRejecting(true)} disabled={busy} aria-describedby={headingId}>
          <X className="h-4 w-4" aria-hidden="true" />
          Reject
        </Button>
        <Button
          onClick={() => approve.mutate({ method: 'POST', path: `/admin/verifications/${encodeURIComponent(item.id)}/approve` })}
          disabled={busy}
          aria-busy={approve.isPending || undefined}
          aria-describedby={headingId}
        >
          <Check className="h-4 w-4" aria-hidden="true" />
          {approve.isPending ? 'Approving…' : 'Approve'}
        </Button>
      </div>
      <ReasonDialog
        open={rejecting}
        title="Reject verification"
        description={`${name} will see this reason and can send new files.`}
        required
        label="Reason"
        submitLabel="Reject verification"
        busyLabel="Rejecting…"
        maxLength={REASON_MAX}
        busy={reject.isPending}
        onCancel={() => setRejecting(false)}
        onSubmit={(reason) =>
          reject.mutate({ method: 'POST', path: `/admin/verifications/${encodeURIComponent(item.id)}/reject`, body: { reason } })
        }
      />
    </article>
  );
}
