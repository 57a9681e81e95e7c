import { ArrowLeft, KeyRound } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ROUTES } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';
import { AuthCard, authLinkClass } from '../features/password-reset/auth-card';
import { SignInLinkForm } from '../features/sign-in-link/sign-in-link-form';

/** /auth/sign-in-link/:token: the link mailed when password sign-in was paused after wrong guesses. */
export default function SignInLinkPage() {
  const { t } = useT();
  const { token = '' } = useParams();
  return (
    <>
      <Seo title={t('account.linkSeoTitle')} description={t('account.linkSeoDescription')} />
      <AuthCard
        icon={<KeyRound className="h-7 w-7" />}
        title={t('account.linkSeoTitle')}
        subtitle={t('account.linkSubtitle')}
        footer={
          <Link to={ROUTES.login} className={authLinkClass}>
            <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            {t('account.backToLogin')}
          </Link>
        }
      >
        <SignInLinkForm key={token} token={token} />
      </AuthCard>
    </>
  );
}
