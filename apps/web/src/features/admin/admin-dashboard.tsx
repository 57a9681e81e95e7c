import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { MEMBER_STATUSES, MSG } from '@sakinah/contract';
import { PageLoading } from '../../components/ui/page-loading';
import { errorMessage } from '../../lib/api';
import { AdminHeading, LoadError } from './admin-layout';
import { useDashboard } from './admin-queries';
import { DailyChart } from './daily-chart';
import { rupees } from './format';

function StatCard({ label, value, children, highlight = false }: { label: string; value: ReactNode; children?: ReactNode; highlight?: boolean }) {
  return (
    <div className={`card p-4 ${highlight ? 'border-gold-300 bg-gold-50' : ''}`}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-brand-800 tabular-nums">{value}</dd>
      {children}
    </div>
  );
}

export function AdminDashboard() {
  const dashboard = useDashboard();

  return (
    <>
      <AdminHeading title="Admin Dashboard" intro="Members, subscriptions and revenue at a glance." />
      {dashboard.isPending ? (
        <PageLoading />
      ) : dashboard.isError ? (
        <LoadError message={errorMessage(dashboard.error, MSG.unexpectedErrorRetry)} onRetry={() => void dashboard.refetch()} />
      ) : (
        <div className="space-y-6">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {/* Paid members waiting for a decision (the queue); "Pending" below also counts those who have not paid. */}
            <StatCard label="Paid, waiting for review" value={dashboard.data.pendingReviews} highlight={dashboard.data.pendingReviews > 0}>
              <Link to="/admin/review" className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
                Open the review queue <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
              </Link>
            </StatCard>
            <StatCard label="Active subscriptions" value={dashboard.data.activeSubscriptions.toLocaleString('en-IN')} />
            <StatCard label="Revenue this month" value={rupees(dashboard.data.revenueThisMonth)} />
          </dl>
          <section aria-labelledby="members-by-status">
            <h2 id="members-by-status" className="mb-2 font-sans text-sm font-semibold text-ink">
              Members by status
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {MEMBER_STATUSES.map((status) => (
                <div key={status} className="card p-4">
                  <dt className="text-sm text-muted">{status}</dt>
                  <dd className="mt-1 text-xl font-bold text-brand-800 tabular-nums">
                    <Link to={`/admin/members?status=${status}`} className="hover:underline" aria-label={`${dashboard.data.membersByStatus[status] ?? 0} ${status} members`}>
                      {(dashboard.data.membersByStatus[status] ?? 0).toLocaleString('en-IN')}
                    </Link>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <DailyChart days={dashboard.data.days} />
        </div>
      )}
    </>
  );
}
