import { useState, type KeyboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CASTES } from '@sakinah/contract';
import { FieldError, FieldLabel, describedBy } from '../../components/ui/text-field';
import { useT } from '../../lib/i18n';
import { fieldId, useProfileField } from './fields';
import type { ProfileFormValues } from './profile-form';

/** Enter in a search box only searches; it must not submit the tab (Save & Next). */
export function ignoreEnter(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key === 'Enter') event.preventDefault();
}

export function matchesQuery(caste: string, query: string): boolean {
  return caste.toLowerCase().includes(query.trim().toLowerCase());
}

/**
 * The member's own caste: a native select (dependable on phones and with screen readers) with a
 * search box that narrows its ~60 options. The chosen value always stays in the list.
 */
export function CasteSelect() {
  const { control } = useFormContext<ProfileFormValues>();
  const value = useWatch({ control, name: 'caste' });
  const { registration, error } = useProfileField('caste');
  const { t } = useT();
  const [query, setQuery] = useState('');
  const id = fieldId('caste');
  const options = CASTES.filter((caste) => caste === value || matchesQuery(caste, query));
  const noMatch = !CASTES.some((caste) => matchesQuery(caste, query));
  return (
    <div>
      <FieldLabel id={id} label={t('editor.caste')} required />
      <label htmlFor={`${id}-search`} className="sr-only">
        {t('editor.casteSearchLabel')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className="input mb-2"
        placeholder={t('editor.casteSearch')}
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={ignoreEnter}
        aria-controls={id}
      />
      <select
        id={id}
        className="input aria-invalid:border-red-600"
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error: error?.message, extra: noMatch ? `${id}-none` : undefined })}
        {...registration}
      >
        <option value="">{t('editor.castePlaceholder')}</option>
        {options.map((caste) => (
          <option key={caste} value={caste}>
            {caste}
          </option>
        ))}
      </select>
      {noMatch && (
        <p id={`${id}-none`} className="mt-1 text-xs text-muted" role="status">
          {t('editor.casteNoMatch', { text: query.trim() })}
        </p>
      )}
      <FieldError id={id} message={error?.message} />
    </div>
  );
}
