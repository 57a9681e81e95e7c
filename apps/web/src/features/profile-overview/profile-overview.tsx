import { Pencil } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { ButtonLink } from '../../components/ui/button';
import { BackButton, hasText, AboutCard, EducationCareerCard, ExpectationsCard, FamilyCard } from '../profile-display/public';
import { ContactCard, OwnPersonalCard, SubscriptionCard } from './overview-cards';
import type { OwnProfile } from './own-profile';
import { OverviewHeader } from './overview-header';
import { PaymentHistoryCard, usePaymentHistory } from './payment-history-card';
import { PhotosCard } from './photos-card';
import { useT } from '../../lib/i18n';
import { StatusNotice } from './status-notice';

/** The signed-in member's whole profile as others will read it, with the ways to improve it. */
export function ProfileOverview({ user }: { user: OwnProfile }) {
  const ownerName = hasText(user.firstName) ? user.firstName : user.name;
  // The same query the payments card reads (one request).
  const history = usePaymentHistory();
  const { t } = useT();
  return (
    <section className="container-page py-8 sm:py-12">
      <div className="flex items-center justify-between gap-3">
        <BackButton fallback={ROUTES.home} />
        <ButtonLink to={ROUTES.profile} size="sm">
          <Pencil className="h-4 w-4" aria-hidden="true" />
          {t('overview.editProfileButton')}
        </ButtonLink>
      </div>
      <p className="eyebrow mt-6">{t('overview.eyebrow')}</p>
      <div className="mt-3 space-y-6">
        <StatusNotice
          status={user.status}
          paymentStatus={user.paymentStatus}
          rejectionReason={user.rejectionReason}
          refunded={history.data?.some((payment) => payment.planStatus === 'Refunded') ?? false}
        />
        <OverviewHeader user={user} />
        {/* Two balanced columns on wide screens (cards differ in height); one column in this order on phones. */}
        <div className="gap-6 lg:columns-2 [&>*]:mb-6 [&>*]:break-inside-avoid">
          <OwnPersonalCard user={user} />
          <EducationCareerCard user={user} />
          <FamilyCard user={user} />
          <AboutCard user={user} />
          <ExpectationsCard user={user} />
          <ContactCard user={user} />
          <PhotosCard images={user.images} ownerName={ownerName} photoPrivacy={user.photoPrivacy} />
          <SubscriptionCard user={user} />
          <PaymentHistoryCard />
        </div>
      </div>
    </section>
  );
}
