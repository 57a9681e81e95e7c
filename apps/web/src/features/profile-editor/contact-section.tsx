import { useFormContext, useWatch } from 'react-hook-form';
import { INDIAN_STATES, OTHER_TOWN, PHONE_DIGITS, STATE_NAMES, TOWN_MAX_CHARS } from '@sakinah/contract';
import { useT } from '../../lib/i18n';
import { SectionHeading, SelectInput, TextInput, toOptions } from './fields';
import type { ProfileFormValues } from './profile-form';

const STATE_OPTIONS = toOptions(STATE_NAMES);

export function ContactSection() {
  const { control, setValue } = useFormContext<ProfileFormValues>();
  const { t } = useT();
  const state = useWatch({ control, name: 'state' });
  const city = useWatch({ control, name: 'city' });
  const listed = INDIAN_STATES[state] ?? [];
  // Any other town of India: "Other town" opens a field for its name, which is stored as the city.
  const typedTown = Boolean(state) && city !== '' && !listed.includes(city);
  const cities = [
    ...toOptions(listed),
    ...(typedTown && city !== OTHER_TOWN ? [{ value: city, label: city }] : []),
    ...(state ? [{ value: OTHER_TOWN, label: t('editor.otherTown') }] : []),
  ];
  return (
    <div>
      <SectionHeading id="profile-contact-heading" title={t('editor.contactTitle')} text={t('editor.contactText')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          name="contactNo"
          label={t('editor.contactNo')}
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_DIGITS}
          placeholder={t('editor.phonePlaceholder')}
          dir="ltr"
        />
        <TextInput name="email" label={t('editor.email')} dir="ltr" required type="email" inputMode="email" autoComplete="email" />
      </div>
      <div className="mt-5">
        <TextInput name="address" label={t('editor.address')} autoComplete="street-address" maxLength={300} hintId="address-hint" />
        <p id="address-hint" className="mt-1.5 text-xs text-muted">
          {t('editor.addressHint')}
        </p>
      </div>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <SelectInput
          name="state"
          label={t('editor.state')}
          required
          placeholder={t('editor.statePlaceholder')}
          options={STATE_OPTIONS}
          // The old city belongs to the old state.
          onValueChange={() => setValue('city', '', { shouldDirty: true })}
        />
        <SelectInput
          // Mounted again when its choices change, so the form sets the chosen value on the new list.
          key={`${state}|${typedTown ? city : ''}`}
          name="city"
          label={t('editor.city')}
          required
          placeholder={state ? t('editor.cityPlaceholder') : t('editor.stateFirst')}
          options={cities}
        />
      </div>
      {typedTown && (
        <div className="mt-5">
          <label htmlFor="profile-otherTown" className="block text-sm font-medium text-ink">
            {t('editor.townName')}
          </label>
          <input
            id="profile-otherTown"
            className="input mt-1.5"
            autoComplete="address-level2"
            maxLength={TOWN_MAX_CHARS}
            aria-describedby="other-town-hint"
            value={city === OTHER_TOWN ? '' : city}
            onChange={(event) => setValue('city', event.target.value === '' ? OTHER_TOWN : event.target.value, { shouldDirty: true })}
          />
          <p id="other-town-hint" className="mt-1.5 text-xs text-muted">
            {t('editor.townHint')}
          </p>
        </div>
      )}
    </div>
  );
}
