import { CheckCircle2, Clock, PauseCircle } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { ButtonLink } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { durationText } from '../../lib/duration-text';
import { useSession } from '../session/public';
import { useNow } from '../../lib/use-now';

const CLOCK_LEEWAY_MS = 10 * 60_000;

/** What the thank-you card shows, whichever way the payment was confirmed. */
export interface PaidSummary {
  planName: string;
  duration: string;
  amount: number;
  expiryDate: string;
  /** When the plan starts: a date to come means it waits for the plan in force to end. */
  startDate: string;
  /** Bought before approval: it starts at approval, and its dates are not known yet. */
  startsOnApproval: boolean;
  /** How long a review usually takes (the server's REVIEW_TIME), when the answer carried it. */
  reviewTime: string | null;
  /** Bought with "Start now": the plan that pauses meanwhile. */
  pauses: { planName: string; resumesAt: string; endsAt: string } | null;
}

/** The thank-you card after a confirmed payment; carries the page's single h1. */
export function PaymentCompleteCard({ summary }: { summary: PaidSummary }) {
  const { t, formatRupees, formatDate } = useT();
  const formatDateIN = (value: string) => formatDate(value, { day: 'numeric', month: 'long', year: 'numeric' });
  const { user } = useSession();
  // Approved while the card is open (the session follows accountStatusChanged): the plan has started, with the
  // dates the approval gave it.
  const approvedSince = summary.startsOnApproval && user?.status === 'Active';
  const waitsForApproval = summary.startsOnApproval && !approvedSince;
  const awaitingReview = !!user && user.role === 'member' && user.status !== 'Active';
  // Bought while another plan is in force: it waits for that one to end (docs/decisions.md, stacking).
  // A few minutes' leeway: the server's clock and hers differ, and useNow ticks by the minute.
  const now = useNow();
  const startsLater = !summary.startsOnApproval && new Date(summary.startDate).getTime() > now + CLOCK_LEEWAY_MS;
  const startsOn = formatDateIN(summary.startDate);
  const validUntil = approvedSince && user?.subscription ? user.subscription.endsAt : summary.expiryDate;
  const duration = durationText(t, summary.duration);
  const lead = waitsForApproval
    ? summary.reviewTime
      ? t('checkout.leadOnApprovalWithTime', { review: summary.reviewTime, duration })
      : t('checkout.leadOnApproval', { duration })
    : approvedSince
      ? t('checkout.leadApproved')
      : startsLater
        ? t('checkout.leadStartsLater', { date: startsOn })
        : t('checkout.leadActive');
  return (
    <div className="card mx-auto w-full max-w-lg p-7 text-center sm:p-10">
      <CheckCircle2 className="mx-auto h-14 w-14 text-brand-500" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold text-brand-700 sm:text-4xl">{t('checkout.successTitle')}</h1>
      <p className="mt-2 text-muted" data-testid="paid-lead">
        {t('checkout.thanks')} {lead}
      </p>
      {awaitingReview && (
        <div className="mt-5 flex items-start gap-3 rounded-xl border border-gold-200 bg-gold-50 p-4 text-start text-sm" role="status">
          <Clock className="mt-0.5 h-5 w-5 shrink-0 text-gold-700" aria-hidden="true" />
          <div>
            <p className="font-semibold text-ink">{t('underReviewTitle')}</p>
            <p className="mt-1 text-ink">{t('paidAwaitingApproval')}</p>
          </div>
        </div>
      )}
      {summary.pauses && (
        <div className="mt-5 flex items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-start text-sm" role="status">
          <PauseCircle className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
          <p className="text-ink">
            {t('checkout.paused', {
              plan: summary.pauses.planName,
              resumes: formatDateIN(summary.pauses.resumesAt),
              ends: formatDateIN(summary.pauses.endsAt),
            })}
          </p>
        </div>
      )}
      <dl className="mt-7 divide-y divide-brand-100 rounded-xl border border-brand-100 bg-brand-50/50 text-start text-sm">
        <SummaryRow label={t('checkout.plan')} value={summary.planName} />
        <SummaryRow label={t('checkout.duration')} value={duration} />
        <SummaryRow label={t('checkout.amountPaid')} value={formatRupees(summary.amount)} />
        {waitsForApproval && <SummaryRow label={t('checkout.starts')} value={t('checkout.startsOnApproval')} />}
        {startsLater && <SummaryRow label={t('checkout.startsOn')} value={startsOn} />}
        <SummaryRow label={t('checkout.validUntil')} value={waitsForApproval ? t('checkout.afterApproval', { duration }) : formatDateIN(validUntil)} />
      </dl>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {!awaitingReview && <ButtonLink to={ROUTES.featuredProfiles}>{t('checkout.browseProfiles')}</ButtonLink>}
        <ButtonLink to={ROUTES.profilePage} variant={awaitingReview ? 'primary' : 'back'}>
          {t('checkout.viewProfile')}
        </ButtonLink>
      </div>
    </div>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 px-4 py-3">
      <dt className="text-muted">{label}</dt>
      <dd className="text-end font-semibold text-ink">{value}</dd>
    </div>
  );
}
