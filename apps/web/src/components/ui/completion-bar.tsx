import { useId } from 'react';
import { completionBand } from '@sakinah/contract';
import { useT } from '../../lib/i18n';

/**
 * Fill colour per stage of the contract: warm gold for a start (a member who has just begun is not in the red:
 * nothing is wrong), brand green in the middle, dark brand green when nearly done.
 */
const BAND_FILL: Record<ReturnType<typeof completionBand>, string> = {
  start: 'bg-gold-400',
  middle: 'bg-brand-500',
  high: 'bg-brand-800',
};

interface CompletionBarProps {
  percent: number;
  /** Visible text above the bar; also the progress bar's accessible name. */
  label?: string;
  className?: string;
}

/** A profile-completion progress bar whose colour follows `completionBand(percent)`. */
export function CompletionBar({ percent, label, className = '' }: CompletionBarProps) {
  const { t, formatNumber } = useT();
  const id = useId();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const band = completionBand(value);
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
        <span id={`${id}-label`} className="font-medium text-ink">
          {label ?? t('ui.profileCompletion')}
        </span>
        {/* The number is shown as text too, so the colour is never the only cue. */}
        <span className="font-semibold text-brand-800" aria-hidden="true">
          {formatNumber(value)}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={t('ui.percentComplete', { percent: formatNumber(value) })}
        data-band={band}
        className="h-3 w-full overflow-hidden rounded-full border border-brand-200 bg-brand-50"
      >
        <div className={`h-full rounded-full transition-[width] duration-500 ${BAND_FILL[band]}`} style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
