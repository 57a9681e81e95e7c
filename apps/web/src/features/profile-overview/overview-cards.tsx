import { CreditCard, Phone } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { Link } from 'react-router';
import { DetailList, ProfileCard, PersonalCard, STATUS_TONE_CLASSES, hasText, useProfileLabels } from '../profile-display/public';
import { useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import type { OwnProfile } from './own-profile';

type CardProps = { user: OwnProfile };

/** The owner's personal details: her full name and birthday first. */
export function OwnPersonalCard({ user }: CardProps) {
  const { t, formatDate } = useT();
  const { orNotSpecified, notSpecified } = useProfileLabels();
  const fullName = [user.firstName, user.middleName, user.lastName].filter(hasText).join(' ');
  // A birthday is a calendar day: read at noon UTC so no time zone moves it.
  const dob = hasText(user.dob) && /^\d{4}-\d{2}-\d{2}/.test(user.dob) ? formatDate(`${user.dob.slice(0, 10)}T12:00:00Z`) : notSpecified;
  return (
    <PersonalCard
      user={user}
      title={t('overview.personalInformation')}
      lead={[
        { label: t('overview.fullName'), value: orNotSpecified(fullName) },
        { label: t('overview.dateOfBirth'), value: dob },
      ]}
    />
  );
}

export function ContactCard({ user }: CardProps) {
  const { t } = useT();
  const { orNotSpecified, notSpecified } = useProfileLabels();
  return (
    <ProfileCard title={t('profileView.contactDetails')} icon={Phone}>
      <DetailList
        items={[
          { label: t('profileView.email'), value: <span dir="ltr">{orNotSpecified(user.email)}</span>, wide: true },
          { label: t('profileView.phone'), value: hasText(user.contactNo) ? <span dir="ltr">+91 {user.contactNo}</span> : notSpecified },
          { label: t('overview.city'), value: orNotSpecified(user.city) },
          { label: t('overview.state'), value: orNotSpecified(user.state) },
          { label: t('overview.address'), value: orNotSpecified(user.address), wide: true },
        ]}
      />
    </ProfileCard>
  );
}

const PLAN_KINDS = ['paid', 'trial', 'complimentary'] as const;
const isPlanKind = (kind: string): kind is (typeof PLAN_KINDS)[number] => (PLAN_KINDS as readonly string[]).includes(kind);

function SubscriptionStatus({ active }: { active: boolean }) {
  const { t } = useT();
  return (
    <span className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold not-italic ${STATUS_TONE_CLASSES[active ? 'green' : 'red']}`}>
      {active ? t('overview.active') : t('overview.expired')}
    </span>
  );
}

export function SubscriptionCard({ user }: { user: Pick<OwnProfile, 'subscription' | 'upcomingSubscriptions' | 'expiredSubscription'> }) {
  const { t, formatDate } = useT();
  const { orNotSpecified } = useProfileLabels();
  const { subscription, expiredSubscription: expired } = user;
  const upcoming = user.upcomingSubscriptions ?? [];
  const kindLabel = (kind: string) => (isPlanKind(kind) ? t(`overview.kind.${kind}`) : orNotSpecified(kind));
  /** Allowances renew each month of the plan. */
  const limitLabel = (limit: number | null) => (limit === null ? t('overview.unlimited') : t('overview.perMonth', { count: limit }));
  return (
    <ProfileCard title={t('overview.subscription')} icon={CreditCard}>
      {subscription ? (
        <DetailList
          items={[
            { label: t('overview.plan'), value: subscription.planName },
            { label: t('overview.status'), value: <SubscriptionStatus active /> },
            { label: t('overview.duration'), value: subscription.duration },
            { label: t('overview.type'), value: kindLabel(subscription.kind) },
            { label: t('overview.startedOn'), value: formatDate(subscription.startsAt) },
            { label: t('overview.expiresOn'), value: formatDate(subscription.endsAt) },
            { label: t('overview.profileViews'), value: limitLabel(subscription.maxProfileViews) },
            { label: t('overview.photoViews'), value: limitLabel(subscription.maxPhotosViews) },
            { label: t('profileView.contactDetails'), value: subscription.canSeeContactInfo ? t('overview.included') : t('overview.notIncluded') },
            ...upcoming.map((plan, index) => ({
              label: index === 0 ? t('overview.nextPlan') : t('overview.then'),
              value: t('overview.planRange', { plan: plan.planName, duration: plan.duration, from: formatDate(plan.startsAt), to: formatDate(plan.endsAt) }),
            })),
          ]}
        />
      ) : upcoming[0]?.startsOnApproval ? (
        <DetailList
          items={[
            { label: t('overview.plan'), value: upcoming[0].planName },
            { label: t('overview.status'), value: t('overview.startsAtApproval') },
            { label: t('overview.duration'), value: upcoming[0].duration },
            { label: t('overview.startsOn'), value: t('overview.whenApproved') },
          ]}
        />
      ) : expired ? (
        <DetailList
          items={[
            { label: t('overview.plan'), value: expired.planName },
            { label: t('overview.status'), value: <SubscriptionStatus active={false} /> },
            { label: t('overview.duration'), value: expired.duration },
            { label: t('overview.type'), value: kindLabel(expired.kind) },
            { label: t('overview.startedOn'), value: formatDate(expired.startsAt) },
            { label: t('overview.expiredOn'), value: formatDate(expired.endsAt) },
          ]}
        />
      ) : (
        <p className="text-[15px] text-muted">
          {richText(t('overview.noPackage'), {
            link: (chunk) => (
              <Link to={ROUTES.pricing} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
                {chunk}
              </Link>
            ),
          })}
        </p>
      )}
    </ProfileCard>
  );
}
