import { useFormContext, useWatch } from 'react-hook-form';
import { INDIAN_STATES, PHONE_DIGITS, STATE_NAMES } from '@sakinah/contract';
import { SectionHeading, SelectInput, TextInput, toOptions } from './fields';
import type { ProfileFormValues } from './profile-form';

const STATE_OPTIONS = toOptions(STATE_NAMES);

export function ContactSection() {
  const { control, setValue } = useFormContext<ProfileFormValues>();
  const state = useWatch({ control, name: 'state' });
  const cities = toOptions(INDIAN_STATES[state] ?? []);
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
          name="city"
          label="City"
          required
          placeholder={state ? 'Select city' : 'Select a state first'}
          options={cities}
        />
      </div>
    </div>
  );
}
