import { Check, Crown, Sparkles } from 'lucide-react';
import { type PackageView } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { isolate, useT } from '../../lib/i18n';
import { perDurationText } from '../../lib/duration-text';
import { usePlanTexts } from './plan-texts';

interface PlanCardProps {
  plan: PackageView;
  selected: boolean;
  /** The 'Most Popular' flag shows only until a plan is chosen, so it never competes with the choice. */
  showPopular: boolean;
  onSelect?(plan: PackageView): void;
  /** False for the blurred preview shown to visitors. */
  interactive?: boolean;
}

/** Premium plans get the gold frame whatever the server's highlight says. */
export function isPremiumPlan(plan: PackageView): boolean {
  return /premium/i.test(plan.name);
}

export function PlanCard({ plan, selected, showPopular, onSelect, interactive = true }: PlanCardProps) {
  const { t, language, formatRupees } = useT();
  const texts = usePlanTexts();
  const premium = isPremiumPlan(plan);
  const popular = showPopular && plan.highlighted;
  const struck = plan.originalPrice > plan.finalPrice;
  const frame = selected
    ? 'border-2 border-brand-700 ring-4 ring-brand-100'
    : premium
      ? 'border-2 border-gold-400'
      : popular
        ? 'border-2 border-brand-300'
        : 'border border-brand-100';
  const headingId = `plan-${plan.id}-name`;

  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm transition-shadow hover:shadow-md ${frame}`}
    >
      {(selected || popular) && (
        <span
          className={`absolute -top-3 start-1/2 inline-flex -translate-x-1/2 rtl:translate-x-1/2 items-center gap-1 rounded-full px-3 py-1 text-xs font-bold whitespace-nowrap ${
            selected ? 'bg-brand-700 text-white' : 'bg-gold-400 text-brand-900'
          }`}
        >
          {selected ? <Check className="h-3.5 w-3.5" aria-hidden="true" /> : <Sparkles className="h-3.5 w-3.5" aria-hidden="true" />}
          {selected ? t('plans.selected') : t('plans.popular')}
        </span>
      )}

      <div className="flex items-center gap-2">
        {premium && <Crown className="h-5 w-5 text-gold-600" aria-hidden="true" />}
        <h3 id={headingId} className="text-2xl font-bold text-brand-700">
          {plan.name}
        </h3>
      </div>
      {plan.description && <p className="mt-1.5 text-sm leading-relaxed text-muted">{texts.description(plan.description)}</p>}

      <p className="mt-5 flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold text-ink">{formatRupees(plan.finalPrice)}</span>
        <span className="text-sm text-muted">{perDurationText(t, plan.duration)}</span>
      </p>
      {struck && (
        <p className="mt-1 text-sm">
          <span className="sr-only">{t('plans.originalPrice')} </span>
          <s className="text-muted">{formatRupees(plan.originalPrice)}</s>
          {plan.discount > 0 && <span className="ms-2 font-semibold text-gold-600">{t('plans.save', { percent: plan.discount })}</span>}
        </p>
      )}

      {/* The plan's lines (planFeatureTexts, the same facts as the server's featureLines): its limits (profile and
          photo views as numbers when limited), then what it includes, the contact-details line among them. */}
      <ul className="mt-6 flex-1 space-y-2.5 text-sm text-ink" aria-label={t('plans.includes', { plan: isolate(plan.name) })}>
        {texts.featureLines(plan).map((line) => (
          <li key={line} className="flex gap-2.5">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-500" aria-hidden="true" />
            <span>{line}</span>
          </li>
        ))}
      </ul>

      <Button
        className="mt-7 w-full"
        variant={selected ? 'primary' : premium ? 'secondary' : 'profile'}
        aria-pressed={interactive ? selected : undefined}
        tabIndex={interactive ? undefined : -1}
        onClick={interactive ? () => onSelect?.(plan) : undefined}
      >
        {/* An admin's button text is English: another language says it in its own words. */}
        {language === 'en' && plan.buttonText ? plan.buttonText : t('plans.get', { plan: isolate(plan.name) })}
      </Button>
    </article>
  );
}
