import { ArrowLeft, KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { AuthCard, authLinkClass } from '../features/password-reset/auth-card';
import { ForgotPasswordForm } from '../features/password-reset/forgot-password-form';

export default function ForgetPasswordPage() {
  return (
    <>
      <Seo title="Forgot Password" description="Forgot your password? Enter your email and we will send you a link to choose a new one." />
      <AuthCard
        icon={<KeyRound className="h-7 w-7" />}
        title="Forgot Password?"
        subtitle="Enter the email address of your account and we will send you a link to reset your password."
        footer={
          <Link to={ROUTES.login} className={authLinkClass}>
            <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            Back to Login
          </Link>
        }
      >
        <ForgotPasswordForm />
      </AuthCard>
    </>
  );
}
