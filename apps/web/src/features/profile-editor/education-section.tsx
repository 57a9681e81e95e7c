import { ANNUAL_INCOME_OPTIONS, EDUCATION_OPTIONS, OCCUPATION_OPTIONS } from '@sakinah/contract';
import { SectionHeading, SelectInput, TextInput, toOptions } from './fields';

export function EducationSection() {
  return (
    <div>
      <SectionHeading id="profile-education-heading" title="Education & Career" text="Your studies and your work." />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectInput name="education" label="Education" required placeholder="Select education" options={toOptions(EDUCATION_OPTIONS)} />
        <SelectInput name="occupation" label="Occupation" required placeholder="Select occupation" options={toOptions(OCCUPATION_OPTIONS)} />
        <TextInput name="workLocation" label="Work Location" nameLike maxLength={100} placeholder="e.g. Bengaluru" />
        <SelectInput name="annualIncome" label="Annual Income" placeholder="Select annual income" options={toOptions(ANNUAL_INCOME_OPTIONS)} />
      </div>
    </div>
  );
}
