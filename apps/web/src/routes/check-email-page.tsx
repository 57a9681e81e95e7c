import { ArrowLeft, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { ButtonLink } from '../components/ui/button';
import { AuthCard, authLinkClass } from '../features/password-reset/auth-card';
import { CheckEmailNotice } from '../features/password-reset/check-email-notice';
import { DevOutboxHint } from '../features/password-reset/dev-outbox-hint';
import { useT } from '../lib/i18n';

export default function CheckEmailPage() {
  const { t, path } = useT();
  return (
    <>
      <Seo title={t('checkEmail.seoTitle')} description={t('checkEmail.seoDescription')} />
      <AuthCard
        icon={<MailCheck className="h-7 w-7" />}
        title={t('checkEmail.title')}
        footer={
          <>
            <Link to={path(ROUTES.login)} className={authLinkClass}>
              <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
              {t('forgot.backToLogin')}
            </Link>
            <DevOutboxHint />
          </>
        }
      >
        <CheckEmailNotice />
        <div className="mt-6 border-t border-brand-100 pt-5 text-center text-sm text-muted">
          <p className="mb-3">{t('checkEmail.wrong')}</p>
          <ButtonLink to={ROUTES.forgetPassword} variant="back" className="w-full">
            {t('checkEmail.tryAnother')}
          </ButtonLink>
        </div>
      </AuthCard>
    </>
  );
}
