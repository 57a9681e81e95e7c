import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface SegmentOption<T extends string> {
  value: T;
  label: string;
}

interface SegmentedControlProps<T extends string> {
  /** Visible name of the group (also its accessible name). */
  label: string;
  description?: ReactNode;
  options: ReadonlyArray<SegmentOption<T>>;
  value: T;
  onChange: (value: T) => void;
  /** While a change is being saved: clicks are ignored but focus stays where it is. */
  busy?: boolean;
}

/**
 * A radio group drawn as a segmented control (WAI-ARIA radio group: one tab stop, arrow keys move
 * and choose). Choosing saves at once, so there is no separate Save button.
 */
export function SegmentedControl<T extends string>({ label, description, options, value, onChange, busy = false }: SegmentedControlProps<T>) {
  const id = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const choose = (next: T) => {
    if (busy || next === value) return;
    onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = options.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const option = options[target]!;
    refs.current.get(option.value)?.focus();
    choose(option.value);
  };

  return (
    <div>
      <p id={`${id}-label`} className="label">
        {label}
      </p>
      {description && (
        <p id={`${id}-description`} className="-mt-1 mb-2 text-sm text-muted">
          {description}
        </p>
      )}
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        aria-busy={busy || undefined}
        // Equal columns on a phone (long labels wrap inside their segment), a compact pill row from `sm` up.
        style={{ gridTemplateColumns: `repeat(${options.length}, minmax(0, 1fr))` }}
        className="grid w-full gap-1 rounded-2xl bg-brand-50 p-1 sm:inline-flex sm:w-auto"
      >
        {options.map((option, index) => {
          const checked = option.value === value;
          return (
            <button
              key={option.value}
              ref={(element) => {
                if (element) refs.current.set(option.value, element);
                else refs.current.delete(option.value);
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={checked ? 0 : -1}
              onClick={() => choose(option.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`min-h-10 rounded-xl px-2 py-2 text-sm leading-tight font-semibold transition-colors sm:px-4 sm:whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 sm:flex-none ${
                checked ? 'bg-brand-700 text-white shadow-sm' : 'text-brand-800 hover:bg-white'
              } ${busy ? 'cursor-progress' : ''} disabled:cursor-not-allowed disabled:opacity-50`}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}

interface SwitchRowProps {
  label: string;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  busy?: boolean;
  /** Not available now (the description says why). */
  disabled?: boolean;
}

/** An on/off setting: a `role="switch"` button named by the visible label and described by the text under it. */
export function SwitchRow({ label, description, checked, onChange, busy = false, disabled = false }: SwitchRowProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium text-ink">
          {label}
        </p>
        {description && (
          <p id={`${id}-description`} className="mt-0.5 text-sm text-muted">
            {description}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        aria-busy={busy || undefined}
        disabled={disabled}
        onClick={() => {
          if (!busy) onChange(!checked);
        }}
        className={`relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 ${
          checked ? 'border-brand-700 bg-brand-700' : 'border-brand-400 bg-white'
        } ${busy ? 'cursor-progress' : ''} disabled:cursor-not-allowed disabled:opacity-50`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full shadow-sm transition-transform ${
            checked ? 'translate-x-[1.3rem] rtl:-translate-x-[1.3rem] bg-white' : 'translate-x-0.5 rtl:-translate-x-0.5 bg-brand-500'
          }`}
        />
      </button>
    </div>
  );
}
