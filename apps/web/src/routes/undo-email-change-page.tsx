import { ArrowLeft, MailWarning } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ROUTES } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { AuthCard, authLinkClass } from '../features/password-reset/auth-card';
import { UndoEmailChangeForm } from '../features/email-change/undo-email-change-form';

/** /auth/undo-email-change/:token: the link mailed to the address a sign-in email replaced. */
export default function UndoEmailChangePage() {
  const { token = '' } = useParams();
  return (
    <>
      <Seo title="Was this you?" description="Put back the email address of your account if someone else changed it." />
      <AuthCard
        icon={<MailWarning className="h-7 w-7" />}
        title="Didn't change your email?"
        subtitle="The sign-in email of your account was changed. If it was not you, put it back here."
        footer={
          <Link to={ROUTES.login} className={authLinkClass}>
            <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            Back to Login
          </Link>
        }
      >
        <UndoEmailChangeForm key={token} token={token} />
      </AuthCard>
    </>
  );
}
