import { useState } from 'react';
import { AGE_MAX, AGE_MIN, GENDERS, HEIGHT_OPTIONS, MARITAL_STATUSES } from '@sakinah/contract';
import { isolateLtr, useT } from '../../lib/i18n';
import { SectionHeading, SelectInput, TextInput, type Option } from './fields';

// 5'4" (163 cm) reads left to right inside Urdu too.
export const HEIGHT_CHOICES: Option[] = HEIGHT_OPTIONS.map(({ value, label }) => ({ value, label: isolateLtr(label) }));

/** YYYY-MM-DD of today shifted by whole years, for the date picker's limits. */
function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

export function PersonalSection() {
  // The picker's range only guides; the contract's schema decides (18 to 100 years).
  const [range] = useState(() => ({ min: yearsAgo(AGE_MAX + 1), max: yearsAgo(AGE_MIN) }));
  const { t, label } = useT();
  const genderOptions: Option[] = GENDERS.map((value) => ({ value, label: t(`gender.${value}`) }));
  const maritalOptions: Option[] = MARITAL_STATUSES.map((status) => ({ value: status.value, label: label('marital', status.value, status.label) }));
  return (
    <div>
      <SectionHeading id="profile-personal-heading" title={t('editor.personalTitle')} text={t('editor.personalText')} />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextInput name="firstName" label={t('editor.firstName')} required autoComplete="given-name" nameLike maxLength={50} />
        <TextInput name="middleName" label={t('editor.middleName')} autoComplete="additional-name" nameLike maxLength={50} />
        <TextInput name="lastName" label={t('editor.lastName')} required autoComplete="family-name" nameLike maxLength={50} />
      </div>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <SelectInput name="gender" label={t('editor.gender')} required placeholder={t('editor.genderPlaceholder')} options={genderOptions} />
        <TextInput name="dob" label={t('editor.dob')} required type="date" autoComplete="bday" min={range.min} max={range.max} />
        <SelectInput name="maritalStatus" label={t('editor.maritalStatus')} required placeholder={t('editor.maritalPlaceholder')} options={maritalOptions} />
        <TextInput name="weight" label={t('editor.weight')} required type="number" inputMode="numeric" min={30} max={250} step={1} />
        <SelectInput name="height" label={t('editor.height')} required placeholder={t('editor.heightPlaceholder')} options={HEIGHT_CHOICES} />
      </div>
    </div>
  );
}
