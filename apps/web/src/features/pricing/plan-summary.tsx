import { ArrowRight, Loader2 } from 'lucide-react';
import { type PackageView, type StartMode } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { durationText, perDurationText } from '../../lib/duration-text';
import { PurchaseNotice, StartChoice } from './purchase-notice';

interface PlanSummaryProps {
  plan: PackageView;
  processing: boolean;
  /** When the plan starts, if a paid plan is in force (StartChoice). */
  start: StartMode;
  onStartChange(start: StartMode): void;
  onChange(): void;
  onProceed(): void;
}

/** The chosen plan, restated before the member leaves for the payment page. */
export function PlanSummary({ plan, processing, start, onStartChange, onChange, onProceed }: PlanSummaryProps) {
  const { t, formatRupees } = useT();
  return (
    <section aria-labelledby="plan-summary-heading" className="card mx-auto mt-10 max-w-2xl border-gold-200 p-6 sm:p-8">
      <h2 id="plan-summary-heading" className="text-2xl font-bold text-brand-700">
        {t('plans.yourSelection')}
      </h2>
      <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">{t('plans.plan')}</dt>
          <dd className="mt-0.5 text-base font-semibold text-ink">{plan.name}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('plans.duration')}</dt>
          <dd className="mt-0.5 text-base font-semibold text-ink">{durationText(t, plan.duration)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('plans.price')}</dt>
          <dd className="mt-0.5 text-base font-semibold text-ink">
            {formatRupees(plan.finalPrice)}
            <span className="font-normal text-muted">{perDurationText(t, plan.duration)}</span>
          </dd>
        </div>
      </dl>
      <StartChoice packageId={plan.id} value={start} onChange={onStartChange} className="mt-6" />
      <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="back" onClick={onChange} disabled={processing}>
          {t('plans.change')}
        </Button>
        <Button onClick={onProceed} disabled={processing} aria-busy={processing}>
          {processing ? (
            <>
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              {t('plans.processing')}
            </>
          ) : (
            <>
              {t('plans.proceed')}
              <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            </>
          )}
        </Button>
      </div>
      {/* Below the buttons: it arrives after the panel, and must not move them under a finger. */}
      <PurchaseNotice packageId={plan.id} start={start} className="mt-5" />
    </section>
  );
}
