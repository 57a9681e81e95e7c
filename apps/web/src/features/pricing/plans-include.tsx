import { CalendarClock, Gift, Loader2, ShieldCheck, UserCheck } from 'lucide-react';
import { Link } from 'react-router';
import { FREE_TRIAL_DAYS, MSG, ROUTES } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { CONTACT_DETAILS } from '../marketing/public';

const INCLUDED = [
  { icon: ShieldCheck, title: 'Privacy Protection', text: 'Your photos and contact details stay under your control.' },
  { icon: UserCheck, title: 'Profile Verification', text: 'Every profile is reviewed by our team before it goes live.' },
] as const;

interface PlansIncludeProps {
  /** Offered only to signed-in members who never had a plan. */
  canStartTrial: boolean;
  startingTrial: boolean;
  onStartTrial(): void;
}

export function PlansInclude({ canStartTrial, startingTrial, onStartTrial }: PlansIncludeProps) {
  return (
    <section aria-labelledby="plans-include-heading" className="mt-16 sm:mt-20">
      <h2 id="plans-include-heading" className="text-center text-3xl font-bold text-brand-700">
        All Plans Include
      </h2>
      <ul className="mx-auto mt-8 grid max-w-3xl gap-4 sm:grid-cols-2">
        {INCLUDED.map(({ icon: Icon, title, text }) => (
          <li key={title} className="card flex gap-4 p-5">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
              <Icon className="h-5 w-5" />
            </span>
            <span>
              <span className="block font-semibold text-ink">{title}</span>
              <span className="mt-0.5 block text-sm text-muted">{text}</span>
            </span>
          </li>
        ))}
      </ul>

      {/* One-off orders, no stored cards (docs/decisions.md, "Plans do not renew by themselves"). */}
      <p className="mx-auto mt-8 flex max-w-2xl items-start justify-center gap-2.5 text-sm leading-relaxed text-ink sm:items-center">
        <CalendarClock className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 sm:mt-0" aria-hidden="true" />
        <span>
          {MSG.plansNoAutoRenewalShort}{' '}
          <Link to={ROUTES.settings} className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2">
            Reminder settings
          </Link>
        </span>
      </p>

      <div className="mt-6 flex flex-col items-center gap-4 rounded-2xl border border-gold-200 bg-gold-50 p-6 text-center">
        <Gift className="h-7 w-7 text-gold-600" aria-hidden="true" />
        <p className="max-w-2xl text-sm leading-relaxed text-ink">
          New to Sakinah? Try the Basic plan free for {FREE_TRIAL_DAYS} days, no credit card required. Questions
          about plans? Write to{' '}
          <a href={`mailto:${CONTACT_DETAILS.email}`} className="font-semibold text-brand-700 underline underline-offset-2">
            {CONTACT_DETAILS.email}
          </a>{' '}
          or call{' '}
          <a href={`tel:${CONTACT_DETAILS.phoneHref}`} className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2">
            {CONTACT_DETAILS.phone}
          </a>
          .
        </p>
        {canStartTrial && (
          <Button variant="secondary" onClick={onStartTrial} disabled={startingTrial} aria-busy={startingTrial}>
            {startingTrial && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
            Start {FREE_TRIAL_DAYS}-day free trial
          </Button>
        )}
      </div>
    </section>
  );
}
