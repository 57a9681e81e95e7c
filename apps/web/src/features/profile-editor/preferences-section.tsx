import { AGE_RANGE_PREFERENCES, ANY_OPTION, EDUCATION_OPTIONS, OCCUPATION_OPTIONS } from '@sakinah/contract';
import { SectionHeading, SelectInput, TextInput, toOptions, type Option } from './fields';
import { HEIGHT_CHOICES } from './personal-section';

const ANY: Option = { value: ANY_OPTION, label: ANY_OPTION };

export function PreferencesSection() {
  return (
    <div>
      <SectionHeading id="profile-preferences-heading" title="Partner Preferences" text="What you are looking for in a spouse." />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectInput
          name="ageRangePreference"
          label="Preferred Age Range"
          required
          placeholder="Select age range"
          options={toOptions(AGE_RANGE_PREFERENCES)}
        />
        <SelectInput name="heightPreference" label="Preferred Height" required placeholder="Select height" options={[ANY, ...HEIGHT_CHOICES]} />
        <SelectInput
          name="educationPreference"
          label="Preferred Education"
          required
          placeholder="Select education"
          options={[ANY, ...toOptions(EDUCATION_OPTIONS)]}
        />
        <SelectInput
          name="occupationPreference"
          label="Preferred Occupation"
          required
          placeholder="Select occupation"
          options={[ANY, ...toOptions(OCCUPATION_OPTIONS)]}
        />
      </div>
      <div className="mt-5">
        <TextInput name="locationPreference" label="Preferred Location" nameLike maxLength={100} placeholder="e.g. Hyderabad or anywhere in India" />
      </div>
    </div>
  );
}
