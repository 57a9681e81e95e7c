import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Eye, EyeOff } from 'lucide-react';

/**
 * Labelled inputs shared by the sign-in, password-reset and settings forms, so every field has
 * a <label>, aria-invalid and an error tied to it by aria-describedby.
 */

export function describedBy(id: string, error: FieldError | undefined, extra?: string): string | undefined {
  const ids = [extra, error?.message ? `${id}-error` : undefined].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function FieldErrorText({ id, error }: { id: string; error: FieldError | undefined }) {
  if (!error?.message) return null;
  return (
    <p id={`${id}-error`} className="field-error" role="alert">
      {error.message}
    </p>
  );
}

interface BaseFieldProps {
  id: string;
  label: string;
  error: FieldError | undefined;
  registration: UseFormRegisterReturn;
  /** Something next to the label, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  /** Id of a hint element that also describes the input. */
  hintId?: string;
  required?: boolean;
}

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | keyof UseFormRegisterReturn>;

function FieldLabel({ id, label, required, aside }: { id: string; label: string; required?: boolean; aside?: ReactNode }) {
  // The star sits beside the label, not inside it, so the field's name stays exactly `label`
  // (aria-required already tells assistive technology).
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
      {aside}
    </div>
  );
}

export function TextField({
  id,
  label,
  error,
  registration,
  labelAside,
  hintId,
  required,
  ...input
}: BaseFieldProps & NativeInputProps) {
  return (
    <div>
      <FieldLabel id={id} label={label} required={required} aside={labelAside} />
      <input
        id={id}
        className="input aria-invalid:border-red-600"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hintId)}
        {...input}
        {...registration}
      />
      <FieldErrorText id={id} error={error} />
    </div>
  );
}

/** A password input with a show/hide button; the button is named after the field ("Show new password"). */
export function PasswordField({
  id,
  label,
  error,
  registration,
  labelAside,
  hintId,
  required,
  ...input
}: BaseFieldProps & NativeInputProps) {
  const [visible, setVisible] = useState(false);
  const name = label.toLowerCase();
  return (
    <div>
      <FieldLabel id={id} label={label} required={required} aside={labelAside} />
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className="input pr-12 aria-invalid:border-red-600"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hintId)}
          {...input}
          {...registration}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-muted hover:text-brand-700"
          aria-label={visible ? `Hide ${name}` : `Show ${name}`}
          aria-controls={id}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <EyeOff className="h-5 w-5" aria-hidden="true" /> : <Eye className="h-5 w-5" aria-hidden="true" />}
        </button>
      </div>
      <FieldErrorText id={id} error={error} />
    </div>
  );
}
