import { CreditCard, Phone } from 'lucide-react';
import { MSG, ROUTES } from '@sakinah/contract';
import { Link } from 'react-router';
import { DetailList, ProfileCard, PersonalCard, STATUS_TONE_CLASSES, formatDate, formatDay, hasText, orNotSpecified } from '../profile-display/public';
import type { OwnProfile } from './own-profile';

type CardProps = { user: OwnProfile };

/** The owner's personal details: her full name and birthday first. */
export function OwnPersonalCard({ user }: CardProps) {
  const fullName = [user.firstName, user.middleName, user.lastName].filter(hasText).join(' ');
  return (
    <PersonalCard
      user={user}
      title="Personal Information"
      lead={[
        { label: 'Full Name', value: orNotSpecified(fullName) },
        { label: 'Date of Birth', value: formatDay(user.dob) },
      ]}
    />
  );
}

export function ContactCard({ user }: CardProps) {
  return (
    <ProfileCard title="Contact Details" icon={Phone}>
      <DetailList
        items={[
          { label: 'Email', value: orNotSpecified(user.email), wide: true },
          { label: 'Phone Number', value: hasText(user.contactNo) ? `+91 ${user.contactNo}` : MSG.notSpecified },
          { label: 'City', value: orNotSpecified(user.city) },
          { label: 'State', value: orNotSpecified(user.state) },
          { label: 'Address', value: orNotSpecified(user.address), wide: true },
        ]}
      />
    </ProfileCard>
  );
}

const KIND_LABELS: Record<string, string> = { paid: 'Paid', trial: 'Free trial', complimentary: 'Complimentary' };
/** Allowances renew each month of the plan. */
const limitLabel = (limit: number | null) => (limit === null ? 'Unlimited' : `${limit} per month`);

function SubscriptionStatus({ active }: { active: boolean }) {
  return (
    <span className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold not-italic ${STATUS_TONE_CLASSES[active ? 'green' : 'red']}`}>
      {active ? 'Active' : 'Expired'}
    </span>
  );
}

export function SubscriptionCard({ user }: { user: Pick<OwnProfile, 'subscription' | 'upcomingSubscriptions' | 'expiredSubscription'> }) {
  const { subscription, expiredSubscription: expired } = user;
  const upcoming = user.upcomingSubscriptions ?? [];
  return (
    <ProfileCard title="Subscription" icon={CreditCard}>
      {subscription ? (
        <DetailList
          items={[
            { label: 'Plan', value: subscription.planName },
            { label: 'Status', value: <SubscriptionStatus active /> },
            { label: 'Duration', value: subscription.duration },
            { label: 'Type', value: KIND_LABELS[subscription.kind] ?? orNotSpecified(subscription.kind) },
            { label: 'Started On', value: formatDate(subscription.startsAt) },
            { label: 'Expires On', value: formatDate(subscription.endsAt) },
            { label: 'Profile Views', value: limitLabel(subscription.maxProfileViews) },
            { label: 'Photo Views', value: limitLabel(subscription.maxPhotosViews) },
            { label: 'Contact Details', value: subscription.canSeeContactInfo ? 'Included' : 'Not included' },
            ...upcoming.map((plan, index) => ({
              label: index === 0 ? 'Next Plan' : 'Then',
              value: `${plan.planName} (${plan.duration}), ${formatDate(plan.startsAt)} to ${formatDate(plan.endsAt)}`,
            })),
          ]}
        />
      ) : upcoming[0]?.startsOnApproval ? (
        <DetailList
          items={[
            { label: 'Plan', value: upcoming[0].planName },
            { label: 'Status', value: 'Starts at approval' },
            { label: 'Duration', value: upcoming[0].duration },
            { label: 'Starts On', value: 'When your profile is approved' },
          ]}
        />
      ) : expired ? (
        <DetailList
          items={[
            { label: 'Plan', value: expired.planName },
            { label: 'Status', value: <SubscriptionStatus active={false} /> },
            { label: 'Duration', value: expired.duration },
            { label: 'Type', value: KIND_LABELS[expired.kind] ?? orNotSpecified(expired.kind) },
            { label: 'Started On', value: formatDate(expired.startsAt) },
            { label: 'Expired On', value: formatDate(expired.endsAt) },
          ]}
        />
      ) : (
        <p className="text-[15px] text-muted">
          You have no package yet. Compare our plans on the{' '}
          <Link to={ROUTES.pricing} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            pricing page
          </Link>
          .
        </p>
      )}
    </ProfileCard>
  );
}
