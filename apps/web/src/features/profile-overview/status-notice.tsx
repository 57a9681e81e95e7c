import { Ban, Clock3, CreditCard, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '@sakinah/contract';
import { useT } from '../../lib/i18n';
import { hasText } from '../profile-display/public';
import { ButtonLink } from '../../components/ui/button';

/**
 * What the review team decided about the profile. Active members see nothing here; the badge
 * in the header already says Active.
 */
export function StatusNotice({
  status,
  paymentStatus,
  rejectionReason,
  refunded = false,
}: {
  status: string;
  paymentStatus: string;
  rejectionReason: string | null;
  /** A payment of hers was refunded (a rejection refunds what was paid during the review). */
  refunded?: boolean;
}) {
  const { t } = useT();
  // The review queue holds only paid members: an unpaid one is told what to do next, not that she is being reviewed.
  if (status === 'Pending' && paymentStatus !== 'paid') {
    return (
      <div className="flex flex-col gap-3 rounded-2xl border border-gold-200 bg-gold-50 p-4 text-gold-700 sm:flex-row sm:items-center sm:p-5">
        <div className="flex flex-1 items-start gap-3">
          <CreditCard className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('unpaidPendingTitle')}</p>
            <p className="mt-0.5 text-sm">{t('unpaidPendingText')}</p>
          </div>
        </div>
        <ButtonLink to={ROUTES.pricing} size="sm" className="self-start sm:self-center">
          {t('overview.viewPlans')}
        </ButtonLink>
      </div>
    );
  }
  if (status === 'Pending') {
    return (
      <div className="flex items-start gap-3 rounded-2xl border border-gold-200 bg-gold-50 p-4 text-gold-700 sm:p-5">
        <Clock3 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{t('underReviewTitle')}</p>
          <p className="mt-0.5 text-sm">{t('overview.underReview')} {t('planStartsAtApproval')}</p>
        </div>
      </div>
    );
  }
  if (status === 'Rejected') {
    return (
      <div className="flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800 sm:p-5">
        <XCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{t('profileRejectedTitle')}</p>
          {hasText(rejectionReason) && (
            <p className="mt-0.5 text-sm">
              <span className="font-medium">{t('overview.reason')}</span> <span dir="auto">{rejectionReason}</span>
            </p>
          )}
          {refunded && paymentStatus !== 'paid' && <p className="mt-1 text-sm">{t('rejectedRefunded')}</p>}
          <p className="mt-1 text-sm">
            {t('overview.reviewDetails')}{' '}
            <Link to={ROUTES.profile} className="font-semibold underline underline-offset-2 hover:text-red-900">
              {t('overview.editProfile')}
            </Link>
          </p>
        </div>
      </div>
    );
  }
  if (status === 'Suspended') {
    return (
      <div className="flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800 sm:p-5">
        <Ban className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <p className="text-sm font-medium">{t('accountSuspended')}</p>
      </div>
    );
  }
  return null;
}
