import { Ban, Clock3, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { MSG, ROUTES } from '@sakinah/contract';
import { hasText } from '../profile-display/public';

/**
 * What the review team decided about the profile. Active members see nothing here; the badge
 * in the header already says Active.
 */
export function StatusNotice({ status, rejectionReason }: { status: string; rejectionReason: string | null }) {
  if (status === 'Pending') {
    return (
      <div className="flex items-start gap-3 rounded-2xl border border-gold-200 bg-gold-50 p-4 text-gold-700 sm:p-5">
        <Clock3 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{MSG.underReviewTitle}</p>
          <p className="mt-0.5 text-sm">Your profile is under review by our team.</p>
        </div>
      </div>
    );
  }
  if (status === 'Rejected') {
    return (
      <div className="flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800 sm:p-5">
        <XCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{MSG.profileRejectedTitle}</p>
          {hasText(rejectionReason) && (
            <p className="mt-0.5 text-sm">
              <span className="font-medium">Reason:</span> {rejectionReason}
            </p>
          )}
          <p className="mt-1 text-sm">
            Please review the details in your profile.{' '}
            <Link to={ROUTES.profile} className="font-semibold underline underline-offset-2 hover:text-red-900">
              Edit your profile
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
        <p className="text-sm font-medium">{MSG.accountSuspended}</p>
      </div>
    );
  }
  return null;
}
