import { ArrowLeft, KeyRound } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ROUTES } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { AuthCard, authLinkClass } from '../features/password-reset/auth-card';
import { SignInLinkForm } from '../features/sign-in-link/sign-in-link-form';

/** /auth/sign-in-link/:token: the link mailed when password sign-in was paused after wrong guesses. */
export default function SignInLinkPage() {
  const { token = '' } = useParams();
  return (
    <>
      <Seo title="Sign in with your link" description="Sign in to your account with the single-use link we emailed you." />
      <AuthCard
        icon={<KeyRound className="h-7 w-7" />}
        title="Sign in with your link"
        subtitle="Password sign-in was paused after several wrong attempts. This link lets you in once and lifts the pause."
        footer={
          <Link to={ROUTES.login} className={authLinkClass}>
            <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            Back to Login
          </Link>
        }
      >
        <SignInLinkForm key={token} token={token} />
      </AuthCard>
    </>
  );
}
