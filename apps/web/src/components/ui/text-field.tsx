import { useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Eye, EyeOff } from 'lucide-react';
import { MIN_CHARS_BEFORE_SPACE, MSG } from '@sakinah/contract';
import { localized, useT } from '../../lib/i18n';

/**
 * One field's markup for every form: a <label>, the control, an optional hint and the error
 * under the field, tied to the control by aria-describedby (with aria-invalid while it shows).
 * Errors are plain strings: a form passes `errors.x?.message` or a message of its own.
 */

/** The ids that describe a control: its hint, any extra description (e.g. a checklist), then its error. */
export function describedBy(
  id: string,
  { hint = false, error, extra }: { hint?: boolean; error?: string | null; extra?: string },
): string | undefined {
  const ids = [hint && `${id}-hint`, extra, error && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The message under a field; role="alert" so screen readers announce it when it appears. */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} role="alert" className="field-error">
      {/* The contract's validation messages are English (zod runs here too): in the reader's language. */}
      {localized(message)}
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className="mt-1 text-xs leading-relaxed text-muted">
      {children}
    </p>
  );
}

export function OptionalTag() {
  const { t } = useT();
  return <span className="text-xs text-muted">{t('ui.optional')}</span>;
}

export interface FieldLabelProps {
  id: string;
  label: string;
  required?: boolean;
  /** Shows "Optional" beside the label. */
  optional?: boolean;
  /** Something else beside the label, e.g. a "Forgot password?" link. */
  aside?: ReactNode;
}

/** The label row. The star and "Optional" sit outside <label>, so the field's name stays exactly `label`. */
export function FieldLabel({ id, label, required, optional, aside }: FieldLabelProps) {
  return (
    <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
      <span className="flex items-baseline">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {required && (
          <span className="ms-0.5 text-sm text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </span>
      {aside ?? (optional && <OptionalTag />)}
    </div>
  );
}

/** What every field takes besides its control's own attributes. */
export interface FieldProps extends Omit<FieldLabelProps, 'aside'> {
  /** The message under the field (and aria-invalid on the control) when set. */
  error?: string | null;
  /** A line under the control that describes it (aria-describedby). */
  hint?: ReactNode;
  /** Id of another element that describes the control, e.g. a password checklist. */
  describedById?: string;
  labelAside?: ReactNode;
  /** react-hook-form's register(); its handlers and ref go to the control. */
  registration?: UseFormRegisterReturn;
}

/** The aria attributes of a field's control. */
export function controlAria(id: string, { required, error, hint, describedById }: Pick<FieldProps, 'required' | 'error' | 'hint' | 'describedById'>) {
  return {
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { hint: Boolean(hint), error, extra: describedById }),
  } as const;
}

/** Label, control, hint and error around any control (select, combobox...). */
export function FieldFrame({ id, label, required, optional, labelAside, hint, error, children }: FieldProps & { children: ReactNode }) {
  return (
    <div>
      <FieldLabel id={id} label={label} required={required} optional={optional} aside={labelAside} />
      {children}
      {hint && <FieldHint id={id}>{hint}</FieldHint>}
      <FieldError id={id} message={error} />
    </div>
  );
}

/**
 * The space rule of name-like fields (spec section 5): the space key does nothing until 3
 * characters are typed. Not silent: `onBlocked` lets the field say why.
 */
function spaceGuard(onBlocked: (blocked: boolean) => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    const early = event.key === ' ' && event.currentTarget.value.trim().length < MIN_CHARS_BEFORE_SPACE;
    if (early) event.preventDefault();
    onBlocked(early);
  };
}

/** What register() sets on the control itself. */
type Registered = 'name' | 'onChange' | 'onBlur' | 'ref';
type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'required' | Registered>;

export interface TextFieldProps extends FieldProps, NativeInputProps {
  /** Names and places: no space before the third character (free text never has this). */
  nameLike?: boolean;
}

export function TextField({
  id, label, required, optional, labelAside, hint, error, describedById, registration, nameLike, type = 'text', onKeyDown, ...input
}: TextFieldProps) {
  const [spaceBlocked, setSpaceBlocked] = useState(false);
  const guard = nameLike ? spaceGuard(setSpaceBlocked) : undefined;
  const spaceNote = spaceBlocked && !error;
  return (
    <FieldFrame id={id} label={label} required={required} optional={optional} labelAside={labelAside} hint={hint} error={error}>
      <input
        id={id}
        type={type}
        className="input aria-invalid:border-red-600"
        {...controlAria(id, { required, error, hint, describedById })}
        onKeyDown={(event) => {
          guard?.(event);
          onKeyDown?.(event);
        }}
        {...input}
        {...registration}
      />
      {nameLike && (
        <p aria-live="polite" className={spaceNote ? 'mt-1 text-xs text-muted' : 'sr-only'}>
          {spaceNote ? localized(MSG.minCharsBeforeSpace) : ''}
        </p>
      )}
    </FieldFrame>
  );
}

/** A password input with a show/hide button named after the field ("Show new password"). */
export function PasswordField({ id, label, required, optional, labelAside, hint, error, describedById, registration, ...input }: FieldProps & NativeInputProps) {
  const [visible, setVisible] = useState(false);
  const { t } = useT();
  const name = label.toLowerCase();
  return (
    <FieldFrame id={id} label={label} required={required} optional={optional} labelAside={labelAside} hint={hint} error={error}>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className="input pe-12 aria-invalid:border-red-600"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...controlAria(id, { required, error, hint, describedById })}
          {...input}
          {...registration}
        />
        <button
          type="button"
          className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-xl text-muted hover:text-brand-700"
          aria-label={visible ? t('ui.hideField', { field: name }) : t('ui.showField', { field: name })}
          aria-controls={id}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <EyeOff className="h-5 w-5" aria-hidden="true" /> : <Eye className="h-5 w-5" aria-hidden="true" />}
        </button>
      </div>
    </FieldFrame>
  );
}

type NativeTextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'required' | Registered>;

/** Free text: spaces anywhere. */
export function TextAreaField({ id, label, required, optional, labelAside, hint, error, describedById, registration, rows = 5, ...input }: FieldProps & NativeTextAreaProps) {
  return (
    <FieldFrame id={id} label={label} required={required} optional={optional} labelAside={labelAside} hint={hint} error={error}>
      <textarea
        id={id}
        rows={rows}
        className="input resize-y aria-invalid:border-red-600"
        {...controlAria(id, { required, error, hint, describedById })}
        {...input}
        {...registration}
      />
    </FieldFrame>
  );
}

/** An email address field: the label, keyboard and autofill every form uses. */
export function EmailField({ label, ...props }: Omit<TextFieldProps, 'label' | 'type'> & { label?: string }) {
  const { t } = useT();
  return <TextField label={label ?? t('ui.emailAddress')} type="email" autoComplete="email" inputMode="email" {...props} />;
}

interface NamePart {
  registration: UseFormRegisterReturn;
  error?: string | null;
  required?: boolean;
}

/** First and last name side by side (name-like: no space before the third character). */
export function FirstLastNameFields({ idPrefix, first, last }: { idPrefix: string; first: NamePart; last: NamePart }) {
  const { t } = useT();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField id={`${idPrefix}-first-name`} label={t('ui.firstName')} autoComplete="given-name" nameLike required {...first} />
      <TextField id={`${idPrefix}-last-name`} label={t('ui.lastName')} autoComplete="family-name" nameLike {...last} />
    </div>
  );
}
