import { BriefcaseBusiness, Clock3, HandHeart, Lock, MapPin, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES, type MemberView, type MemberRelation } from '@sakinah/contract';
import { buttonClass } from '../../components/ui/button';
import { ProfileRequestAction } from './profile-request-action';
import { SafeImage, STATUS_TONE_CLASSES, hasText, statusBadge, useProfileLabels } from '../profile-display/public';
import { useT } from '../../lib/i18n';
import { useNow } from '../../lib/use-now';
import { VerifiedBadge } from '../verification/public';

interface MemberHeaderProps {
  user: MemberView;
  relation: MemberRelation;
  /** Opens the gallery at the profile photo; absent when there is nothing to open. */
  onOpenPhoto?: () => void;
}

const AVATAR_BOX = 'h-48 w-40 rounded-2xl sm:h-56 sm:w-44';

function HeaderPhoto({ user, onOpenPhoto }: Pick<MemberHeaderProps, 'user' | 'onOpenPhoto'>) {
  const { t } = useT();
  const alt = t('profileView.photoOf', { name: user.firstName });
  if (user.photosLocked) {
    // The blurred picture only hints at the person; the lock says why it is blurred.
    return (
      <div className={`relative shrink-0 overflow-hidden bg-brand-50 shadow-sm ${AVATAR_BOX}`}>
        <SafeImage src={user.avatar} alt="" className="h-full w-full scale-110 object-cover" aria-hidden="true" />
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-brand-900/45 p-3 text-center text-white">
          <span className="flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-brand-800" aria-hidden="true">
            <Lock className="h-5 w-5" />
          </span>
          <span className="text-sm font-semibold">{t('profileView.photosPrivate')}</span>
        </div>
      </div>
    );
  }
  const image = <SafeImage src={user.avatar} alt={alt} className="h-full w-full object-cover" />;
  if (!onOpenPhoto || !user.avatar) {
    return <div className={`shrink-0 overflow-hidden bg-brand-50 shadow-sm ${AVATAR_BOX}`}>{image}</div>;
  }
  return (
    <button
      type="button"
      onClick={onOpenPhoto}
      aria-label={t('profileView.openPhotos', { name: user.firstName })}
      className={`group shrink-0 overflow-hidden bg-brand-50 shadow-sm ${AVATAR_BOX}`}
    >
      <SafeImage src={user.avatar} alt={alt} className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105" />
    </button>
  );
}

/** Photo, name, age, status and the short facts a family looks at first. */
export function MemberHeader({ user, relation, onOpenPhoto }: MemberHeaderProps) {
  const now = useNow();
  const { t } = useT();
  const labels = useProfileLabels();
  const badge = statusBadge(user.status);
  const facts = [typeof user.age === 'number' && user.age > 0 ? labels.age(user.age) : null, hasText(user.gender) ? labels.gender(user.gender) : null]
    .filter((fact): fact is string => fact !== null)
    .join(' · ');
  const place = hasText(user.city) || hasText(user.state) ? labels.place(user.city, user.state) : '';
  const chips = [
    hasText(user.maritalStatus) ? labels.maritalStatus(user.maritalStatus) : null,
    hasText(user.height) ? labels.height(user.height) : null,
    hasText(user.caste) ? user.caste : null,
    hasText(user.education) ? labels.education(user.education) : null,
  ].filter((chip): chip is string => chip !== null);
  const lastActive = labels.lastActive(user.lastActiveAt, now);
  const family = labels.managedBy(user.profileFor, user.customRelation, user.accountHolder, user.gender);

  return (
    <div className="card p-5 sm:p-8">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <HeaderPhoto user={user} onOpenPhoto={onOpenPhoto} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="text-3xl leading-tight font-bold break-words text-brand-800 sm:text-4xl">{user.name || user.firstName}</h1>
            <span className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONE_CLASSES[badge.tone]}`}>
              <span className="sr-only">{t('profileView.statusLabel')}</span>
              {labels.status(user.status)}
            </span>
            {user.verified && <VerifiedBadge />}
            {relation.connected && (
              <span className="rounded-full border border-gold-200 bg-gold-50 px-2.5 py-0.5 text-xs font-semibold text-gold-700">{t('profileView.connected')}</span>
            )}
          </div>
          {facts && <p className="mt-1 text-lg text-ink">{facts}</p>}
          <ul className="mt-3 space-y-1.5 text-[15px] text-muted">
            {place && (
              <li className="flex items-center gap-2">
                <MapPin className="h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
                {place}
              </li>
            )}
            {hasText(user.occupation) && (
              <li className="flex items-center gap-2">
                <BriefcaseBusiness className="h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
                {labels.occupation(user.occupation)}
              </li>
            )}
            {lastActive && (
              <li className="flex items-center gap-2">
                <Clock3 className="h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
                {lastActive}
              </li>
            )}
          </ul>
          {chips.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('profileView.highlights')}>
              {chips.map((chip) => (
                <li key={chip} className="rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
                  {chip}
                </li>
              ))}
            </ul>
          )}
          {family && (
            <div className="mt-5 flex items-start gap-3 rounded-xl border border-gold-200 bg-gold-50 px-4 py-3 text-sm text-gold-700">
              <HandHeart className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
              <div>
                <p className="font-semibold">{family.title}</p>
                <p>{family.text}</p>
                {family.createdFor && <p>{family.createdFor}</p>}
              </div>
            </div>
          )}
          {!relation.isSelf && (
            <div className="mt-5 flex flex-wrap items-center gap-3">
              {relation.connected ? (
                <Link to={`/user/messages/${user.id}`} className={buttonClass('primary', 'md')}>
                  <MessageCircle className="h-4 w-4" aria-hidden="true" /> {t('profileView.chat')}
                </Link>
              ) : (
                <>
                  <ProfileRequestAction userId={user.id} relation={relation} />
                  <button type="button" className={buttonClass('back', 'md')} disabled aria-describedby="chat-hint">
                    <MessageCircle className="h-4 w-4" aria-hidden="true" /> {t('profileView.chat')}
                  </button>
                  <span id="chat-hint" className="text-sm text-muted">
                    {t('profileView.chatHint')}
                  </span>
                </>
              )}
            </div>
          )}
          {relation.isSelf && (
            <p className="mt-5 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
              {t('profileView.ownProfile')}{' '}
              <Link to={ROUTES.profilePage} className="font-semibold underline underline-offset-2">
                {t('profileView.goToOverview')}
              </Link>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
