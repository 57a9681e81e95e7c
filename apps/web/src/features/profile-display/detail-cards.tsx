import type { MemberView, SelfProfile } from '@sakinah/contract';
import { BriefcaseBusiness, HeartHandshake, NotebookPen, UserRound, UsersRound } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { DetailList, ProfileCard, ProseBlock, type DetailItem } from './profile-card';
import { hasText } from './labels';
import { useProfileLabels } from './use-profile-labels';

/**
 * The profile fields the detail cards show: a member's own profile (the overview) and another
 * member's (view profile) both have them; the own one adds a bio and the castes she looks for.
 */
export type ProfileDetails = Pick<
  MemberView,
  | 'age' | 'gender' | 'maritalStatus' | 'height' | 'weight' | 'profileFor' | 'customRelation' | 'education' | 'occupation' | 'workLocation'
  | 'annualIncome' | 'fatherName' | 'motherName' | 'siblings' | 'familyType' | 'familyValues' | 'caste' | 'aboutMe' | 'expectations'
  | 'ageRangePreference' | 'heightPreference' | 'educationPreference' | 'occupationPreference' | 'locationPreference'
> &
  Partial<Pick<SelfProfile, 'bio' | 'casteInterestedIn'>>;

type CardProps = { user: ProfileDetails };

/** Personal details; `lead` comes first (the owner's full name and birthday), `tail` last (another member's town). */
export function PersonalCard({
  user,
  title,
  lead = [],
  tail = [],
}: CardProps & { title: string; lead?: readonly DetailItem[]; tail?: readonly DetailItem[] }) {
  const { t } = useT();
  const labels = useProfileLabels();
  return (
    <ProfileCard title={title} icon={UserRound}>
      <DetailList
        items={[
          ...lead,
          { label: t('profileCard.age'), value: labels.age(user.age) },
          { label: t('profileCard.gender'), value: labels.gender(user.gender) },
          { label: t('profileCard.maritalStatus'), value: labels.maritalStatus(user.maritalStatus) },
          { label: t('profileCard.height'), value: labels.height(user.height) },
          { label: t('profileCard.weight'), value: labels.weight(user.weight) },
          ...tail,
          { label: t('profileCard.createdFor'), value: labels.profileFor(user.profileFor, user.customRelation) },
        ]}
      />
    </ProfileCard>
  );
}

export function EducationCareerCard({ user }: CardProps) {
  const { t } = useT();
  const labels = useProfileLabels();
  return (
    <ProfileCard title={t('profileCard.educationCareer')} icon={BriefcaseBusiness}>
      <DetailList
        items={[
          { label: t('profileCard.education'), value: labels.education(user.education) },
          { label: t('profileCard.occupation'), value: labels.occupation(user.occupation) },
          { label: t('profileCard.workLocation'), value: labels.orNotSpecified(user.workLocation) },
          { label: t('profileCard.annualIncome'), value: labels.income(user.annualIncome) },
        ]}
      />
    </ProfileCard>
  );
}

export function FamilyCard({ user }: CardProps) {
  const { t } = useT();
  const labels = useProfileLabels();
  return (
    <ProfileCard title={t('profileCard.familyDetails')} icon={UsersRound}>
      <DetailList
        items={[
          { label: t('profileCard.fatherName'), value: labels.orNotSpecified(user.fatherName) },
          { label: t('profileCard.motherName'), value: labels.orNotSpecified(user.motherName) },
          { label: t('profileCard.siblings'), value: labels.orNotSpecified(user.siblings) },
          { label: t('profileCard.familyType'), value: labels.familyType(user.familyType) },
          { label: t('profileCard.familyValues'), value: labels.familyValues(user.familyValues) },
          { label: t('profileCard.caste'), value: labels.orNotSpecified(user.caste) },
        ]}
      />
    </ProfileCard>
  );
}

/** About me, with the short bio under it when there is one. */
export function AboutCard({ user }: CardProps) {
  const { t } = useT();
  return (
    <ProfileCard title={t('profileCard.aboutMe')} icon={NotebookPen}>
      <ProseBlock text={user.aboutMe} />
      {hasText(user.bio) && (
        <div className="mt-5 border-t border-brand-100 pt-4">
          <h3 className="text-xs font-semibold tracking-wide text-muted uppercase font-sans">{t('profileCard.shortBio')}</h3>
          <p dir="auto" className="mt-1 text-[15px] leading-relaxed whitespace-pre-line text-ink">{user.bio.trim()}</p>
        </div>
      )}
    </ProfileCard>
  );
}

/** What she looks for in a partner; the castes only where they are known (her own profile). */
export function ExpectationsCard({ user }: CardProps) {
  const { t } = useT();
  const labels = useProfileLabels();
  const castes = user.casteInterestedIn;
  return (
    <ProfileCard title={t('profileCard.expectations')} icon={HeartHandshake}>
      <ProseBlock text={user.expectations} />
      <div className="mt-5 border-t border-brand-100 pt-5">
        <DetailList
          items={[
            { label: t('profileCard.preferredAge'), value: labels.preference(user.ageRangePreference, 'ageRange') },
            { label: t('profileCard.preferredHeight'), value: labels.height(user.heightPreference) },
            { label: t('profileCard.preferredEducation'), value: labels.preference(user.educationPreference, 'education') },
            { label: t('profileCard.preferredOccupation'), value: labels.preference(user.occupationPreference, 'occupation') },
            { label: t('profileCard.preferredLocation'), value: labels.orNotSpecified(user.locationPreference), wide: castes === undefined },
            ...(castes === undefined ? [] : [{ label: t('profileCard.preferredCastes'), value: labels.list(castes, 'community'), wide: true }]),
          ]}
        />
      </div>
    </ProfileCard>
  );
}
