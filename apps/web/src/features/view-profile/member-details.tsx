import { useState } from 'react';
import { BriefcaseBusiness, HeartHandshake, Mail, NotebookPen, Phone, ShieldCheck, UserRound, UsersRound } from 'lucide-react';
import { DetailList, ProfileCard, ProseBlock } from '../profile-display/profile-card';
import {
  ageLabel, genderLabel, hasText, heightLabel, maritalStatusLabel, orNotSpecified, placeLabel, profileForLabel, weightLabel,
} from '../profile-display/labels';
import { Link } from 'react-router';
import { MSG, ROUTES } from '@sakinah/contract';
import type { MemberProfile, MemberRelation } from './member-profile';
import { MobileTabs, type MobileTab } from './mobile-tabs';
import { useIsDesktop } from './use-is-desktop';

type CardProps = { user: MemberProfile };

function PersonalCard({ user }: CardProps) {
  return (
    <ProfileCard title="Personal Details" icon={UserRound}>
      <DetailList
        items={[
          { label: 'Age', value: ageLabel(user.age) },
          { label: 'Gender', value: genderLabel(user.gender) },
          { label: 'Marital Status', value: maritalStatusLabel(user.maritalStatus) },
          { label: 'Height', value: heightLabel(user.height) },
          { label: 'Weight', value: weightLabel(user.weight) },
          { label: 'Location', value: placeLabel(user.city, user.state) },
          { label: 'Profile Created For', value: profileForLabel(user.profileFor, user.customRelation) },
        ]}
      />
    </ProfileCard>
  );
}

function CareerCard({ user }: CardProps) {
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

function FamilyCard({ user }: CardProps) {
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

function AboutCard({ user }: CardProps) {
  return (
    <ProfileCard title="About Me" icon={NotebookPen}>
      <ProseBlock text={user.aboutMe} />
    </ProfileCard>
  );
}

function ExpectationsCard({ user }: CardProps) {
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
            { label: 'Preferred Location', value: orNotSpecified(user.locationPreference), wide: true },
          ]}
        />
      </div>
    </ProfileCard>
  );
}

/** What the contact area says instead of details: how to get them, from where things stand. */
function contactNote(user: MemberProfile, relation: MemberRelation): { text: string; link?: { to: string; label: string } } {
  if (!relation.connected) return { text: MSG.contactAfterConnecting };
  if (relation.contactNeedsPlan) return { text: MSG.contactNeedsPlan, link: { to: ROUTES.pricing, label: 'See plans' } };
  const chat = { to: ROUTES.conversation.replace(':userId', encodeURIComponent(user.id || user._id)), label: 'Open chat' };
  const exchange = relation.contactExchange;
  if (exchange?.status === 'pending') {
    return exchange.requesterId === user.id ? { text: MSG.contactTheyAsked, link: chat } : { text: MSG.contactWaitingForThem, link: chat };
  }
  return { text: MSG.contactHowToAsk, link: chat };
}

/**
 * Email and phone once both members agreed (and the plan includes them); otherwise how to get
 * there: connect, ask in chat, wait for an answer, or a plan with contact details.
 */
export function MemberContact({ user, relation }: CardProps & { relation: MemberRelation }) {
  if (relation.isSelf) return null;
  if (user.email === null && user.contactNo === null) {
    const note = contactNote(user, relation);
    return (
      <p className="flex items-start gap-3 rounded-2xl border border-brand-100 bg-white/70 px-4 py-3 text-sm text-muted">
        <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
        <span>
          {note.text}
          {note.link && (
            <>
              {' '}
              <Link to={note.link.to} className="font-semibold text-brand-700 underline underline-offset-2">
                {note.link.label}
              </Link>
            </>
          )}
        </span>
      </p>
    );
  }
  const phone = hasText(user.contactNo) ? user.contactNo.trim() : null;
  return (
    <ProfileCard title="Contact Details" icon={Phone}>
      <DetailList
        items={[
          {
            label: 'Email',
            value: hasText(user.email) ? (
              <a href={`mailto:${user.email}`} className="inline-flex items-center gap-1.5 break-all text-brand-700 underline underline-offset-2">
                <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
                {user.email}
              </a>
            ) : (
              orNotSpecified(user.email)
            ),
            wide: true,
          },
          {
            label: 'Phone Number',
            value: phone ? (
              <a href={`tel:+91${phone}`} className="inline-flex items-center gap-1.5 text-brand-700 underline underline-offset-2">
                <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
                +91 {phone}
              </a>
            ) : (
              orNotSpecified(phone)
            ),
            wide: true,
          },
        ]}
      />
      <p className="mt-4 text-xs text-muted">Shared because you both agreed. Either of you can stop sharing in chat or in Settings.</p>
    </ProfileCard>
  );
}

/**
 * Every detail card on desktop; on phones the same cards behind three tabs, so the page does
 * not become one very long scroll.
 */
export function MemberDetails({ user }: CardProps) {
  const isDesktop = useIsDesktop();
  const [tab, setTab] = useState('career');

  if (isDesktop) {
    return (
      <div className="space-y-6">
        <AboutCard user={user} />
        <PersonalCard user={user} />
        <CareerCard user={user} />
        <FamilyCard user={user} />
        <ExpectationsCard user={user} />
      </div>
    );
  }

  const tabs: MobileTab[] = [
    { id: 'career', label: 'Career', panel: <CareerCard user={user} /> },
    { id: 'family', label: 'Family', panel: <FamilyCard user={user} /> },
    {
      id: 'about',
      label: 'About',
      panel: (
        <>
          <AboutCard user={user} />
          <PersonalCard user={user} />
          <ExpectationsCard user={user} />
        </>
      ),
    },
  ];
  return <MobileTabs label="Profile details" tabs={tabs} selected={tab} onSelect={setTab} />;
}
