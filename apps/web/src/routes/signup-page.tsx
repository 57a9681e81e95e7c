import { Link } from 'react-router';
import { ROUTES } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';
import { AuthSplitLayout } from '../features/auth-layout/auth-split-layout';
import { SignupJourney } from '../features/signup/signup-intro';
import { SignupWizard } from '../features/signup/signup-wizard';

/** /auth/signup: the six-step wizard in the split layout (no site header or footer here). */
export default function SignupPage() {
  const { t } = useT();
  return (
    <>
      <Seo
        title={t('signup.pageTitle')}
        description={t('signup.seoDescription')}
      />
      <AuthSplitLayout
        title={t('signup.pageTitle')}
        subtitle={t('signup.pageSubtitle')}
        brandPanel={<SignupJourney tone="light" />}
        topLink={
          <Link to={ROUTES.home} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {t('signup.backHome')}
          </Link>
        }
      >
        <SignupWizard />
        <p className="mt-6 text-center text-sm text-muted">
          {t('signup.haveAccount')}{' '}
          <Link to={ROUTES.login} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {t('signup.login')}
          </Link>
        </p>
      </AuthSplitLayout>
    </>
  );
}
