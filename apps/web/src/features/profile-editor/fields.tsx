import type { ChangeEvent, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { useFormContext, useFormState, type FieldError } from 'react-hook-form';
import { FieldErrorText, describedBy } from '../login/form-fields';
import { blockEarlySpace } from './block-early-space';
import type { ProfileField, ProfileFormValues } from './profile-form';

/** Ids are derived from the field name, so errors from the server can be tied to their input. */
export const fieldId = (name: string) => `profile-${name}`;

export interface Option {
  value: string;
  label: string;
}
export const toOptions = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

export function OptionalTag() {
  return <span className="text-xs text-muted">Optional</span>;
}

/** The label row: the star and "Optional" sit outside <label> so the field's name stays exact. */
export function FieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
      <span className="flex items-baseline">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {required && (
          <span className="ml-0.5 text-sm text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </span>
      {!required && <OptionalTag />}
    </div>
  );
}

/** The field's current error (from blur validation, a tab check or the server). */
export function useFieldError(name: ProfileField): FieldError | undefined {
  const { errors } = useFormState<ProfileFormValues>({ name });
  return errors[name] as FieldError | undefined;
}

/**
 * register() plus one extra: once a field shows a message, it is checked again on every change,
 * so the message goes as soon as the value is right (fields are otherwise checked on blur).
 */
export function useProfileField(name: Exclude<ProfileField, 'casteInterestedIn'>, onValueChange?: (value: string) => void) {
  const { register, trigger } = useFormContext<ProfileFormValues>();
  const error = useFieldError(name);
  const registration = register(name, {
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      onValueChange?.(event.target.value);
      if (error) void trigger(name);
    },
  });
  return { registration, error };
}

interface BaseProps {
  name: Exclude<ProfileField, 'casteInterestedIn'>;
  label: string;
  required?: boolean;
  /** Id of an extra description (a hint under the field). */
  hintId?: string;
}

type TextInputProps = BaseProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'className' | 'required' | 'onChange' | 'onBlur'> & {
    /** Names and free text: no space until 3 characters are typed. */
    blockSpace?: boolean;
  };

export function TextInput({ name, label, required, hintId, blockSpace, type = 'text', ...input }: TextInputProps) {
  const { registration, error } = useProfileField(name);
  const id = fieldId(name);
  return (
    <div>
      <FieldLabel id={id} label={label} required={required} />
      <input
        id={id}
        type={type}
        className="input aria-invalid:border-red-600"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hintId)}
        onKeyDown={blockSpace ? blockEarlySpace : undefined}
        {...input}
        {...registration}
      />
      <FieldErrorText id={id} error={error} />
    </div>
  );
}

type TextAreaProps = BaseProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'className' | 'required' | 'onChange' | 'onBlur'> & {
    hint?: ReactNode;
  };

export function TextAreaInput({ name, label, required, hint, rows = 5, ...rest }: TextAreaProps) {
  const { registration, error } = useProfileField(name);
  const id = fieldId(name);
  return (
    <div>
      <FieldLabel id={id} label={label} required={required} />
      <textarea
        id={id}
        rows={rows}
        className="input resize-y aria-invalid:border-red-600"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint ? `${id}-hint` : undefined)}
        onKeyDown={blockEarlySpace}
        {...rest}
        {...registration}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldErrorText id={id} error={error} />
    </div>
  );
}

interface SelectInputProps extends BaseProps {
  options: readonly Option[];
  /** The empty first choice, e.g. "Select gender". */
  placeholder: string;
  autoComplete?: string;
  /** Extra work when the choice changes (e.g. clearing the city when the state changes). */
  onValueChange?: (value: string) => void;
}

export function SelectInput({ name, label, required, hintId, options, placeholder, autoComplete, onValueChange }: SelectInputProps) {
  const { registration, error } = useProfileField(name, onValueChange);
  const id = fieldId(name);
  return (
    <div>
      <FieldLabel id={id} label={label} required={required} />
      <select
        id={id}
        className="input aria-invalid:border-red-600"
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hintId)}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrorText id={id} error={error} />
    </div>
  );
}

/** A titled group of fields: each tab panel starts with one. */
export function SectionHeading({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div className="mb-6">
      <h2 id={id} tabIndex={-1} className="text-2xl font-bold text-brand-800 focus:outline-none">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{text}</p>
    </div>
  );
}
