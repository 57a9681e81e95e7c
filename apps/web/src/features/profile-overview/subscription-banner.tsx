import { BadgeCheck, CalendarClock, Sparkles } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { useT } from '../../lib/i18n';
import { ButtonLink } from '../../components/ui/button';
import type { ExpiredSubscription, OwnSubscription, UpcomingSubscription } from './own-profile';

interface SubscriptionBannerProps {
  subscription: OwnSubscription | null;
  upcoming?: UpcomingSubscription[];
  expired?: ExpiredSubscription | null;
}

/** Renewing goes straight to checkout for the same plan; a trial renews from the plans page. */
export function renewLink(expired: ExpiredSubscription): string {
  return expired.kind === 'paid' ? `${ROUTES.payment}?id=${encodeURIComponent(expired.packageId)}` : ROUTES.pricing;
}

/** The member's plan at a glance (active, expired or none), with the way to buy, renew or upgrade. */
export function SubscriptionBanner({ subscription, upcoming = [], expired = null }: SubscriptionBannerProps) {
  const { t, formatDate } = useT();
  if (!subscription && expired) {
    return (
      <div className="flex flex-col gap-4 rounded-2xl border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="flex items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white text-red-700" aria-hidden="true">
            <CalendarClock className="h-5 w-5" />
          </span>
          <div>
            <p className="font-semibold text-ink">{t('subscriptionExpired')}</p>
            <p className="mt-0.5 text-sm text-muted">
              {t('overview.planEnded', { plan: expired.planName, date: formatDate(expired.endsAt) })}
            </p>
          </div>
        </div>
        <ButtonLink to={renewLink(expired)} className="self-start sm:self-center">
          {t('renewNow')}
        </ButtonLink>
      </div>
    );
  }
  const waiting = upcoming.find((plan) => plan.startsOnApproval);
  if (!subscription && waiting) {
    return (
      <div className="flex items-start gap-3 rounded-2xl border border-gold-200 bg-gold-50 p-4 sm:p-5" data-testid="plan-awaiting-approval">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white text-gold-700" aria-hidden="true">
          <CalendarClock className="h-5 w-5" />
        </span>
        <div>
          <p className="font-semibold text-ink">{t('overview.paidFor', { plan: waiting.planName })}</p>
          <p className="mt-0.5 text-sm text-muted">
            {t('overview.startsAtApprovalText', { duration: waiting.duration })}
          </p>
        </div>
      </div>
    );
  }
  if (!subscription) {
    return (
      <div className="flex flex-col gap-4 rounded-2xl border border-gold-200 bg-gold-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="flex items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white text-gold-700" aria-hidden="true">
            <Sparkles className="h-5 w-5" />
          </span>
          <div>
            <p className="font-semibold text-ink">{t('noActiveSubscription')}</p>
            <p className="mt-0.5 text-sm text-muted">{t('overview.choosePackage')}</p>
          </div>
        </div>
        <ButtonLink to={ROUTES.pricing} className="self-start sm:self-center">
          {t('overview.viewPackages')}
        </ButtonLink>
      </div>
    );
  }
  const next = upcoming[0];
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-brand-700 to-brand-800 p-4 text-white sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white/10 text-gold-300" aria-hidden="true">
          <BadgeCheck className="h-5 w-5" />
        </span>
        <div>
          <p className="font-semibold">{t('activeSubscription')}</p>
          <p className="mt-0.5 text-sm text-brand-50">
            <span className="font-semibold text-white">{subscription.planName}</span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {subscription.duration}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <span className="whitespace-nowrap">{t('overview.expiresOnDate', { date: formatDate(subscription.endsAt) })}</span>
          </p>
          {next && (
            <p className="mt-1 text-sm text-brand-50">
              {t('overview.thenFrom', { plan: next.planName, duration: next.duration, date: formatDate(next.startsAt) })}
              {upcoming.length > 1 && t('overview.andMore', { count: upcoming.length - 1 })}
            </p>
          )}
        </div>
      </div>
      <ButtonLink to={ROUTES.pricing} variant="secondary" className="self-start sm:self-center">
        {t('upgradePackage')}
      </ButtonLink>
    </div>
  );
}
