import { ArrowLeft, KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { AuthCard, authLinkClass } from '../features/password-reset/auth-card';
import { ForgotPasswordForm } from '../features/password-reset/forgot-password-form';
import { useT } from '../lib/i18n';

export default function ForgetPasswordPage() {
  const { t, path } = useT();
  return (
    <>
      <Seo title={t('forgot.seoTitle')} description={t('forgot.seoDescription')} />
      <AuthCard
        icon={<KeyRound className="h-7 w-7" />}
        title={t('forgot.title')}
        subtitle={t('forgot.subtitle')}
        footer={
          <Link to={path(ROUTES.login)} className={authLinkClass}>
            <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            {t('forgot.backToLogin')}
          </Link>
        }
      >
        <ForgotPasswordForm />
      </AuthCard>
    </>
  );
}
