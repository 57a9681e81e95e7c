import { BriefcaseBusiness, CreditCard, HeartHandshake, NotebookPen, Phone, UserRound, UsersRound } from 'lucide-react';
import { MSG, ROUTES } from '@sakinah/contract';
import { Link } from 'react-router';
import { DetailList, ProfileCard, ProseBlock } from '../profile-display/profile-card';
import {
  STATUS_TONE_CLASSES, ageLabel, formatDate, formatDay, genderLabel, hasText, heightLabel, listLabel, maritalStatusLabel,
  orNotSpecified, profileForLabel, weightLabel,
} from '../profile-display/labels';
import type { OwnProfile } from './own-profile';

type CardProps = { user: OwnProfile };

export function PersonalCard({ user }: CardProps) {
  const fullName = [user.firstName, user.middleName, user.lastName].filter(hasText).join(' ');
  return (
    <ProfileCard title="Personal Information" icon={UserRound}>
      <DetailList
        items={[
          { label: 'Full Name', value: orNotSpecified(fullName) },
          { label: 'Date of Birth', value: formatDay(user.dob) },
          { label: 'Age', value: ageLabel(user.age) },
          { label: 'Gender', value: genderLabel(user.gender) },
          { label: 'Marital Status', value: maritalStatusLabel(user.maritalStatus) },
          { label: 'Height', value: heightLabel(user.height) },
          { label: 'Weight', value: weightLabel(user.weight) },
          { label: 'Profile Created For', value: profileForLabel(user.profileFor, user.customRelation) },
        ]}
      />
    </ProfileCard>
  );
}

export function EducationCareerCard({ user }: CardProps) {
  return (
    <ProfileCard title="Education & Career" icon={BriefcaseBusiness}>
      <DetailList
        items={[
          { label: 'Education', value: orNotSpecified(user.education) },
          { label: 'Occupation', value: orNotSpecified(user.occupation) },
          { label: 'Work Location', value: orNotSpecified(user.workLocation) },
          { label: 'Annual Income', value: orNotSpecified(user.annualIncome) },
        ]}
      />
    </ProfileCard>
  );
}

export function FamilyCard({ user }: CardProps) {
  return (
    <ProfileCard title="Family Details" icon={UsersRound}>
      <DetailList
        items={[
          { label: "Father's Name", value: orNotSpecified(user.fatherName) },
          { label: "Mother's Name", value: orNotSpecified(user.motherName) },
          { label: 'Siblings', value: orNotSpecified(user.siblings) },
          { label: 'Family Type', value: orNotSpecified(user.familyType) },
          { label: 'Family Values', value: orNotSpecified(user.familyValues) },
          { label: 'Caste', value: orNotSpecified(user.caste) },
        ]}
      />
    </ProfileCard>
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

export function AboutCard({ user }: CardProps) {
  return (
    <ProfileCard title="About Me" icon={NotebookPen}>
      <ProseBlock text={user.aboutMe} />
      {hasText(user.bio) && (
        <div className="mt-5 border-t border-brand-100 pt-4">
          <h3 className="text-xs font-semibold tracking-wide text-muted uppercase font-sans">Short Bio</h3>
          <p className="mt-1 text-[15px] leading-relaxed whitespace-pre-line text-ink">{user.bio.trim()}</p>
        </div>
      )}
    </ProfileCard>
  );
}

export function ExpectationsCard({ user }: CardProps) {
  return (
    <ProfileCard title="Partner Expectations" icon={HeartHandshake}>
      <ProseBlock text={user.expectations} />
      <div className="mt-5 border-t border-brand-100 pt-5">
        <DetailList
          items={[
            { label: 'Preferred Age', value: orNotSpecified(user.ageRangePreference) },
            { label: 'Preferred Height', value: heightLabel(user.heightPreference) },
            { label: 'Preferred Education', value: orNotSpecified(user.educationPreference) },
            { label: 'Preferred Occupation', value: orNotSpecified(user.occupationPreference) },
            { label: 'Preferred Location', value: orNotSpecified(user.locationPreference) },
            { label: 'Preferred Castes', value: listLabel(user.casteInterestedIn), wide: true },
          ]}
        />
      </div>
    </ProfileCard>
  );
}

const KIND_LABELS: Record<string, string> = { paid: 'Paid', trial: 'Free trial', complimentary: 'Complimentary' };
const limitLabel = (limit: number | null) => (limit === null ? 'Unlimited' : String(limit));

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
