import { ArrowLeft, LockKeyhole } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ROUTES } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { AuthCard, authLinkClass } from '../features/password-reset/auth-card';
import { ResetPasswordForm } from '../features/password-reset/reset-password-form';
import { useT } from '../lib/i18n';

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const { t, path } = useT();
  return (
    <>
      <Seo title={t('reset.seoTitle')} description={t('reset.seoDescription')} />
      <AuthCard
        icon={<LockKeyhole className="h-7 w-7" />}
        title={t('reset.title')}
        subtitle={t('reset.subtitle')}
        footer={
          <Link to={path(ROUTES.login)} className={authLinkClass}>
            <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            {t('forgot.backToLogin')}
          </Link>
        }
      >
        {/* Keyed by token so a different link starts with a clean form. */}
        <ResetPasswordForm key={token} token={token} />
      </AuthCard>
    </>
  );
}
