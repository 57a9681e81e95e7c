import { useFormContext, useWatch } from 'react-hook-form';
import { ANNUAL_INCOME_OPTIONS, EDUCATION_OPTIONS, OCCUPATION_OPTIONS, SPEC_ANNUAL_INCOME_OPTIONS } from '@sakinah/contract';
import { SectionHeading, SelectInput, TextInput, toOptions } from './fields';
import type { ProfileFormValues } from './profile-form';

/** The lakh bands; a band of the spec's old list that the member chose stays offered, shown as it is. */
export function incomeOptions(current: string) {
  const old = (SPEC_ANNUAL_INCOME_OPTIONS as readonly string[]).includes(current) && !(ANNUAL_INCOME_OPTIONS as readonly string[]).includes(current);
  return toOptions(old ? [...ANNUAL_INCOME_OPTIONS, current] : ANNUAL_INCOME_OPTIONS);
}

export function EducationSection() {
  const { control } = useFormContext<ProfileFormValues>();
  const income = useWatch({ control, name: 'annualIncome' });
  return (
    <div>
      <SectionHeading id="profile-education-heading" title="Education & Career" text="Your studies and your work." />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectInput name="education" label="Education" required placeholder="Select education" options={toOptions(EDUCATION_OPTIONS)} />
        <SelectInput name="occupation" label="Occupation" required placeholder="Select occupation" options={toOptions(OCCUPATION_OPTIONS)} />
        <TextInput name="workLocation" label="Work Location" nameLike maxLength={100} placeholder="e.g. Bengaluru" />
        <SelectInput
          // Mounted again when an old band joins the choices, so the form shows it chosen.
          key={incomeOptions(income ?? '').length}
          name="annualIncome" label="Annual Income" placeholder="Select annual income" options={incomeOptions(income ?? '')} />
      </div>
    </div>
  );
}
