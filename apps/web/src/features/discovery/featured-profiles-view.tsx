import { useCallback, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Clock, Inbox, Lock, SlidersHorizontal } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { ApiError, errorMessage } from '../../lib/api';
import { isolateLtr, useT } from '../../lib/i18n';
import { Button, ButtonLink } from '../../components/ui/button';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { useSession } from '../session/public';
import { RequestsModal, type RequestsTab, useRequestData } from '../requests/public';
import { FeaturedProfileCard } from '../member-card/public';
import { ActiveFilterChips } from './filter-chips';
import { FilterSidebar } from './filter-sidebar';
import { applyFilters, EMPTY_FILTERS, filterChips, hasAnyFilter, type FilterState } from './filters';
import { useFeaturedProfiles } from './use-featured-profiles';
import { useWideScreen } from './use-wide-screen';
import { TodaysMatches, ViewersBadgeLink } from '../suggestions/public';
import { useDebounced } from '../../lib/use-debounced';

/** How long the sidebar's choices must stay still before the listing asks for them. */
const FILTER_SETTLE_MS = 300;

function interestedCastes(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function FeaturedProfilesView() {
  const { user } = useSession();
  const { t, label, formatNumber } = useT();
  const sidebarId = useId();
  const countId = useId();
  const wide = useWideScreen();
  // Null until the member uses the toggle: open beside the grid on wide screens, folded on phones.
  const [filtersChoice, setFiltersChoice] = useState<boolean | null>(null);
  const filtersOpen = filtersChoice ?? wide;
  const gridClass = `grid grid-cols-1 gap-5 sm:grid-cols-2 ${filtersOpen ? 'xl:grid-cols-3' : 'lg:grid-cols-3 xl:grid-cols-4'}`;
  const [filters, setFilters] = useState<FilterState>(EMPTY_FILTERS);
  const [modal, setModal] = useState<{ open: boolean; tab: RequestsTab }>({ open: false, tab: 'received' });

  // The chips follow every change at once; the listing asks once the choices have settled (typing an age, ticking
  // several boxes): each new set of filters makes the server build her list for it.
  const chips = useMemo(
    () =>
      filterChips(applyFilters(filters), {
        ageRange: (min, max) => t('discovery.chipAgeRange', { min: formatNumber(min), max: formatNumber(max) }),
        ageFrom: (min) => t('discovery.chipAgeFrom', { min: formatNumber(min) }),
        ageTo: (max) => t('discovery.chipAgeTo', { max: formatNumber(max) }),
        height: (height) => t('discovery.chipHeight', { height: isolateLtr(height) }),
        option: (list, value) => label(list, value),
      }),
    // t, label and formatNumber change with the language.
    [filters, t, label, formatNumber],
  );
  const settled = useDebounced(filters, FILTER_SETTLE_MS);
  const applied = useMemo(() => applyFilters(settled), [settled]);
  const castes = useMemo(() => interestedCastes(user?.casteInterestedIn), [user?.casteInterestedIn]);
  const featured = useFeaturedProfiles(applied);
  const requestData = useRequestData();
  const incoming = requestData.data?.incomingRequests.count ?? 0;
  const clear = () => setFilters(EMPTY_FILTERS);
  const openRequests = (tab: RequestsTab) => setModal({ open: true, tab });
  // One function for every card, so a memoised card is not drawn again when another page of cards arrives.
  const respond = useCallback(() => setModal({ open: true, tab: 'received' }), []);

  const profiles = featured.data?.pages.flatMap((page) => page.profiles) ?? [];
  // The server's hint about her own profile (no gender or castes of interest; no partner preferences yet).
  const serverHint = featured.data?.pages[0]?.message;
  const forbidden = featured.error instanceof ApiError && featured.error.status === 403;
  // Paid and waiting for the team: say so, never offer plans again.
  const awaitingReview = forbidden && user?.paymentStatus === 'paid' && user.status === 'Pending';

  return (
    <section className="container-page section">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="eyebrow">{t('discovery.eyebrow')}</p>
          <h1 className="mt-2 text-4xl font-bold text-brand-800 sm:text-5xl">{t('discovery.title')}</h1>
          <p className="mt-3 max-w-xl text-muted">{t('discovery.intro')}</p>
        </div>
        {!forbidden && (
          <div className="flex flex-wrap gap-3 self-start sm:self-auto">
            <ViewersBadgeLink />
            <Button variant="profile" onClick={() => openRequests('received')} aria-describedby={countId}>
              <Inbox className="h-4 w-4" aria-hidden="true" />
              {t('discovery.viewRequests')}
              <span
                aria-hidden="true"
                className={`min-w-6 rounded-full px-1.5 text-xs leading-6 ${incoming > 0 ? 'bg-gold-400 text-brand-900' : 'bg-brand-100 text-brand-800'}`}
              >
                {formatNumber(incoming)}
              </span>
            </Button>
            <span id={countId} className="sr-only">
              {t('discovery.requestsWaiting', { count: incoming })}
            </span>
          </div>
        )}
      </header>

      {/* Filters mean nothing to a member who may not browse yet. */}
      <div hidden={forbidden} className="mt-8 flex flex-wrap items-center gap-3">
        <Button variant="back" size="sm" aria-expanded={filtersOpen} aria-controls={sidebarId} onClick={() => setFiltersChoice(!filtersOpen)}>
          <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
          {t('discovery.filters')}
        </Button>
        <ActiveFilterChips chips={chips} filters={filters} onChange={setFilters} onClear={clear} anyFilter={hasAnyFilter(filters)} />
      </div>

      <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-start">
        <aside hidden={!filtersOpen || forbidden} aria-label={t('discovery.filters')} className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:w-72 lg:shrink-0 lg:overflow-y-auto">
          <FilterSidebar id={sidebarId} filters={filters} onChange={setFilters} castes={castes} />
        </aside>

        <div className="min-w-0 flex-1" aria-busy={featured.isFetching || undefined}>
          {!forbidden && <TodaysMatches onRespond={() => openRequests('received')} />}
          {featured.isPending ? (
            <CardGridSkeleton className={gridClass} />
          ) : awaitingReview ? (
            <div className="card mx-auto max-w-lg p-8 text-center" role="status">
              <span className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-gold-50 text-gold-700" aria-hidden="true">
                <Clock className="h-6 w-6" />
              </span>
              <h2 className="text-xl font-bold text-brand-800">{t('underReviewTitle')}</h2>
              <p className="mt-2 text-ink">{t('paidAwaitingApproval')}</p>
              <ButtonLink to={ROUTES.profilePage} className="mt-5">
                {t('discovery.viewMyProfile')}
              </ButtonLink>
            </div>
          ) : featured.isError ? (
            <div className="card mx-auto max-w-lg p-8 text-center">
              {forbidden && (
                <span className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-gold-50 text-gold-700" aria-hidden="true">
                  <Lock className="h-6 w-6" />
                </span>
              )}
              <p role="alert" className="font-medium text-ink">
                {errorMessage(featured.error, t('discovery.loadFailed'))}
              </p>
              {forbidden && user?.role === 'guardian' ? (
                // A guardian buys nothing: she reads what her family shares from her own home.
                <ButtonLink to={ROUTES.guardianHome} className="mt-5">
                  {t('discovery.guardianHome')}
                </ButtonLink>
              ) : forbidden ? (
                <ButtonLink to={ROUTES.pricing} className="mt-5">
                  {t('discovery.viewPlans')}
                </ButtonLink>
              ) : (
                <Button variant="back" className="mt-5" onClick={() => void featured.refetch()}>
                  {t('discovery.tryAgain')}
                </Button>
              )}
            </div>
          ) : profiles.length === 0 && serverHint ? (
            <div className="card mx-auto max-w-lg p-8 text-center" role="status">
              <p className="font-medium text-ink">{serverHint}</p>
              <ButtonLink to={ROUTES.profile} className="mt-5">
                {t('discovery.editProfile')}
              </ButtonLink>
            </div>
          ) : profiles.length === 0 ? (
            <div className="card mx-auto max-w-lg p-8 text-center">
              <p className="font-medium text-ink">{t('discovery.noMatch')}</p>
              {hasAnyFilter(filters) ? (
                <Button variant="back" className="mt-5" onClick={clear}>
                  {t('discovery.clear')}
                </Button>
              ) : (
                <p className="mt-2 text-sm text-muted">
                  {t('discovery.widenBefore')}{' '}
                  <Link to={ROUTES.profile} className="font-medium text-brand-700 underline underline-offset-2">
                    {t('discovery.yourProfile')}
                  </Link>
                  {t('discovery.widenAfter')}
                </p>
              )}
            </div>
          ) : (
            <>
              {serverHint && (
                <p role="status" className="mb-5 rounded-xl border border-gold-200 bg-gold-50 p-3 text-sm text-ink">
                  {serverHint}{' '}
                  <Link to={ROUTES.profile} className="font-semibold text-brand-700 underline underline-offset-2">
                    {t('discovery.editYourProfile')}
                  </Link>
                </p>
              )}
              <ul className={gridClass} aria-label={t('discovery.listLabel')}>
                {/* Cards off screen are neither laid out nor painted (content-visibility), sized meanwhile as a card
                    usually is, then as they last were: 200 cards scroll as lightly as 20 (docs/performance.md). */}
                {profiles.map((card) => (
                  <li key={card.id} className="flex [contain-intrinsic-size:auto_540px] [content-visibility:auto]">
                    <FeaturedProfileCard card={card} onRespond={respond} />
                  </li>
                ))}
              </ul>
              {featured.hasNextPage && (
                <div className="mt-10 flex justify-center">
                  <Button
                    variant="profile"
                    size="lg"
                    disabled={featured.isFetchingNextPage}
                    aria-busy={featured.isFetchingNextPage || undefined}
                    onClick={() => void featured.fetchNextPage()}
                  >
                    {featured.isFetchingNextPage ? t('discovery.loading') : t('discovery.loadMore')}
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
      </div>

      <RequestsModal
        open={modal.open}
        tab={modal.tab}
        onTabChange={(tab) => setModal({ open: true, tab })}
        onClose={() => setModal((current) => ({ ...current, open: false }))}
      />
    </section>
  );
}
