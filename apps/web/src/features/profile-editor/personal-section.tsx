import { useState } from 'react';
import { AGE_MAX, AGE_MIN, GENDERS, HEIGHT_OPTIONS, MARITAL_STATUSES } from '@sakinah/contract';
import { SectionHeading, SelectInput, TextInput, type Option } from './fields';

const GENDER_OPTIONS: Option[] = GENDERS.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }));
const MARITAL_OPTIONS: Option[] = MARITAL_STATUSES.map(({ value, label }) => ({ value, label }));
export const HEIGHT_CHOICES: Option[] = HEIGHT_OPTIONS.map(({ value, label }) => ({ value, label }));

/** YYYY-MM-DD of today shifted by whole years, for the date picker's limits. */
function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

export function PersonalSection() {
  // The picker's range only guides; the contract's schema decides (18 to 100 years).
  const [range] = useState(() => ({ min: yearsAgo(AGE_MAX + 1), max: yearsAgo(AGE_MIN) }));
  return (
    <div>
      <SectionHeading id="profile-personal-heading" title="Personal Details" text="Tell us who you are. Fields marked * are required." />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextInput name="firstName" label="First Name" required autoComplete="given-name" nameLike maxLength={50} />
        <TextInput name="middleName" label="Middle Name" autoComplete="additional-name" nameLike maxLength={50} />
        <TextInput name="lastName" label="Last Name" required autoComplete="family-name" nameLike maxLength={50} />
      </div>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <SelectInput name="gender" label="Gender" required placeholder="Select gender" options={GENDER_OPTIONS} />
        <TextInput name="dob" label="Date of Birth" required type="date" autoComplete="bday" min={range.min} max={range.max} />
        <SelectInput name="maritalStatus" label="Marital Status" required placeholder="Select marital status" options={MARITAL_OPTIONS} />
        <TextInput name="weight" label="Weight (kg)" required type="number" inputMode="numeric" min={30} max={250} step={1} />
        <SelectInput name="height" label="Height" required placeholder="Select height" options={HEIGHT_CHOICES} />
      </div>
    </div>
  );
}
