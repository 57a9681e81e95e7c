import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CASTES } from '@sakinah/contract';
import { FieldErrorText, describedBy } from '../login/form-fields';
import { FieldLabel, fieldId, useFieldError } from './fields';
import type { ProfileFormValues } from './profile-form';

export function matchesQuery(caste: string, query: string): boolean {
  return caste.toLowerCase().includes(query.trim().toLowerCase());
}

/**
 * The member's own caste: a native select (dependable on phones and with screen readers) with a
 * search box that narrows its ~60 options. The chosen value always stays in the list.
 */
export function CasteSelect() {
  const { register, control } = useFormContext<ProfileFormValues>();
  const value = useWatch({ control, name: 'caste' });
  const error = useFieldError('caste');
  const [query, setQuery] = useState('');
  const id = fieldId('caste');
  const options = CASTES.filter((caste) => caste === value || matchesQuery(caste, query));
  const noMatch = query.trim() !== '' && options.every((caste) => caste === value);
  return (
    <div>
      <FieldLabel id={id} label="Caste" required />
      <label htmlFor={`${id}-search`} className="sr-only">
        Search caste list
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className="input mb-2"
        placeholder="Type to search castes"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-controls={id}
      />
      <select
        id={id}
        className="input aria-invalid:border-red-600"
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, noMatch ? `${id}-none` : undefined)}
        {...register('caste')}
      >
        <option value="">Select caste</option>
        {options.map((caste) => (
          <option key={caste} value={caste}>
            {caste}
          </option>
        ))}
      </select>
      {noMatch && (
        <p id={`${id}-none`} className="mt-1 text-xs text-muted" role="status">
          No castes match &ldquo;{query.trim()}&rdquo;
        </p>
      )}
      <FieldErrorText id={id} error={error} />
    </div>
  );
}
