import { CalendarClock, Gift, Loader2, ShieldCheck, UserCheck } from 'lucide-react';
import { Link } from 'react-router';
import { FREE_TRIAL_DAYS, ROUTES } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { CONTACT_DETAILS } from '../marketing/public';

const INCLUDED = [
  { icon: ShieldCheck, title: 'plans.privacyTitle', text: 'plans.privacyText' },
  { icon: UserCheck, title: 'plans.verificationTitle', text: 'plans.verificationText' },
] as const;

interface PlansIncludeProps {
  /** Offered only to signed-in members who never had a plan. */
  canStartTrial: boolean;
  startingTrial: boolean;
  onStartTrial(): void;
}

export function PlansInclude({ canStartTrial, startingTrial, onStartTrial }: PlansIncludeProps) {
  const { t } = useT();
  // The sentence is translated whole; the address and the number are set into it as links.
  const [beforeEmail, afterEmail = ''] = t('plans.questions', { email: '\u0000', phone: '\u0001' }).split('\u0000');
  const [betweenLinks, afterPhone = ''] = afterEmail.split('\u0001');
  return (
    <section aria-labelledby="plans-include-heading" className="mt-16 sm:mt-20">
      <h2 id="plans-include-heading" className="text-center text-3xl font-bold text-brand-700">
        {t('plans.allInclude')}
      </h2>
      <ul className="mx-auto mt-8 grid max-w-3xl gap-4 sm:grid-cols-2">
        {INCLUDED.map(({ icon: Icon, title, text }) => (
          <li key={title} className="card flex gap-4 p-5">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
              <Icon className="h-5 w-5" />
            </span>
            <span>
              <span className="block font-semibold text-ink">{t(title)}</span>
              <span className="mt-0.5 block text-sm text-muted">{t(text)}</span>
            </span>
          </li>
        ))}
      </ul>

      {/* One-off orders, no stored cards (docs/decisions.md, "Plans do not renew by themselves"). */}
      <p className="mx-auto mt-8 flex max-w-2xl items-start justify-center gap-2.5 text-sm leading-relaxed text-ink sm:items-center">
        <CalendarClock className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 sm:mt-0" aria-hidden="true" />
        <span>
          {t('plansNoAutoRenewalShort')}{' '}
          <Link to={ROUTES.settings} className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2">
            {t('plans.reminderSettings')}
          </Link>
        </span>
      </p>

      <div className="mt-6 flex flex-col items-center gap-4 rounded-2xl border border-gold-200 bg-gold-50 p-6 text-center">
        <Gift className="h-7 w-7 text-gold-600" aria-hidden="true" />
        <p className="max-w-2xl text-sm leading-relaxed text-ink">
          {t('plans.trialOffer', { days: FREE_TRIAL_DAYS })} {beforeEmail}
          <a href={`mailto:${CONTACT_DETAILS.email}`} dir="ltr" className="font-semibold text-brand-700 underline underline-offset-2">
            {CONTACT_DETAILS.email}
          </a>
          {betweenLinks}
          <a href={`tel:${CONTACT_DETAILS.phoneHref}`} dir="ltr" className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2">
            {CONTACT_DETAILS.phone}
          </a>
          {afterPhone}
        </p>
        {canStartTrial && (
          <Button variant="secondary" onClick={onStartTrial} disabled={startingTrial} aria-busy={startingTrial}>
            {startingTrial && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {t('plans.startTrial', { days: FREE_TRIAL_DAYS })}
          </Button>
        )}
      </div>
    </section>
  );
}
