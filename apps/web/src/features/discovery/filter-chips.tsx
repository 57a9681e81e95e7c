import { X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import type { FilterChip, FilterState } from './filters';

interface ActiveFilterChipsProps {
  chips: FilterChip[];
  filters: FilterState;
  onChange: (next: FilterState) => void;
  onClear: () => void;
  /** Also true for half-typed ages, which have no chip yet. */
  anyFilter: boolean;
}

/** The applied filters as removable chips, so a member sees at a glance what narrows the list. */
export function ActiveFilterChips({ chips, filters, onChange, onClear, anyFilter }: ActiveFilterChipsProps) {
  const { t } = useT();
  if (chips.length === 0 && !anyFilter) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label={t('discovery.activeFilters')} role="group">
      {chips.map((chip) => (
        <span key={chip.key} className="inline-flex items-center gap-1 rounded-full border border-gold-400 bg-gold-50 py-1 pe-1 ps-3 text-sm font-medium text-brand-800">
          {chip.label}
          <button
            type="button"
            aria-label={t('discovery.removeFilter', { label: chip.label })}
            onClick={() => onChange(chip.remove(filters))}
            className="inline-flex h-7 w-7 items-center justify-center rounded-full text-brand-700 hover:bg-gold-100"
          >
            <X className="h-3.5 w-3.5" aria-hidden="true" />
          </button>
        </span>
      ))}
      <Button variant="ghost" size="sm" onClick={onClear}>
        {t('discovery.clear')}
      </Button>
    </div>
  );
}
