import type { MemberView, SelfProfile } from '@sakinah/contract';
import { BriefcaseBusiness, HeartHandshake, NotebookPen, UserRound, UsersRound } from 'lucide-react';
import { DetailList, ProfileCard, ProseBlock, type DetailItem } from './profile-card';
import {
  ageLabel, genderLabel, hasText, heightLabel, listLabel, maritalStatusLabel, orNotSpecified, profileForLabel, weightLabel,
} from './labels';

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
  return (
    <ProfileCard title={title} icon={UserRound}>
      <DetailList
        items={[
          ...lead,
          { label: 'Age', value: ageLabel(user.age) },
          { label: 'Gender', value: genderLabel(user.gender) },
          { label: 'Marital Status', value: maritalStatusLabel(user.maritalStatus) },
          { label: 'Height', value: heightLabel(user.height) },
          { label: 'Weight', value: weightLabel(user.weight) },
          ...tail,
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

/** About me, with the short bio under it when there is one. */
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

/** What she looks for in a partner; the castes only where they are known (her own profile). */
export function ExpectationsCard({ user }: CardProps) {
  const castes = user.casteInterestedIn;
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
            { label: 'Preferred Location', value: orNotSpecified(user.locationPreference), wide: castes === undefined },
            ...(castes === undefined ? [] : [{ label: 'Preferred Castes', value: listLabel(castes), wide: true }]),
          ]}
        />
      </div>
    </ProfileCard>
  );
}
