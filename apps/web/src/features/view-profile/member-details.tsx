import { useState } from 'react';
import { Mail, Phone, ShieldCheck } from 'lucide-react';
import { DetailList, ProfileCard, AboutCard, EducationCareerCard, ExpectationsCard, FamilyCard, PersonalCard, hasText, useProfileLabels } from '../profile-display/public';
import { Link } from 'react-router';
import { ROUTES, type MemberView, type MemberRelation } from '@sakinah/contract';
import { Tabs, type TabItem } from '../../components/ui/tabs';
import { useIsDesktop } from './use-is-desktop';
import { EmailText } from '../../components/ui/email-text';
import { isolate, useT, type TextKey } from '../../lib/i18n';

type CardProps = { user: MemberView };

/** Another member's personal details, with where she lives. */
function MemberPersonalCard({ user }: CardProps) {
  const { t } = useT();
  const labels = useProfileLabels();
  return <PersonalCard user={user} title={t('profileView.personalDetails')} tail={[{ label: t('profileView.location'), value: labels.place(user.city, user.state) }]} />;
}

/** What the contact area says instead of details: how to get them, from where things stand. */
function contactNote(user: MemberView, relation: MemberRelation): { text: TextKey; link?: { to: string; label: TextKey } } {
  if (!relation.connected) return { text: 'contactAfterConnecting' };
  if (relation.contactNeedsPlan) return { text: 'contactNeedsPlan', link: { to: ROUTES.pricing, label: 'profileView.seePlans' } };
  const chat = { to: ROUTES.conversation.replace(':userId', encodeURIComponent(user.id || user._id)), label: 'profileView.openChat' as const };
  const exchange = relation.contactExchange;
  if (exchange?.status === 'pending') {
    return exchange.requesterId === user.id ? { text: 'contactTheyAsked', link: chat } : { text: 'contactWaitingForThem', link: chat };
  }
  if (exchange?.status === 'awaiting_guardian') return { text: 'exchangeAwaitingGuardian', link: chat };
  return { text: 'contactHowToAsk', link: chat };
}

/**
 * Email and phone once both members agreed (and the plan includes them); otherwise how to get
 * there: connect, ask in chat, wait for an answer, or a plan with contact details.
 */
export function MemberContact({ user, relation }: CardProps & { relation: MemberRelation }) {
  const { t, path } = useT();
  const labels = useProfileLabels();
  if (relation.isSelf) return null;
  if (user.email === null && user.contactNo === null) {
    const note = contactNote(user, relation);
    return (
      <p className="flex items-start gap-3 rounded-2xl border border-brand-100 bg-white/70 px-4 py-3 text-sm text-muted">
        <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
        <span>
          {t(note.text)}
          {note.link && (
            <>
              {' '}
              <Link to={path(note.link.to)} className="font-semibold text-brand-700 underline underline-offset-2">
                {t(note.link.label)}
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
    <ProfileCard title={t('profileView.contactDetails')} icon={Phone}>
      {owner && <p className="mb-3 text-sm text-muted">{t('profileView.contactOf', { name: isolate(owner.name), relation: labels.holderWord(owner.relation) })}</p>}
      <DetailList
        items={[
          {
            label: t('profileView.email'),
            value: hasText(user.email) ? (
              <a href={`mailto:${user.email}`} className="inline-flex items-center gap-1.5 text-brand-700 underline underline-offset-2">
                <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
                <EmailText email={user.email} className="min-w-0" />
              </a>
            ) : (
              labels.orNotSpecified(user.email)
            ),
            wide: true,
          },
          {
            label: t('profileView.phone'),
            value: phone ? (
              <a href={`tel:+91${phone}`} className="inline-flex items-center gap-1.5 text-brand-700 underline underline-offset-2">
                <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
                <span dir="ltr">+91 {phone}</span>
              </a>
            ) : (
              labels.orNotSpecified(phone)
            ),
            wide: true,
          },
        ]}
      />
      <p className="mt-4 text-xs text-muted">{t('profileView.sharedBecause')}</p>
    </ProfileCard>
  );
}

/**
 * Every detail card on desktop; on phones the same cards behind three tabs, so the page does
 * not become one very long scroll.
 */
export function MemberDetails({ user }: CardProps) {
  const { t } = useT();
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
    { id: 'career', label: t('profileView.tabCareer'), panel: <EducationCareerCard user={user} /> },
    { id: 'family', label: t('profileView.tabFamily'), panel: <FamilyCard user={user} /> },
    {
      id: 'about',
      label: t('profileView.tabAbout'),
      panel: (
        <>
          <AboutCard user={user} />
          <MemberPersonalCard user={user} />
          <ExpectationsCard user={user} />
        </>
      ),
    },
  ];
  return <Tabs label={t('profileView.detailsLabel')} tabs={tabs} selected={tab} onSelect={setTab} idPrefix="member-" panelClassName="mt-4 space-y-4" />;
}
