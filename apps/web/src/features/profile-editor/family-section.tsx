import { FAMILY_TYPES, FAMILY_VALUES } from '@sakinah/contract';
import { CasteMultiSelect } from './caste-multi-select';
import { CasteSelect } from './caste-select';
import { SectionHeading, SelectInput, TextInput, toOptions } from './fields';

export function FamilySection() {
  return (
    <div>
      <SectionHeading id="profile-family-heading" title="Family Details" text="Your family and community." />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput name="fatherName" label="Father's Name" required nameLike maxLength={100} />
        <TextInput name="motherName" label="Mother's Name" required nameLike maxLength={100} />
        <TextInput name="siblings" label="Number of Siblings" required type="number" inputMode="numeric" min={0} max={20} step={1} />
        <SelectInput name="familyType" label="Family Type" placeholder="Select family type" options={toOptions(FAMILY_TYPES)} />
        <SelectInput name="familyValues" label="Family Values" placeholder="Select family values" options={toOptions(FAMILY_VALUES)} />
        <CasteSelect />
      </div>
      <div className="mt-5">
        <CasteMultiSelect />
      </div>
    </div>
  );
}
