import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Search } from 'lucide-react';
import { AGE_MAX, AGE_MIN, EDUCATION_OPTIONS, HEIGHT_OPTIONS, INDIAN_STATES, MARITAL_STATUSES, OCCUPATION_OPTIONS, ROUTES, STATE_NAMES } from '@sakinah/contract';
import { isolateLtr, useT } from '../../lib/i18n';
import { ageProblem, type FilterState, type ListFilter } from './filters';

interface FilterSidebarProps {
  id: string;
  filters: FilterState;
  onChange: (next: FilterState) => void;
  /** The member's own casteInterestedIn: the server never goes beyond it. */
  castes: readonly string[];
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-brand-100 pt-4">
      <legend className="mb-2 text-sm font-semibold text-brand-800">{legend}</legend>
      {children}
    </fieldset>
  );
}

interface CheckListProps {
  options: ReadonlyArray<{ value: string; label: string }>;
  selected: readonly string[];
  onToggle: (value: string) => void;
  columns?: 1 | 2;
}

function CheckList({ options, selected, onToggle, columns = 1 }: CheckListProps) {
  return (
    <ul className={`grid gap-1 ${columns === 2 ? 'grid-cols-2' : 'grid-cols-1'}`}>
      {options.map((option) => (
        <li key={option.value}>
          <label className="flex min-h-9 cursor-pointer items-center gap-2.5 rounded-lg px-1.5 text-sm text-ink hover:bg-brand-50">
            <input
              type="checkbox"
              className="h-4 w-4 shrink-0 accent-brand-700"
              checked={selected.includes(option.value)}
              onChange={() => onToggle(option.value)}
            />
            <span>{option.label}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const HEIGHT_CHOICES = HEIGHT_OPTIONS.map((option) => ({ value: option.value, label: isolateLtr(option.label) }));

/** The filters of the featured list; every change reloads the list from its first page. */
export function FilterSidebar({ id, filters, onChange, castes }: FilterSidebarProps) {
  const uid = useId();
  const { t, label } = useT();
  const labelled = (list: string, values: readonly string[]) => values.map((value) => ({ value, label: label(list, value) }));
  const [casteSearch, setCasteSearch] = useState('');
  const toggle = (key: ListFilter, value: string) => {
    const list = filters[key];
    onChange({ ...filters, [key]: list.includes(value) ? list.filter((item) => item !== value) : [...list, value] });
  };
  const needle = casteSearch.trim().toLowerCase();
  const casteOptions = asOptions(castes.filter((caste) => caste.toLowerCase().includes(needle)));
  const ageProblemKey = ageProblem(filters);
  const ageHint = ageProblemKey ? t(ageProblemKey, { min: AGE_MIN, max: AGE_MAX }) : null;
  const cities = filters.state ? (INDIAN_STATES[filters.state] ?? []) : [];

  return (
    <div id={id} className="card space-y-4 p-5">
      <p className="font-display text-xl font-bold text-brand-800">{t('discovery.refine')}</p>

      <Group legend={t('discovery.caste')}>
        {castes.length === 0 ? (
          <p className="text-sm text-muted">
            {t('discovery.casteHintBefore')}{' '}
            <Link to={ROUTES.profile} className="font-medium text-brand-700 underline underline-offset-2">
              {t('discovery.yourProfile')}
            </Link>{' '}
            {t('discovery.casteHintAfter')}
          </p>
        ) : (
          <>
            <label htmlFor={`${uid}-caste-search`} className="sr-only">
              {t('discovery.searchCastes')}
            </label>
            <div className="relative mb-2">
              <Search className="pointer-events-none absolute top-1/2 start-3 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden="true" />
              <input
                id={`${uid}-caste-search`}
                type="search"
                className="input ps-9"
                placeholder={t('discovery.searchCastes')}
                value={casteSearch}
                onChange={(event) => setCasteSearch(event.target.value)}
              />
            </div>
            <div className="max-h-48 overflow-y-auto pe-1">
              {casteOptions.length > 0 ? (
                <CheckList options={casteOptions} selected={filters.caste} onToggle={(value) => toggle('caste', value)} />
              ) : (
                <p className="px-1.5 text-sm text-muted">{t('discovery.noCaste', { text: casteSearch.trim() })}</p>
              )}
            </div>
          </>
        )}
      </Group>

      <Group legend={t('discovery.age')}>
        <div className="grid grid-cols-2 gap-3">
          {(['ageMin', 'ageMax'] as const).map((key) => (
            <div key={key}>
              <label htmlFor={`${uid}-${key}`} className="label">
                {key === 'ageMin' ? t('discovery.minAge') : t('discovery.maxAge')}
              </label>
              <input
                id={`${uid}-${key}`}
                type="number"
                inputMode="numeric"
                min={AGE_MIN}
                max={AGE_MAX}
                className="input"
                placeholder={key === 'ageMin' ? String(AGE_MIN) : String(AGE_MAX)}
                value={filters[key]}
                aria-invalid={ageHint ? true : undefined}
                aria-describedby={ageHint ? `${uid}-age-hint` : undefined}
                onChange={(event) => onChange({ ...filters, [key]: event.target.value })}
              />
            </div>
          ))}
        </div>
        {ageHint && (
          <p id={`${uid}-age-hint`} className="field-error">
            {ageHint}
          </p>
        )}
      </Group>

      <Group legend={t('discovery.maritalStatus')}>
        <CheckList options={MARITAL_STATUSES.map((status) => ({ value: status.value, label: label('marital', status.value, status.label) }))} selected={filters.maritalStatus} onToggle={(value) => toggle('maritalStatus', value)} />
      </Group>

      <Group legend={t('discovery.education')}>
        <CheckList options={labelled('education', EDUCATION_OPTIONS)} selected={filters.education} onToggle={(value) => toggle('education', value)} />
      </Group>

      <Group legend={t('discovery.occupation')}>
        <CheckList options={labelled('occupation', OCCUPATION_OPTIONS)} selected={filters.occupation} onToggle={(value) => toggle('occupation', value)} />
      </Group>

      <Group legend={t('discovery.location')}>
        <div className="space-y-3">
          <div>
            <label htmlFor={`${uid}-state`} className="label">
              {t('discovery.state')}
            </label>
            <select
              id={`${uid}-state`}
              className="input"
              value={filters.state}
              // A city belongs to one state, so a new state clears it.
              onChange={(event) => onChange({ ...filters, state: event.target.value, city: '' })}
            >
              <option value="">{t('discovery.anyState')}</option>
              {STATE_NAMES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${uid}-city`} className="label">
              {t('discovery.city')}
            </label>
            <select
              id={`${uid}-city`}
              className="input"
              value={filters.city}
              disabled={!filters.state}
              onChange={(event) => onChange({ ...filters, city: event.target.value })}
            >
              <option value="">{filters.state ? t('discovery.anyCity') : t('discovery.stateFirst')}</option>
              {cities.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
          </div>
        </div>
      </Group>

      <Group legend={t('discovery.height')}>
        <CheckList options={HEIGHT_CHOICES} selected={filters.height} onToggle={(value) => toggle('height', value)} />
      </Group>
    </div>
  );
}
