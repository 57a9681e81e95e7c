import { ArrowLeft, LockKeyhole } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ROUTES } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { AuthCard, authLinkClass } from '../features/password-reset/auth-card';
import { ResetPasswordForm } from '../features/password-reset/reset-password-form';

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  return (
    <>
      <Seo title="Reset Password" description="Choose a new password for your account." />
      <AuthCard
        icon={<LockKeyhole className="h-7 w-7" />}
        title="Reset Password"
        subtitle="Choose a strong new password for your account."
        footer={
          <Link to={ROUTES.login} className={authLinkClass}>
            <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            Back to Login
          </Link>
        }
      >
        {/* Keyed by token so a different link starts with a clean form. */}
        <ResetPasswordForm key={token} token={token} />
      </AuthCard>
    </>
  );
}
