import { useState, type FocusEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { X } from 'lucide-react';
import { CASTES } from '@sakinah/contract';
import { FieldError, describedBy } from '../../components/ui/text-field';
import { useT } from '../../lib/i18n';
import { fieldId } from './fields';
import { ignoreEnter, matchesQuery } from './caste-select';
import type { ProfileFormValues } from './profile-form';

/**
 * The castes the member is open to: chips for the chosen ones, a search box and a checkbox list.
 * Checked when focus leaves the whole group (blur validation, like every other field).
 */
export function CasteMultiSelect() {
  const { control, trigger } = useFormContext<ProfileFormValues>();
  const {
    field: { value: selected, onChange, onBlur, ref },
    fieldState: { error },
  } = useController({ control, name: 'casteInterestedIn' });
  const [query, setQuery] = useState('');
  const id = fieldId('casteInterestedIn');
  const { t, tx } = useT();
  const visible = CASTES.filter((caste) => matchesQuery(caste, query));

  const update = (next: string[]) => {
    onChange(next);
    // Once a message shows, fix it as soon as the list is right rather than on the next blur.
    if (error) void trigger('casteInterestedIn');
  };
  const toggle = (caste: string) => update(selected.includes(caste) ? selected.filter((item) => item !== caste) : [...selected, caste]);
  const onGroupBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
  };

  return (
    <fieldset
      onBlur={onGroupBlur}
      aria-describedby={describedBy(id, { error: error?.message, extra: `${id}-count` })}
      className="min-w-0"
    >
      <legend className="mb-1.5 text-sm font-medium text-ink">
        {t('editor.casteInterested')}
        <span className="ms-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      </legend>
      <p id={`${id}-count`} className="mb-2 text-xs text-muted">
        {t('editor.castesSelected', { count: selected.length })}
      </p>
      {selected.length > 0 && (
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <ul className="flex flex-wrap gap-2" aria-label={t('editor.selectedCastes')}>
            {selected.map((caste) => (
              <li key={caste} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pe-1 ps-3 text-sm text-brand-800">
                {caste}
                <button
                  type="button"
                  className="inline-flex h-6 w-6 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100"
                  aria-label={t('editor.removeCaste', { caste })}
                  onClick={() => toggle(caste)}
                >
                  <X className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="rounded-full px-3 py-1 text-sm font-medium text-brand-700 underline hover:bg-brand-50" onClick={() => update([])}>
            {t('editor.clearAll')}
          </button>
        </div>
      )}
      <label htmlFor={`${id}-search`} className="sr-only">
        {t('editor.casteInterestedSearch')}
      </label>
      <input
        id={`${id}-search`}
        ref={ref}
        type="search"
        className="input aria-invalid:border-red-600"
        placeholder={t('editor.casteSearch')}
        autoComplete="off"
        value={query}
        aria-controls={`${id}-list`}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={ignoreEnter}
      />
      <div id={`${id}-list`} className="mt-2 max-h-56 overflow-y-auto rounded-xl border border-brand-100 bg-white p-2">
        {visible.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-muted" role="status">
            {t('editor.casteNoMatch', { text: query.trim() })}
          </p>
        ) : (
          <ul className="grid gap-0.5 sm:grid-cols-2">
            {visible.map((caste) => {
              const checkboxId = `${id}-${CASTES.indexOf(caste)}`;
              return (
                <li key={caste}>
                  <label htmlFor={checkboxId} className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm hover:bg-brand-50">
                    <input
                      id={checkboxId}
                      type="checkbox"
                      className="h-4 w-4 accent-brand-700"
                      checked={selected.includes(caste)}
                      onChange={() => toggle(caste)}
                    />
                    {caste}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <FieldError id={id} message={tx(error?.message)} />
    </fieldset>
  );
}
