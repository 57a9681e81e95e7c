import { useId } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ChevronRight, Flag } from 'lucide-react';
import { API, ROUTES, type MyReport, type MyReportsResponse } from '@sakinah/contract';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { api, errorMessage } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { reportReasonText } from './report-reason';

export const MY_REPORTS_KEY = ['my-reports'] as const;


/** The outcome in the reader's language (the server sends it in English too). */
const OUTCOME_TEXT = { open: 'myReportUnderReview', dismissed: 'myReportNoAction', actioned: 'myReportActionTaken' } as const;

const OUTCOME_STYLES: Record<MyReport['status'], string> = {
  open: 'border-gold-200 bg-gold-50 text-gold-700',
  dismissed: 'border-brand-200 bg-brand-50 text-brand-800',
  actioned: 'border-green-200 bg-green-50 text-green-800',
};

/** /user/my-reports: what I reported and where each stands, in plain words (never who else reported). */
export function MyReportsView() {
  const { t } = useT();
  const query = useQuery({
    queryKey: MY_REPORTS_KEY,
    queryFn: ({ signal }) => api<MyReportsResponse>('GET', API.myReports, { signal }),
    select: (response) => response.reports,
  });

  return (
    <section className="container-page section">
      <Link to={ROUTES.settings} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        {t('safety.settings')}
      </Link>
      <header className="mt-3">
        <p className="eyebrow">{t('safety.eyebrow')}</p>
        <h1 className="mt-2 text-4xl font-bold text-brand-800 sm:text-5xl">{t('safety.myReportsTitle')}</h1>
        <p className="mt-3 max-w-2xl text-muted">
          {t('safety.myReportsLead')}
        </p>
      </header>

      <div className="mt-8 max-w-3xl" aria-busy={query.isFetching || undefined}>
        {query.isPending ? (
          <p role="status" className="card p-6 text-sm text-muted">
            {t('loading')}
          </p>
        ) : query.isError ? (
          <div className="card p-6">
            <p role="alert" className="font-medium text-ink">
              {errorMessage(query.error, t('unexpectedErrorRetry'))}
            </p>
            <Button variant="back" className="mt-4" onClick={() => void query.refetch()}>
              {t('safety.tryAgain')}
            </Button>
          </div>
        ) : query.data.length === 0 ? (
          <div className="card p-8 text-center">
            <span className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
              <Flag className="h-6 w-6" />
            </span>
            <p className="font-medium text-ink">{t('safety.noReports')}</p>
            <p className="mt-1 text-sm text-muted">
              {t('safety.noReportsHint')}{' '}
              <Link to={ROUTES.safety} className="font-semibold text-brand-700 underline underline-offset-2">
                {t('safety.advice')}
              </Link>
            </p>
          </div>
        ) : (
          <ul className="card divide-y divide-brand-100 p-2 sm:p-3">
            {query.data.map((report) => (
              <li key={report.id}>
                <ReportRow report={report} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ReportRow({ report }: { report: MyReport }) {
  const { t, formatDate } = useT();
  const nameId = useId();
  const name = `${report.member.firstName} ${report.member.lastName}`.trim();
  return (
    <article aria-labelledby={nameId} className="flex gap-3 p-3 sm:gap-4 sm:p-4">
      <span aria-hidden="true" className="shrink-0">
        <Avatar src={report.member.avatar} name={name} size={44} />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
          <div className="min-w-0">
            <h2 id={nameId} className="truncate font-semibold text-ink">
              {name}
            </h2>
            <p className="text-sm text-muted">
              <time dateTime={report.createdAt}>
                {t('safety.reportedOn', { reason: reportReasonText(t, report.reason, report.reasonLabel), date: formatDate(report.createdAt) })}
              </time>
            </p>
          </div>
          <span className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${OUTCOME_STYLES[report.status]}`}>
            <span className="sr-only">{t('safety.outcome')} </span>
            {t(OUTCOME_TEXT[report.status])}
          </span>
        </div>
        {report.note && <p dir="auto" className="mt-2 rounded-lg bg-brand-50/60 px-3 py-2 text-sm break-words text-ink">{report.note}</p>}
      </div>
    </article>
  );
}

/** Settings → Privacy: the way to "My reports", beside the blocked members. */
export function MyReportsLinkCard() {
  const { t } = useT();
  return (
    <Link
      to={ROUTES.myReports}
      className="card flex items-center gap-3 p-5 transition-colors hover:bg-brand-50/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 sm:p-7"
    >
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
        <Flag className="h-5 w-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xl font-bold text-brand-800">{t('safety.myReportsTitle')}</span>
        <span className="mt-0.5 block text-sm text-muted">{t('safety.myReportsCardLead')}</span>
      </span>
      <ChevronRight className="h-5 w-5 shrink-0 text-brand-600 rtl:-scale-x-100" aria-hidden="true" />
    </Link>
  );
}
