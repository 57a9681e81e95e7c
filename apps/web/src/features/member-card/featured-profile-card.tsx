import { memo, useId } from 'react';
import { BriefcaseBusiness, GraduationCap, Heart, Lock, MapPin, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { SafeImage, hasText, maritalStatusLabel } from '../profile-display/public';
import { RequestActions } from './request-actions';
import { VerifiedBadge } from '../verification/public';
import { reasonParts, type MemberCard } from '@sakinah/contract';
import { useT } from '../../lib/i18n';
import { useSession } from '../session/public';

function Fact({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string | null }) {
  if (!hasText(value)) return null;
  return (
    <li className="flex min-w-0 items-start gap-2">
      <Icon className="mt-0.5 h-4 w-4 shrink-0 text-gold-600" aria-hidden="true" />
      <span className="sr-only">{label}: </span>
      <span className="min-w-0 break-words">{value}</span>
    </li>
  );
}

/** Memoised: loading more cards draws the new ones only (the cards already listed keep their objects). */
export const FeaturedProfileCard = memo(function FeaturedProfileCard({ card, onRespond }: { card: MemberCard; onRespond: () => void }) {
  const headingId = useId();
  const name = hasText(card.name) ? card.name : [card.firstName, card.lastName].filter(Boolean).join(' ');
  const place = [card.city, card.state].filter(hasText).join(', ');
  // Why she is a match, in a few words (issue 41): her faith, age and town, and how many of the viewer's wishes she meets.
  const { user } = useSession();
  const { t, label, formatNumber } = useT();
  let reason = '';
  if (card.faith) {
    const r = reasonParts(card, user?.partnerPreferences);
    reason = [
      r.sect && label('sect', r.sect),
      r.school && label('school', r.school),
      r.prayer && label('prayer', r.prayer).toLowerCase(),
      r.age !== null && formatNumber(r.age),
      r.city,
      r.wishesMet > 0 && t('faith.wishesCount', { count: r.wishesMet }),
    ].filter((part): part is string => typeof part === 'string' && part !== '').join(' · ');
  }
  return (
    <article aria-labelledby={headingId} className="card flex w-full flex-col overflow-hidden">
      <div className="relative aspect-[4/3] overflow-hidden bg-brand-50">
        <SafeImage
          src={card.avatar}
          // A blurred picture tells a screen reader nothing; the badge says why it is blurred.
          alt={card.photosLocked ? '' : t('card.photoOf', { name })}
          className={`absolute inset-0 h-full w-full object-cover ${card.photosLocked ? 'scale-110' : ''}`}
          loading="lazy"
        />
        {card.photosLocked && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-brand-900/40 text-white">
            <span className="flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-brand-800" aria-hidden="true">
              <Lock className="h-5 w-5" />
            </span>
            <span className="text-sm font-semibold">{t('card.privatePhotos')}</span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 id={headingId} className="text-xl leading-tight font-bold text-brand-800">
          {name}
          {typeof card.age === 'number' && card.age > 0 && <span className="font-sans text-base font-medium text-muted">, {formatNumber(card.age)}</span>}
        </h2>
        {hasText(reason) && <p className="mt-1 text-sm font-medium text-brand-700">{reason}</p>}
        {card.verified && <VerifiedBadge className="mt-1.5 self-start" />}
        <ul className="mt-3 space-y-1.5 text-sm text-ink">
          <Fact icon={MapPin} label={t('card.location')} value={place} />
          <Fact icon={GraduationCap} label={t('card.education')} value={card.education && label('education', card.education)} />
          <Fact icon={BriefcaseBusiness} label={t('card.occupation')} value={card.occupation && label('occupation', card.occupation)} />
          <Fact icon={Users} label={t('card.caste')} value={card.caste} />
          <Fact icon={Heart} label={t('card.maritalStatus')} value={hasText(card.maritalStatus) ? label('marital', card.maritalStatus, maritalStatusLabel(card.maritalStatus)) : null} />
        </ul>
        <div className="mt-auto flex flex-col gap-2 pt-5">
          <RequestActions card={card} onRespond={onRespond} />
          <ButtonLink to={`/user/view-profile/${encodeURIComponent(card.id)}`} variant="profile" className="w-full">
            {t('card.viewProfile')}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
});
