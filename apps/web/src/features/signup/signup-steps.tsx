import type { UseFormRegister } from 'react-hook-form';
import { ACCOUNT_HOLDER_RELATIONS, AGE_MAX, AGE_MIN, PROFILE_FOR, SIGNUP_GENDERS, type AccountHolderRelation } from '@sakinah/contract';
import { EmailField, FieldError, FieldFrame, TextField, controlAria } from '../../components/ui/text-field';
import { NewPasswordFields, SIGNUP_RULES } from '../password-reset/public';
import { useT } from '../../lib/i18n';
import type { ProfileFor, SignupField, SignupFormValues } from './signup-form';

export interface StepProps {
  register: UseFormRegister<SignupFormValues>;
  /** The message to show under a field, if any (the wizard decides when errors are visible). */
  errorOf: (field: SignupField) => string | undefined;
}

/** Step 1: who is creating the profile (asked first), for whom, and the name on the profile. */
export function NameStep({
  register,
  errorOf,
  accountHolder,
  profileFor,
}: StepProps & { accountHolder: AccountHolderRelation | ''; profileFor: ProfileFor | '' }) {
  const { t } = useT();
  const forSomeoneElse = accountHolder !== '' && accountHolder !== 'self';
  return (
    <div className="space-y-5">
      <FieldFrame id="accountHolder" label={t('signup.whoLabel')} required error={errorOf('accountHolder')}>
        <select
          id="accountHolder"
          className="input aria-invalid:border-red-600"
          {...controlAria('accountHolder', { required: true, error: errorOf('accountHolder') })}
          {...register('accountHolder')}
        >
          <option value="">{t('signup.whoPlaceholder')}</option>
          {ACCOUNT_HOLDER_RELATIONS.map((value) => (
            <option key={value} value={value}>
              {t(`holder.${value}`)}
            </option>
          ))}
        </select>
      </FieldFrame>
      {forSomeoneElse && (
        <>
          <TextField
            id="accountHolderName"
            label={t('signup.holderName')}
            autoComplete="name"
            nameLike
            required
            hint={t('signup.holderNameHint')}
            registration={register('accountHolderName')}
            error={errorOf('accountHolderName')}
          />
          <FieldFrame
            id="profileFor"
            label={t('signup.profileFor')}
            required
            hint={t('signup.profileForHint')}
            error={errorOf('profileFor')}
          >
            <select
              id="profileFor"
              className="input aria-invalid:border-red-600"
              {...controlAria('profileFor', { required: true, error: errorOf('profileFor'), hint: true })}
              {...register('profileFor')}
            >
              <option value="">{t('signup.profileForPlaceholder')}</option>
              {PROFILE_FOR.filter((value) => value !== 'self').map((value) => (
                <option key={value} value={value}>
                  {t(`profileFor.${value}`)}
                </option>
              ))}
            </select>
          </FieldFrame>
          {profileFor === 'other' && (
            <TextField
              id="customRelation"
              label={t('signup.relation')}
              placeholder={t('signup.relationPlaceholder')}
              required
              hint={t('signup.relationHint')}
              registration={register('customRelation')}
              error={errorOf('customRelation')}
            />
          )}
        </>
      )}
      <TextField
        id="firstName"
        label={t('signup.firstName')}
        autoComplete="given-name"
        nameLike
        required
        registration={register('firstName')}
        error={errorOf('firstName')}
      />
      <TextField
        id="middleName"
        label={t('signup.middleName')}
        optional
        nameLike
        autoComplete="additional-name"
        registration={register('middleName')}
        error={errorOf('middleName')}
      />
      <TextField
        id="lastName"
        label={t('signup.lastName')}
        autoComplete="family-name"
        nameLike
        required
        registration={register('lastName')}
        error={errorOf('lastName')}
      />
    </div>
  );
}

/** An address reads the same in every language, and left to right. */
const EMAIL_EXAMPLE = 'you@example.com';

export function EmailStep({ register, errorOf }: StepProps) {
  const { t } = useT();
  return (
    <EmailField
      id="email"
      label={t('signup.email')}
      placeholder={EMAIL_EXAMPLE}
      dir="ltr"
      required
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
  const { t } = useT();
  return (
    <TextField
      id="dob"
      type="date"
      label={t('signup.dob')}
      autoComplete="bday"
      min={bounds.min}
      max={bounds.max}
      required
      hint={t('signup.dobHint', { min: AGE_MIN, max: AGE_MAX })}
      registration={register('dob')}
      error={errorOf('dob')}
    />
  );
}

/** Step 5: the gender, preset when the profile is for a daughter or a son. */
export function ProfileStep({ register, errorOf }: StepProps) {
  const { t } = useT();
  const genderError = errorOf('gender');
  return (
    <div className="space-y-6">
      <fieldset aria-describedby={genderError ? 'gender-error' : undefined}>
        <legend className="label">{t('signup.gender')}</legend>
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
              {t(`gender.${gender}`)}
            </label>
          ))}
        </div>
        <FieldError id="gender" message={genderError} />
      </fieldset>
    </div>
  );
}

export function PasswordStep({ register, errorOf, password }: StepProps & { password: string }) {
  const { t } = useT();
  return (
    <div className="space-y-5">
      <NewPasswordFields
        value={password}
        rules={SIGNUP_RULES}
        password={{ id: 'password', label: t('signup.password'), registration: register('password'), error: errorOf('password') }}
        confirm={{ id: 'confirmPassword', label: t('signup.confirmPassword'), registration: register('confirmPassword'), error: errorOf('confirmPassword') }}
      />
    </div>
  );
}
