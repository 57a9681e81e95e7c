import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Ban, X } from 'lucide-react';
import { MSG, REPORT_REASONS, type AdminReportsResponse, type AdminReport } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageLoading } from '../../components/ui/page-loading';
import { api, errorMessage } from '../../lib/api';
import { AdminHeading, LoadError } from './admin-layout';
import { useAdminAction } from './admin-queries';
import { formatDateTime } from './format';
import { PriorityBadge } from './priority-badge';
import { StatusBadge } from './status-badge';

type ReportStatus = 'open' | 'dismissed' | 'actioned';

const STATUSES: ReadonlyArray<{ value: ReportStatus; label: string }> = [
  { value: 'open', label: 'Open' },
  { value: 'dismissed', label: 'Dismissed' },
  { value: 'actioned', label: 'Actioned' },
];

/** Under 'admin', so every admin action's invalidation refreshes it too. */
const reportsKey = (status: ReportStatus) => ['admin', 'reports', status] as const;

function reasonLabel(reason: string): string {
  return REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason.replace(/_/g, ' ');
}

/** /admin/reports: what members reported, with Dismiss and Suspend member for open reports. */
export function ReportsPage() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const reports = useQuery({
    queryKey: reportsKey(status),
    queryFn: ({ signal }) => api<AdminReportsResponse>('GET', `/admin/reports?status=${status}`, { signal }),
    select: (response) => response.reports ?? [],
  });

  return (
    <>
      <AdminHeading title="Reports" intro="Members reported by other members. The reported member never learns who reported them. Reports from members whose plan includes priority support come first." />
      <div className="mb-5 max-w-56">
        <label htmlFor="report-status" className="label">
          Status
        </label>
        <select id="report-status" className="input" value={status} onChange={(e) => setStatus(e.target.value as ReportStatus)}>
          {STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      {reports.isPending ? (
        <PageLoading />
      ) : reports.isError ? (
        <LoadError message={errorMessage(reports.error, MSG.unexpectedErrorRetry)} onRetry={() => void reports.refetch()} />
      ) : reports.data.length === 0 ? (
        <p className="card p-6 text-center text-muted">No reports here.</p>
      ) : (
        <ul className="space-y-3">
          {reports.data.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ReportCard({ report }: { report: AdminReport }) {
  const [confirming, setConfirming] = useState(false);
  const action = useAdminAction(() => setConfirming(false));
  const headingId = `report-${report.id}`;
  const name = report.reported.name.trim() || report.reported.email;
  const path = `/admin/reports/${encodeURIComponent(report.id)}`;
  return (
    <article aria-labelledby={headingId} className={`card p-4 ${report.priority ? 'border-s-4 border-s-gold-400' : ''}`}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="flex flex-wrap items-center gap-2 font-sans text-base font-semibold text-ink">
            {reasonLabel(report.reason)}
            {report.priority && <PriorityBadge />}
          </h2>
          <p className="text-sm break-words text-muted">
            Reported member:{' '}
            <Link to={`/admin/members/${encodeURIComponent(report.reported.id)}`} className="font-semibold text-brand-700 underline underline-offset-2">
              {name}
            </Link>{' '}
            <StatusBadge value={report.reported.status} />
          </p>
          <p className="text-sm break-words text-muted">
            Reported by:{' '}
            {report.reporter ? (
              <Link to={`/admin/members/${encodeURIComponent(report.reporter.id)}`} className="font-semibold text-brand-700 underline underline-offset-2">
                {report.reporter.name || report.reporter.email}
              </Link>
            ) : (
              'a member who has since left'
            )}
          </p>
        </div>
        <div className="flex items-center gap-2 text-xs text-muted">
          <StatusBadge value={report.status} />
          <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
        </div>
      </header>
      {/* Plain text only: React escapes it, and pre-wrap keeps the reporter's line breaks. */}
      {report.note ? (
        <p className="mt-3 text-sm break-words whitespace-pre-wrap text-ink">{report.note}</p>
      ) : (
        <p className="mt-3 text-sm text-muted italic">No details given.</p>
      )}
      {report.message && (
        <figure className="mt-3 rounded-lg border border-gold-200 bg-gold-50 px-3 py-2 text-sm">
          <figcaption className="text-xs font-semibold text-gold-700">Message from {name} to the reporter</figcaption>
          <blockquote className="mt-1 break-words whitespace-pre-wrap text-ink">{report.message.text}</blockquote>
        </figure>
      )}
      {report.status === 'open' && (
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          <Button size="sm" variant="back" disabled={action.isPending} onClick={() => action.mutate({ method: 'POST', path: `${path}/dismiss` })}>
            <X className="h-4 w-4" aria-hidden="true" />
            Dismiss
          </Button>
          <Button size="sm" variant="delete" disabled={action.isPending} onClick={() => setConfirming(true)} aria-haspopup="dialog">
            <Ban className="h-4 w-4" aria-hidden="true" />
            Suspend member
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Suspend ${name}?`}
        text={`${name} will not be able to sign in and will disappear from listings until reinstated. This report is closed as actioned.`}
        confirmLabel="Suspend member"
        cancelLabel="Cancel"
        busyLabel="Suspending..."
        destructive
        busy={action.isPending}
        onConfirm={() => action.mutate({ method: 'POST', path: `${path}/suspend` })}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}
