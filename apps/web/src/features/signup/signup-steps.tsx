import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { AGE_MAX, AGE_MIN, PROFILE_FOR, SIGNUP_GENDERS } from '@sakinah/contract';
import { FieldError, FieldHint, OptionalTag, describedBy } from './field-message';
import type { ProfileFor, SignupField, SignupFormValues, SignupGender } from './signup-form';

export interface StepProps {
  register: UseFormRegister<SignupFormValues>;
  /** The message to show under a field, if any (the wizard decides when errors are visible). */
  errorOf: (field: SignupField) => string | undefined;
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: SignupField;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
}

function TextField({ id, label, registration, error, hint, type = 'text', ...rest }: TextFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        type={type}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: Boolean(hint), error })}
        {...rest}
        {...registration}
      />
      {hint && <FieldHint id={id}>{hint}</FieldHint>}
      <FieldError id={id} message={error} />
    </div>
  );
}

export function NameStep({ register, errorOf }: StepProps) {
  return (
    <div className="space-y-5">
      <TextField
        id="firstName"
        label="First Name"
        autoComplete="given-name"
        aria-required="true"
        registration={register('firstName')}
        error={errorOf('firstName')}
      />
      <TextField
        id="middleName"
        label={
          <>
            Middle Name
            <OptionalTag />
          </>
        }
        autoComplete="additional-name"
        registration={register('middleName')}
        error={errorOf('middleName')}
      />
      <TextField
        id="lastName"
        label="Last Name"
        autoComplete="family-name"
        aria-required="true"
        registration={register('lastName')}
        error={errorOf('lastName')}
      />
    </div>
  );
}

export function EmailStep({ register, errorOf }: StepProps) {
  return (
    <TextField
      id="email"
      type="email"
      label="Email Address"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      aria-required="true"
      registration={register('email')}
      error={errorOf('email')}
    />
  );
}

/** YYYY-MM-DD of today's date, `yearsAgo` years back, in the member's own time zone. */
function isoYearsAgo(today: Date, yearsAgo: number): string {
  const date = new Date(today.getFullYear() - yearsAgo, today.getMonth(), today.getDate());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The date picker offers only ages the contract accepts; the schema still checks typed dates. */
export function dobBounds(today: Date): { min: string; max: string } {
  return { min: isoYearsAgo(today, AGE_MAX), max: isoYearsAgo(today, AGE_MIN) };
}

export function DobStep({ register, errorOf, bounds }: StepProps & { bounds: { min: string; max: string } }) {
  return (
    <TextField
      id="dob"
      type="date"
      label="Date of Birth"
      autoComplete="bday"
      min={bounds.min}
      max={bounds.max}
      aria-required="true"
      hint={`Members must be between ${AGE_MIN} and ${AGE_MAX} years old.`}
      registration={register('dob')}
      error={errorOf('dob')}
    />
  );
}

const GENDER_LABELS: Record<SignupGender, string> = { male: 'Male', female: 'Female' };
const PROFILE_FOR_LABELS: Record<ProfileFor, string> = { self: 'Self', daughter: 'Daughter', son: 'Son', other: 'Other' };

export function ProfileStep({ register, errorOf, profileFor }: StepProps & { profileFor: ProfileFor | '' }) {
  const genderError = errorOf('gender');
  return (
    <div className="space-y-6">
      <fieldset aria-describedby={genderError ? 'gender-error' : undefined}>
        <legend className="label">Gender</legend>
        <div className="grid grid-cols-2 gap-3">
          {SIGNUP_GENDERS.map((gender) => (
            <label
              key={gender}
              htmlFor={`gender-${gender}`}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-brand-200 bg-white px-4 py-3 text-sm font-medium text-ink transition-colors hover:border-brand-400 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-500"
            >
              <input
                id={`gender-${gender}`}
                type="radio"
                value={gender}
                className="h-4 w-4 accent-brand-700"
                aria-invalid={genderError ? true : undefined}
                {...register('gender')}
              />
              {GENDER_LABELS[gender]}
            </label>
          ))}
        </div>
        <FieldError id="gender" message={genderError} />
      </fieldset>

      <div>
        <label htmlFor="profileFor" className="label">
          Profile For
        </label>
        <select
          id="profileFor"
          className="input"
          aria-required="true"
          aria-invalid={errorOf('profileFor') ? true : undefined}
          aria-describedby={describedBy('profileFor', { hint: true, error: errorOf('profileFor') })}
          {...register('profileFor')}
        >
          <option value="">Select who this profile is for</option>
          {PROFILE_FOR.map((value) => (
            <option key={value} value={value}>
              {PROFILE_FOR_LABELS[value]}
            </option>
          ))}
        </select>
        <FieldHint id="profileFor">Creating a profile for a family member? Choose Daughter, Son or Other.</FieldHint>
        <FieldError id="profileFor" message={errorOf('profileFor')} />
      </div>

      {profileFor === 'other' && (
        <TextField
          id="customRelation"
          label="Relation"
          placeholder="e.g. Cousin, Friend"
          aria-required="true"
          hint="Your relation to the person, for example Cousin or Friend."
          registration={register('customRelation')}
          error={errorOf('customRelation')}
        />
      )}
    </div>
  );
}

export function PasswordStep({ register, errorOf }: StepProps) {
  return (
    <div className="space-y-5">
      <TextField
        id="password"
        type="password"
        label="Password"
        autoComplete="new-password"
        aria-required="true"
        hint="Should be alphanumeric: at least 6 characters, with a letter, a number and a special character (e.g. @ or #)."
        registration={register('password')}
        error={errorOf('password')}
      />
      <TextField
        id="confirmPassword"
        type="password"
        label="Confirm Password"
        autoComplete="new-password"
        aria-required="true"
        registration={register('confirmPassword')}
        error={errorOf('confirmPassword')}
      />
    </div>
  );
}
