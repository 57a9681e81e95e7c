import { BadgeCheck, Sparkles } from 'lucide-react';
import { MSG, ROUTES } from '@sakinah/contract';
import { ButtonLink } from '../../components/ui/button';
import { formatDate } from '../profile-display/labels';
import type { OwnSubscription } from './own-profile';

/** The member's plan at a glance, with the way to buy or upgrade one. */
export function SubscriptionBanner({ subscription }: { subscription: OwnSubscription | null }) {
  if (!subscription) {
    return (
      <div className="flex flex-col gap-4 rounded-2xl border border-gold-200 bg-gold-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="flex items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white text-gold-700" aria-hidden="true">
            <Sparkles className="h-5 w-5" />
          </span>
          <div>
            <p className="font-semibold text-ink">{MSG.noActiveSubscription}</p>
            <p className="mt-0.5 text-sm text-muted">Choose a package to send requests and connect with members.</p>
          </div>
        </div>
        <ButtonLink to={ROUTES.pricing} className="self-start sm:self-center">
          View Packages
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-brand-700 to-brand-800 p-4 text-white sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white/10 text-gold-300" aria-hidden="true">
          <BadgeCheck className="h-5 w-5" />
        </span>
        <div>
          <p className="font-semibold">Active Subscription</p>
          <p className="mt-0.5 text-sm text-brand-50">
            <span className="font-semibold text-white">{subscription.planName}</span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {subscription.duration}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <span className="whitespace-nowrap">Expires on {formatDate(subscription.endsAt)}</span>
          </p>
        </div>
      </div>
      <ButtonLink to={ROUTES.pricing} variant="secondary" className="self-start sm:self-center">
        Upgrade Package
      </ButtonLink>
    </div>
  );
}
