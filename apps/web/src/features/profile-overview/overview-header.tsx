import { profileCompletion } from '@sakinah/contract';
import { Avatar } from '../../components/ui/avatar';
import { STATUS_TONE_CLASSES, hasText, statusBadge, useProfileLabels } from '../profile-display/public';
import { CompletionRing } from './completion-ring';
import type { OwnProfile } from './own-profile';
import { SubscriptionBanner } from './subscription-banner';
import { useT } from '../../lib/i18n';

function Chip({ children }: { children: string }) {
  return (
    <li className="rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">{children}</li>
  );
}

/** Photo, name, a one-line summary, completion and the plan: the top of the overview. */
export function OverviewHeader({ user }: { user: OwnProfile }) {
  const { t } = useT();
  const labels = useProfileLabels();
  const displayName = hasText(user.name) ? user.name : [user.firstName, user.lastName].filter(hasText).join(' ');
  const summary = [user.occupation, user.city, user.state].filter(hasText).join(' · ');
  const chips = [
    hasText(user.maritalStatus) ? labels.maritalStatus(user.maritalStatus) : null,
    hasText(user.gender) ? labels.gender(user.gender) : null,
    hasText(user.caste) ? user.caste : null,
  ].filter((chip): chip is string => chip !== null);
  const badge = statusBadge(user.status);
  const completion = profileCompletion(user);

  return (
    <div className="card overflow-hidden">
      <div className="h-20 bg-gradient-to-r from-brand-700 via-brand-600 to-brand-800 sm:h-24" aria-hidden="true" />
      <div className="px-5 pb-6 sm:px-8">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
            <Avatar
              src={user.avatar}
              name={displayName}
              size={112}
              className="-mt-12 shrink-0 border-4 border-white bg-white shadow-md sm:-mt-14"
            />
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <h1 className="text-3xl leading-tight font-bold break-words text-brand-800 sm:text-4xl">{displayName}</h1>
                <span className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONE_CLASSES[badge.tone]}`}>
                  <span className="sr-only">{t('overview.accountStatus')}</span>
                  {labels.status(user.status)}
                </span>
              </div>
              {summary && <p className="mt-1 text-[15px] text-muted">{summary}</p>}
              {chips.length > 0 && (
                <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('profileView.highlights')}>
                  {chips.map((chip) => (
                    <Chip key={chip}>{chip}</Chip>
                  ))}
                </ul>
              )}
            </div>
          </div>
          <div className="flex items-center gap-5 rounded-2xl bg-cream p-4 md:bg-transparent md:p-0">
            <CompletionRing percent={completion} />
            {/* On phones the ring sits in its own row, with room to say what the number means. */}
            <p className="text-sm text-muted md:hidden">
              {completion >= 100 ? t('overview.complete') : t('overview.addMissing')}
            </p>
          </div>
        </div>
        <div className="mt-6">
          <SubscriptionBanner subscription={user.subscription} upcoming={user.upcomingSubscriptions} expired={user.expiredSubscription} />
        </div>
      </div>
    </div>
  );
}
