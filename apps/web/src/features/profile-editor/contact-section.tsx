import { useFormContext, useWatch } from 'react-hook-form';
import { INDIAN_STATES, OTHER_TOWN, PHONE_DIGITS, STATE_NAMES, TOWN_MAX_CHARS } from '@sakinah/contract';
import { SectionHeading, SelectInput, TextInput, toOptions } from './fields';
import type { ProfileFormValues } from './profile-form';

const STATE_OPTIONS = toOptions(STATE_NAMES);

export function ContactSection() {
  const { control, setValue } = useFormContext<ProfileFormValues>();
  const state = useWatch({ control, name: 'state' });
  const city = useWatch({ control, name: 'city' });
  const listed = INDIAN_STATES[state] ?? [];
  // Any other town of India: "Other town" opens a field for its name, which is stored as the city.
  const typedTown = Boolean(state) && city !== '' && !listed.includes(city);
  const cities = [
    ...toOptions(listed),
    ...(typedTown && city !== OTHER_TOWN ? [{ value: city, label: city }] : []),
    ...(state ? [{ value: OTHER_TOWN, label: 'Other town…' }] : []),
  ];
  return (
    <div>
      <SectionHeading id="profile-contact-heading" title="Contact Details" text="How members you accept can reach you." />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          name="contactNo"
          label="Contact Number"
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_DIGITS}
          placeholder="10-digit mobile number"
        />
        <TextInput name="email" label="Email" required type="email" inputMode="email" autoComplete="email" />
      </div>
      <div className="mt-5">
        <TextInput name="address" label="Address (optional)" autoComplete="street-address" maxLength={300} hintId="address-hint" />
        <p id="address-hint" className="mt-1.5 text-xs text-muted">
          Your city and state are enough. Other members never see your address.
        </p>
      </div>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <SelectInput
          name="state"
          label="State"
          required
          placeholder="Select state"
          options={STATE_OPTIONS}
          // The old city belongs to the old state.
          onValueChange={() => setValue('city', '', { shouldDirty: true })}
        />
        <SelectInput
          // Mounted again when its choices change, so the form sets the chosen value on the new list.
          key={`${state}|${typedTown ? city : ''}`}
          name="city"
          label="City"
          required
          placeholder={state ? 'Select city' : 'Select a state first'}
          options={cities}
        />
      </div>
      {typedTown && (
        <div className="mt-5">
          <label htmlFor="profile-otherTown" className="block text-sm font-medium text-ink">
            Name of your town
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
            Not in the list? Write your town in letters, for example Nawabganj.
          </p>
        </div>
      )}
    </div>
  );
}
