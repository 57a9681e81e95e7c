import { Link } from 'react-router';
import { ROUTES } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { AuthSplitLayout } from '../features/auth-layout/auth-split-layout';
import { SignupJourney } from '../features/signup/signup-intro';
import { SignupWizard } from '../features/signup/signup-wizard';

/** /auth/signup: the six-step wizard in the split layout (no site header or footer here). */
export default function SignupPage() {
  return (
    <>
      <Seo
        title="Create Your Account"
        description="Create your free Sakinah account in six short steps and begin your journey towards a blessed Nikah."
      />
      <AuthSplitLayout
        title="Create Your Account"
        subtitle="Begin your journey towards a blessed Nikah."
        brandPanel={<SignupJourney tone="light" />}
        topLink={
          <Link to={ROUTES.home} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            ← Back to Home
          </Link>
        }
      >
        <SignupWizard />
        <p className="mt-6 text-center text-sm text-muted">
          Already have an account?{' '}
          <Link to={ROUTES.login} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            Login
          </Link>
        </p>
      </AuthSplitLayout>
    </>
  );
}
