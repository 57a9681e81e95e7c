import { useId } from 'react';
import { Lock, Sparkles } from 'lucide-react';
import { FEW_MATCHES, mustToRelax, ROUTES } from '@sakinah/contract';
import { useT } from '../../lib/i18n';
import { useSession } from '../session/public';
import { ButtonLink } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { FeaturedProfileCard } from '../member-card/public';
import { useDailySuggestions } from './use-suggestions';

/** A card-shaped placeholder while the suggestions load. */
export function CardSkeleton() {
  return (
    <div className="card flex w-full flex-col overflow-hidden" aria-hidden="true">
      <div className="aspect-[4/3] animate-pulse bg-brand-50" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-2/3 animate-pulse rounded bg-brand-50" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-brand-50" />
        <div className="h-4 w-3/5 animate-pulse rounded bg-brand-50" />
        <div className="h-10 animate-pulse rounded-xl bg-brand-50" />
      </div>
    </div>
  );
}

/**
 * "Today's matches" above the featured grid: up to 10 suggestions of the day in a horizontal
 * scroller, or the upgrade path when the plan does not include them.
 */
export function TodaysMatches({ onRespond }: { onRespond: () => void }) {
  const headingId = useId();
  const query = useDailySuggestions();
  const data = query.data;
  // Too few pass her musts: say so, and name the must that narrows most (issue 41).
  const { user } = useSession();
  const { t } = useT();
  const count = data && !data.locked ? data.suggestions.length : null;
  const relax = count !== null && count < FEW_MATCHES ? mustToRelax(user?.partnerPreferences) : null;
  const hint = count !== null && relax ? `${t('faith.fewMatches', { count })} ${t('faith.relaxWish', { label: t(`preference.${relax}`) })}` : null;

  return (
    <section aria-labelledby={headingId} className="mb-8" aria-busy={query.isPending || undefined}>
      <div className="flex items-center gap-2">
        <Sparkles className="h-5 w-5 text-gold-600" aria-hidden="true" />
        <h2 id={headingId} className="text-2xl font-bold text-brand-800">
          {t('dailySuggestionsTitle')}
        </h2>
        {data && !data.locked && data.suggestions.length > 0 && (
          <span className="rounded-full bg-brand-100 px-2 text-sm leading-6 font-medium text-brand-800">{data.suggestions.length}</span>
        )}
      </div>
      {query.isPending ? (
        <ul className="mt-4 flex gap-4 overflow-hidden" role="status" aria-label={t('loading')}>
          {[0, 1, 2, 3].map((key) => (
            <li key={key} className="flex w-64 shrink-0 sm:w-72">
              <CardSkeleton />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <p role="alert" className="mt-3 text-sm text-muted">
          {errorMessage(query.error, t('suggestions.loadFailed'))}
        </p>
      ) : data?.locked ? (
        <div className="card mt-4 flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-3 text-ink">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gold-50 text-gold-700" aria-hidden="true">
              <Lock className="h-5 w-5" />
            </span>
            <span className="pt-2">{t('dailySuggestionsLocked')}</span>
          </p>
          <ButtonLink to={ROUTES.pricing} className="shrink-0 self-start sm:self-auto">
            {t('upgradePackage')}
          </ButtonLink>
        </div>
      ) : !data || data.suggestions.length === 0 ? (
        <>
          <p className="mt-3 text-muted">{t('dailySuggestionsEmpty')}</p>
          {hint && <p className="mt-2 text-sm text-brand-800">{hint}</p>}
        </>
      ) : (
        <>
        {hint && <p className="mt-2 text-sm text-brand-800">{hint}</p>}
        {/* Scroll padding as wide as the side padding, so a snapped card lines up with the page, not the screen edge. */}
        {/* Positioned, so the cards' screen-reader-only labels (absolutely placed) scroll with them instead of widening the page. */}
        <ul className="relative -mx-4 mt-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:scroll-px-0 sm:px-0" aria-labelledby={headingId}>
          {data.suggestions.map((card) => (
            <li key={card.id} className="flex w-64 shrink-0 snap-start sm:w-72">
              <FeaturedProfileCard card={card} onRespond={onRespond} />
            </li>
          ))}
        </ul>
        </>
      )}
    </section>
  );
}
