import { ArrowLeft, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { ButtonLink } from '../components/ui/button';
import { AuthCard, authLinkClass } from '../features/password-reset/auth-card';
import { CheckEmailNotice } from '../features/password-reset/check-email-notice';
import { DevOutboxHint } from '../features/password-reset/dev-outbox-hint';

export default function CheckEmailPage() {
  return (
    <>
      <Seo title="Check Your Email" description="We have sent you a link to reset your password. It expires in 1 hour." />
      <AuthCard
        icon={<MailCheck className="h-7 w-7" />}
        title="Check your email"
        footer={
          <>
            <Link to={ROUTES.login} className={authLinkClass}>
              <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
              Back to Login
            </Link>
            <DevOutboxHint />
          </>
        }
      >
        <CheckEmailNotice />
        <div className="mt-6 border-t border-brand-100 pt-5 text-center text-sm text-muted">
          <p className="mb-3">Wrong address, or no email after a few minutes?</p>
          <ButtonLink to={ROUTES.forgetPassword} variant="back" className="w-full">
            Try another email
          </ButtonLink>
        </div>
      </AuthCard>
    </>
  );
}
