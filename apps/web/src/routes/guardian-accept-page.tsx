import { HandHeart } from 'lucide-react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { API, type GuardianInvitationResponse } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { api } from '../lib/api';
import { useT } from '../lib/i18n';
import { AuthCard } from '../features/password-reset/auth-card';
import { GuardianAcceptForm } from '../features/guardians/guardian-accept-form';
import { GuardianPhoneAcceptForm } from '../features/guardians/guardian-phone-accept-form';

/**
 * /guardian/accept/:token: the link from the invitation. It names who invited her and for whom (issue 41); a link
 * that no longer works says so when she accepts.
 */
export default function GuardianAcceptPage() {
  const { token = '' } = useParams();
  const { t } = useT();
  const invitation = useQuery({
    queryKey: ['guardian-invitation', token],
    queryFn: () => api<GuardianInvitationResponse>('GET', API.guardianAccept(token)),
    select: (response) => response.invitation,
    retry: false,
  });
  return (
    <>
      <Seo title={t('guardianInvite.title')} description={t('guardianAccept.seoDescription')} />
      <AuthCard
        icon={<HandHeart className="h-7 w-7" />}
        title={t('guardianInvite.title')}
        subtitle={
          <>
            {invitation.data ? (
              <p className="font-semibold text-ink">
                {t('guardianInvite.invitedFor', { inviter: invitation.data.inviterName, ward: invitation.data.wardName })}
              </p>
            ) : (
              invitation.isError && <p className="font-semibold text-ink">{t('guardianInvite.someone')}</p>
            )}
            <p className="mt-1">
              {invitation.data?.by === 'phone' && invitation.data.phone
                ? invitation.data.hasAccount
                  ? t('guardianInvite.phoneHasAccount', { phone: invitation.data.phone, ward: invitation.data.wardName })
                  : t('guardianInvite.phoneHowItWorks', { phone: invitation.data.phone })
                : t('guardianInvite.howItWorks')}
            </p>
          </>
        }
      >
        {/* Keyed by token so a different link starts with a clean form. By phone (issue 41, item 6): a code, no password. */}
        {invitation.data?.by === 'phone' ? (
          <GuardianPhoneAcceptForm key={token} token={token} hasAccount={invitation.data.hasAccount} />
        ) : (
          <GuardianAcceptForm key={token} token={token} />
        )}
      </AuthCard>
    </>
  );
}
