import { Check } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { SIGNUP_STEP_META } from './signup-form';

/** Six step icons joined by a bar that fills as the member moves on; the current one has aria-current. */
export function StepProgress({ step }: { step: number }) {
  const { t } = useT();
  const total = SIGNUP_STEP_META.length;
  const percent = (step / (total - 1)) * 100;
  return (
    <div>
      <div className="relative">
        {/* The bar sits behind the icons, between the first and the last centre. */}
        <div className="absolute top-1/2 end-[18px] start-[18px] h-1 -translate-y-1/2 rounded-full bg-brand-100" aria-hidden="true">
          <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300" style={{ width: `${percent}%` }} />
        </div>
        <ol aria-label={t('signup.progress')} className="relative flex items-center justify-between">
          {SIGNUP_STEP_META.map((meta, index) => {
            const Icon = index < step ? Check : meta.icon;
            const state = index < step ? 'done' : index === step ? 'current' : 'upcoming';
            return (
              <li
                key={meta.title}
                aria-label={t('signup.stepOf', { step: index + 1, total, title: t(meta.title) })}
                aria-current={state === 'current' ? 'step' : undefined}
                className={`flex h-9 w-9 items-center justify-center rounded-full border-2 transition-colors ${
                  state === 'upcoming'
                    ? 'border-brand-300 bg-white text-brand-500'
                    : state === 'current'
                      ? 'border-brand-700 bg-brand-700 text-white ring-4 ring-brand-100'
                      : 'border-brand-600 bg-brand-600 text-white'
                }`}
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
              </li>
            );
          })}
        </ol>
      </div>
      <p className="mt-3 text-sm text-muted" aria-hidden="true">
        {t('signup.stepOf', { step: step + 1, total, title: t(SIGNUP_STEP_META[step]?.title ?? 'signup.step1Title') })}
      </p>
    </div>
  );
}
