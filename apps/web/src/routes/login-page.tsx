import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { BRAND_NAME, MSG, ROUTES } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { LoginForm } from '../features/login/login-form';
import { AuthSplitLayout } from '../features/auth-layout/auth-split-layout';
import { safeRedirect } from '../features/login/safe-redirect';

export default function LoginPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  return (
    <>
      <Seo title="Login" description={`Sign in to ${BRAND_NAME} to continue your search for a righteous spouse.`} />
      <AuthSplitLayout
        title="Welcome Back"
        subtitle="Sign in with your email and password."
        phoneIntro={MSG.welcomeBack}
        topLink={
          <Link to={ROUTES.home} className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50">
            <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            Back
          </Link>
        }
        brandPanel={
          <>
            <p className="font-display text-4xl leading-tight xl:text-5xl">{MSG.welcomeBack}</p>
            <p className="mt-4 font-display text-3xl font-bold text-gold-300">{BRAND_NAME}</p>
          </>
        }
      >
        <LoginForm redirect={redirect} />
      </AuthSplitLayout>
    </>
  );
}
