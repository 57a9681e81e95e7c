import { useState } from 'react';
import { Mail, Phone, ShieldCheck } from 'lucide-react';
import { DetailList, ProfileCard, AboutCard, EducationCareerCard, ExpectationsCard, FamilyCard, PersonalCard, hasText, holderRelationWord, orNotSpecified, placeLabel } from '../profile-display/public';
import { Link } from 'react-router';
import { MSG, ROUTES, type MemberView, type MemberRelation } from '@sakinah/contract';
import { Tabs, type TabItem } from '../../components/ui/tabs';
import { useIsDesktop } from './use-is-desktop';
import { EmailText } from '../../components/ui/email-text';

type CardProps = { user: MemberView };

/** Another member's personal details, with where she lives. */
function MemberPersonalCard({ user }: CardProps) {
  return <PersonalCard user={user} title="Personal Details" tail={[{ label: 'Location', value: placeLabel(user.city, user.state) }]} />;
}

/** What the contact area says instead of details: how to get them, from where things stand. */
function contactNote(user: MemberView, relation: MemberRelation): { text: string; link?: { to: string; label: string } } {
  if (!relation.connected) return { text: MSG.contactAfterConnecting };
  if (relation.contactNeedsPlan) return { text: MSG.contactNeedsPlan, link: { to: ROUTES.pricing, label: 'See plans' } };
  const chat = { to: ROUTES.conversation.replace(':userId', encodeURIComponent(user.id || user._id)), label: 'Open chat' };
  const exchange = relation.contactExchange;
  if (exchange?.status === 'pending') {
    return exchange.requesterId === user.id ? { text: MSG.contactTheyAsked, link: chat } : { text: MSG.contactWaitingForThem, link: chat };
  }
  if (exchange?.status === 'awaiting_guardian') return { text: MSG.exchangeAwaitingGuardian, link: chat };
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
  const owner = user.contactOwner;
  return (
    <ProfileCard title="Contact Details" icon={Phone}>
      {owner && (
        <p className="mb-3 text-sm text-muted">
          Contact details of {owner.name} ({holderRelationWord(owner.relation)})
        </p>
      )}
      <DetailList
        items={[
          {
            label: 'Email',
            value: hasText(user.email) ? (
              <a href={`mailto:${user.email}`} className="inline-flex items-center gap-1.5 text-brand-700 underline underline-offset-2">
                <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
                <EmailText email={user.email} className="min-w-0" />
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
        <MemberPersonalCard user={user} />
        <EducationCareerCard user={user} />
        <FamilyCard user={user} />
        <ExpectationsCard user={user} />
      </div>
    );
  }

  const tabs: TabItem[] = [
    { id: 'career', label: 'Career', panel: <EducationCareerCard user={user} /> },
    { id: 'family', label: 'Family', panel: <FamilyCard user={user} /> },
    {
      id: 'about',
      label: 'About',
      panel: (
        <>
          <AboutCard user={user} />
          <MemberPersonalCard user={user} />
          <ExpectationsCard user={user} />
        </>
      ),
    },
  ];
  return <Tabs label="Profile details" tabs={tabs} selected={tab} onSelect={setTab} idPrefix="member-" panelClassName="mt-4 space-y-4" />;
}
