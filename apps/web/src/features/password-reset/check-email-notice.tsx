import { useLocation } from 'react-router';
import type { CheckEmailState } from './forgot-password-form';

/** The address from the forgot-password page, when the member came from there. */
function emailFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const email = (state as Partial<CheckEmailState>).email;
  return typeof email === 'string' && email.length > 0 ? email : null;
}

export function CheckEmailNotice() {
  const email = emailFrom(useLocation().state);
  return (
    <div className="space-y-3 text-center text-sm leading-relaxed text-muted">
      <p>
        If an account uses{' '}
        {email ? <strong className="font-semibold break-all text-ink">{email}</strong> : 'this address'}, we have sent a link to
        it to choose a new password.
      </p>
      <p>Open the email and follow the link to choose a new password. The link expires in 1 hour.</p>
      <p>Can&apos;t find it? Check your spam or promotions folder.</p>
    </div>
  );
}
