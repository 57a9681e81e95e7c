import { HandHeart } from 'lucide-react';
import { useParams } from 'react-router';
import { Seo } from '../lib/seo';
import { AuthCard } from '../features/password-reset/auth-card';
import { GuardianAcceptForm } from '../features/guardians/guardian-accept-form';

/** /guardian/accept/:token: the link from the invitation email. */
export default function GuardianAcceptPage() {
  const { token = '' } = useParams();
  return (
    <>
      <Seo title="Accept Guardian Invitation" description="Set up your guardian access to follow a family member's requests on Sakinah." />
      <AuthCard
        icon={<HandHeart className="h-7 w-7" />}
        title="Accept Guardian Invitation"
        subtitle="A family member has invited you as their guardian (wali). Choose your name and a password to follow their requests. You will have read-only access."
      >
        {/* Keyed by token so a different link starts with a clean form. */}
        <GuardianAcceptForm key={token} token={token} />
      </AuthCard>
    </>
  );
}
