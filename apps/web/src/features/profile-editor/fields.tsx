import type { ChangeEvent, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { useFormContext, useFormState, type FieldError } from 'react-hook-form';
import { FieldFrame, TextAreaField, TextField, controlAria } from '../../components/ui/text-field';
import { useT } from '../../lib/i18n';
import type { ProfileField, ProfileFormValues } from './profile-form';

/** Ids are derived from the field name, so errors from the server can be tied to their input. */
export const fieldId = (name: string) => `profile-${name}`;

export interface Option {
  value: string;
  label: string;
}
export const toOptions = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

/**
 * The field's current error (from blur validation, a tab check or the server), in the member's language: the
 * contract's checks run here in English, the server's words come translated already.
 */
export function useFieldError(name: ProfileField): FieldError | undefined {
  const { errors } = useFormState<ProfileFormValues>({ name });
  const { tx } = useT();
  const error = errors[name] as FieldError | undefined;
  return error ? { ...error, message: tx(error.message) } : undefined;
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
    /** Names and places: no space until 3 characters are typed (spec section 5); never free text. */
    nameLike?: boolean;
  };

export function TextInput({ name, label, required, hintId, ...input }: TextInputProps) {
  const { registration, error } = useProfileField(name);
  return (
    <TextField
      id={fieldId(name)}
      label={label}
      required={required}
      optional={!required}
      describedById={hintId}
      error={error?.message}
      registration={registration}
      {...input}
    />
  );
}

type TextAreaProps = BaseProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'className' | 'required' | 'onChange' | 'onBlur'> & {
    hint?: ReactNode;
  };

/** Free text: spaces anywhere ("I am ..."). */
export function TextAreaInput({ name, label, required, hint, hintId, ...rest }: TextAreaProps) {
  const { registration, error } = useProfileField(name);
  return (
    <TextAreaField
      id={fieldId(name)}
      label={label}
      required={required}
      optional={!required}
      hint={hint}
      describedById={hintId}
      error={error?.message}
      registration={registration}
      {...rest}
    />
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
    <FieldFrame id={id} label={label} required={required} optional={!required} error={error?.message}>
      <select
        id={id}
        className="input aria-invalid:border-red-600"
        autoComplete={autoComplete}
        {...controlAria(id, { required, error: error?.message, describedById: hintId })}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
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
