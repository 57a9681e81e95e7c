import { ArrowLeft, MailWarning } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ROUTES } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';
import { AuthCard, authLinkClass } from '../features/password-reset/auth-card';
import { UndoEmailChangeForm } from '../features/email-change/undo-email-change-form';

/** /auth/undo-email-change/:token: the link mailed to the address a sign-in email replaced. */
export default function UndoEmailChangePage() {
  const { t } = useT();
  const { token = '' } = useParams();
  return (
    <>
      <Seo title={t('account.undoSeoTitle')} description={t('account.undoSeoDescription')} />
      <AuthCard
        icon={<MailWarning className="h-7 w-7" />}
        title={t('account.undoTitle')}
        subtitle={t('account.undoSubtitle')}
        footer={
          <Link to={ROUTES.login} className={authLinkClass}>
            <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            {t('account.backToLogin')}
          </Link>
        }
      >
        <UndoEmailChangeForm key={token} token={token} />
      </AuthCard>
    </>
  );
}
