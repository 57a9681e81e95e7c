import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface MobileTab {
  id: string;
  label: string;
  panel: ReactNode;
}

interface MobileTabsProps {
  label: string;
  tabs: readonly MobileTab[];
  selected: string;
  onSelect: (id: string) => void;
}

/** WAI-ARIA tabs (arrow keys, Home, End) for the profile details on small screens. */
export function MobileTabs({ label, tabs, selected, onSelect }: MobileTabsProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  const active = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  return (
    <div>
      <div role="tablist" aria-label={label} className="grid grid-cols-3 gap-1 rounded-2xl border border-brand-100 bg-white p-1.5 shadow-sm">
        {tabs.map((tab, index) => {
          const isActive = tab.id === active?.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`profile-tab-${tab.id}`}
              aria-selected={isActive}
              aria-controls={isActive ? `profile-panel-${tab.id}` : undefined}
              tabIndex={isActive ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => move(event, index)}
              className={`rounded-xl px-3 py-2.5 text-sm font-semibold transition-colors ${
                isActive ? 'bg-brand-700 text-white' : 'text-brand-700 hover:bg-brand-50'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={`profile-panel-${active.id}`}
          aria-labelledby={`profile-tab-${active.id}`}
          tabIndex={0}
          className="mt-4 space-y-4 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-500"
        >
          {active.panel}
        </div>
      )}
    </div>
  );
}
