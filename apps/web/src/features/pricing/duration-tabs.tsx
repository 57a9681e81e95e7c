import { useRef, type KeyboardEvent } from 'react';
import { BEST_VALUE_DURATION, type Duration } from '@sakinah/contract';
import { useT } from '../../lib/i18n';
import { durationText } from '../../lib/duration-text';

interface DurationTabsProps {
  durations: readonly Duration[];
  active: Duration;
  onChange(duration: Duration): void;
  /** Id of the panel the tabs control, for assistive technology. */
  panelId: string;
}

/** The strip of plan lengths; scrolls sideways on narrow phones rather than wrapping. */
export function DurationTabs({ durations, active, onChange, panelId }: DurationTabsProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const { t, dir } = useT();

  // Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects.
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    // The next tab is the one after it in reading order: to the left in Urdu.
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const delta = event.key === forward ? 1 : event.key === backward ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (index + delta + durations.length) % durations.length;
    onChange(durations[next]!);
    refs.current[next]?.focus();
  }

  return (
    <div className="pb-2">
      {/* Wraps onto a second row on phones, so every length (and the Best Value badge) stays in view. */}
      <div
        role="tablist"
        aria-label={t('plans.durationTabs')}
        className="mx-auto flex w-fit max-w-full flex-wrap justify-center gap-1 rounded-3xl border border-brand-100 bg-white p-1 shadow-sm sm:rounded-full"
      >
        {durations.map((duration, index) => {
          const selected = duration === active;
          return (
            <button
              key={duration}
              ref={(node) => {
                refs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`duration-tab-${index}`}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(duration)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`inline-flex shrink-0 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
                selected ? 'bg-brand-700 text-white' : 'text-brand-700 hover:bg-brand-50'
              }`}
            >
              {durationText(t, duration)}
              {duration === BEST_VALUE_DURATION && (
                <span
                  className={`rounded-full px-2 py-0.5 text-[0.7rem] font-bold tracking-wide uppercase ${
                    selected ? 'bg-gold-400 text-brand-900' : 'bg-gold-100 text-gold-700'
                  }`}
                >
                  {t('plans.bestValue')}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
