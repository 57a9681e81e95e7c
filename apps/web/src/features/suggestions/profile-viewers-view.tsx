import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Eye, Lock } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { Button, ButtonLink } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { FeaturedProfileCard } from '../member-card/public';
import { RequestsModal, type RequestsTab } from '../requests/public';
import { CardSkeleton } from './todays-matches';
import { useProfileViewers } from './use-suggestions';
import { useT } from '../../lib/i18n';

/** /user/viewers: who viewed my profile in the last 30 days (a plan feature; others see the count and the upgrade path). */
export function ProfileViewersView() {
  const query = useProfileViewers();
  const { t, msg, path, formatDate, formatNumber } = useT();
  const viewedAt = (iso: string) => formatDate(iso, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
  const [modal, setModal] = useState<{ open: boolean; tab: RequestsTab }>({ open: false, tab: 'received' });
  const first = query.data?.pages[0];
  const viewers = query.data?.pages.flatMap((page) => page.viewers) ?? [];

  return (
    <section className="container-page section">
      <Link to={path(ROUTES.featuredProfiles)} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        {t('viewers.back')}
      </Link>
      <header className="mt-3">
        <p className="eyebrow">{t('viewers.eyebrow')}</p>
        <h1 className="mt-2 flex items-center gap-3 text-4xl font-bold text-brand-800 sm:text-5xl">
          {t('profileViewersTitle')}
          {first && <span className="rounded-full bg-gold-400 px-3 text-lg leading-9 text-brand-900">{formatNumber(first.count)}</span>}
        </h1>
        <p className="mt-3 max-w-xl text-muted">{t('viewers.lead')}</p>
      </header>

      <div className="mt-8" aria-busy={query.isFetching || undefined}>
        {query.isPending ? (
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" role="status" aria-label={t('loading')}>
            {[0, 1, 2, 3].map((key) => (
              <li key={key} className="flex">
                <CardSkeleton />
              </li>
            ))}
          </ul>
        ) : query.isError ? (
          <div className="card mx-auto max-w-lg p-8 text-center">
            <p role="alert" className="font-medium text-ink">
              {errorMessage(query.error, t('viewers.loadFailed'))}
            </p>
            <Button variant="back" className="mt-5" onClick={() => void query.refetch()}>
              {t('viewers.tryAgain')}
            </Button>
          </div>
        ) : first?.locked ? (
          <div className="card mx-auto max-w-lg p-8 text-center">
            <span className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-gold-50 text-gold-700" aria-hidden="true">
              <Lock className="h-6 w-6" />
            </span>
            <p className="font-medium text-ink">{msg('profileViewersLocked', { count: first.count })}</p>
            <ButtonLink to={ROUTES.pricing} className="mt-5">
              {t('upgradePackage')}
            </ButtonLink>
          </div>
        ) : viewers.length === 0 ? (
          <div className="card mx-auto max-w-lg p-8 text-center">
            <span className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
              <Eye className="h-6 w-6" />
            </span>
            <p className="font-medium text-ink">{t('profileViewersEmpty')}</p>
          </div>
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {viewers.map((viewer) => (
                <li key={viewer.id} className="flex flex-col gap-2">
                  <p className="flex items-center gap-1.5 text-sm text-muted">
                    <Eye className="h-4 w-4" aria-hidden="true" />
                    {t('viewers.viewed', { when: viewedAt(viewer.viewedAt) })}
                  </p>
                  <div className="flex flex-1">
                    <FeaturedProfileCard card={viewer} onRespond={() => setModal({ open: true, tab: 'received' })} />
                  </div>
                </li>
              ))}
            </ul>
            {query.hasNextPage && (
              <div className="mt-10 flex justify-center">
                <Button variant="profile" size="lg" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                  {query.isFetchingNextPage ? t('viewers.loadingMore') : t('viewers.loadMore')}
                </Button>
              </div>
            )}
          </>
        )}
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
