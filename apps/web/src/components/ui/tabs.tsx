import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

export interface TabItem {
  id: string;
  label: string;
  icon?: LucideIcon;
  panel: ReactNode;
}

/**
 * Where a key moves focus in a WAI-ARIA tab list: arrows to the next or previous tab (wrapping
 * round), Home and End to the first and last; undefined for any other key.
 */
export function tabKeyTarget(key: string, index: number, count: number): number | undefined {
  const last = count - 1;
  const targets: Record<string, number> = {
    ArrowRight: index >= last ? 0 : index + 1,
    ArrowLeft: index <= 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  return targets[key];
}

interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem[];
  selected: string;
  onSelect(id: string): void;
  /** Starts the tabs' and panels' element ids, so two tab sets on a page do not clash. */
  idPrefix?: string;
  /** Space between the tab strip and the panel, and inside the panel. */
  panelClassName?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and show
 * their panels. Every panel stays mounted (hidden when inactive) so unsaved edits survive a switch.
 * On a phone the tabs wrap onto a second row rather than run off the screen.
 */
export function Tabs({ label, tabs, selected, onSelect, idPrefix = '', panelClassName = 'mt-6' }: TabsProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const current = tabs.some((tab) => tab.id === selected) ? selected : tabs[0]?.id;
  const tabId = (id: string) => `${idPrefix}tab-${id}`;
  const panelId = (id: string) => `${idPrefix}panel-${id}`;

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabKeyTarget(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-1 rounded-2xl border border-brand-100 bg-white p-1.5 shadow-sm sm:flex-nowrap"
      >
        {tabs.map((tab, index) => {
          const active = tab.id === current;
          const Icon = tab.icon;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => move(event, index)}
              className={`inline-flex min-w-0 grow basis-[30%] items-center justify-center gap-2 rounded-xl px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors sm:grow-0 sm:basis-auto sm:px-4 ${
                active ? 'bg-brand-700 text-white' : 'text-brand-700 hover:bg-brand-50'
              }`}
            >
              {Icon && <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />}
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          hidden={tab.id !== current}
          className={`${panelClassName} focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-500`}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
