import { completionBand } from '@sakinah/contract';
import { useT } from '../../lib/i18n';

const SIZE = 112;
const STROKE = 10;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

// Ring and number colours per stage (spec section 9's bands; a start is warm gold, never red); text shades keep AA contrast on white.
const BAND_STYLES = {
  start: { ring: 'stroke-gold-400', text: 'text-gold-700' },
  middle: { ring: 'stroke-brand-500', text: 'text-brand-700' },
  high: { ring: 'stroke-brand-700', text: 'text-brand-800' },
} as const;

/** How complete the profile is, as a ring with the percentage in the middle. */
export function CompletionRing({ percent, label }: { percent: number; label?: string }) {
  const { t } = useT();
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  const band = completionBand(value);
  const style = BAND_STYLES[band];
  return (
    <div
      role="progressbar"
      aria-label={t('overview.ringAria')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={t('overview.ringValue', { value })}
      data-band={band}
      className="flex flex-col items-center"
    >
      <div className="relative" style={{ width: SIZE, height: SIZE }}>
        <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} className="-rotate-90" aria-hidden="true">
          <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" strokeWidth={STROKE} className="stroke-brand-100" />
          <circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            strokeWidth={STROKE}
            strokeLinecap={value > 0 ? 'round' : 'butt'}
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
            className={`${style.ring} transition-[stroke-dashoffset] duration-700 ease-out`}
          />
        </svg>
        <span className={`absolute inset-0 flex items-center justify-center text-2xl font-bold ${style.text}`} aria-hidden="true">
          {value}%
        </span>
      </div>
      <span className="mt-2 text-xs font-semibold tracking-wide text-muted uppercase" aria-hidden="true">
        {label ?? t('overview.ringLabel')}
      </span>
    </div>
  );
}
