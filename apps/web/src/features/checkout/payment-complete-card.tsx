import { CheckCircle2, Clock, PauseCircle } from 'lucide-react';
import { MSG, ROUTES } from '@sakinah/contract';
import { ButtonLink } from '../../components/ui/button';
import { formatDateIN, formatRupees } from '../pricing/public';
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
  const review = summary.reviewTime ? ` (${summary.reviewTime})` : '';
  const lead = waitsForApproval
    ? ` Your plan starts when our team approves your profile${review}, and its ${summary.duration} is counted from then.`
    : approvedSince
      ? ' Your profile has been approved: your plan has started.'
      : startsLater
        ? ` Your new plan starts on ${startsOn}, when your current plan ends.`
        : ' Your subscription is now active.';
  return (
    <div className="card mx-auto w-full max-w-lg p-7 text-center sm:p-10">
      <CheckCircle2 className="mx-auto h-14 w-14 text-brand-500" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold text-brand-700 sm:text-4xl">Payment Successful</h1>
      <p className="mt-2 text-muted" data-testid="paid-lead">
        JazakAllahu khairan.
        {lead}
      </p>
      {awaitingReview && (
        <div className="mt-5 flex items-start gap-3 rounded-xl border border-gold-200 bg-gold-50 p-4 text-start text-sm" role="status">
          <Clock className="mt-0.5 h-5 w-5 shrink-0 text-gold-700" aria-hidden="true" />
          <div>
            <p className="font-semibold text-ink">{MSG.underReviewTitle}</p>
            <p className="mt-1 text-ink">{MSG.paidAwaitingApproval}</p>
          </div>
        </div>
      )}
      {summary.pauses && (
        <div className="mt-5 flex items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-start text-sm" role="status">
          <PauseCircle className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
          <p className="text-ink">
            Your {summary.pauses.planName} plan is paused and resumes on {formatDateIN(summary.pauses.resumesAt)} with all its remaining days, until{' '}
            {formatDateIN(summary.pauses.endsAt)}.
          </p>
        </div>
      )}
      <dl className="mt-7 divide-y divide-brand-100 rounded-xl border border-brand-100 bg-brand-50/50 text-start text-sm">
        <SummaryRow label="Plan" value={summary.planName} />
        <SummaryRow label="Duration" value={summary.duration} />
        <SummaryRow label="Amount Paid" value={formatRupees(summary.amount)} />
        {waitsForApproval && <SummaryRow label="Starts" value="When your profile is approved" />}
        {startsLater && <SummaryRow label="Starts On" value={startsOn} />}
        <SummaryRow label="Valid Until" value={waitsForApproval ? `${summary.duration} after approval` : formatDateIN(validUntil)} />
      </dl>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {!awaitingReview && <ButtonLink to={ROUTES.featuredProfiles}>Browse Profiles</ButtonLink>}
        <ButtonLink to={ROUTES.profilePage} variant={awaitingReview ? 'primary' : 'back'}>
          View Profile
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
