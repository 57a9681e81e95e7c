import { FAMILY_TYPES, FAMILY_VALUES } from '@sakinah/contract';
import { CasteMultiSelect } from './caste-multi-select';
import { CasteSelect } from './caste-select';
import { useT } from '../../lib/i18n';
import { SectionHeading, SelectInput, TextInput } from './fields';

export function FamilySection() {
  const { t, label } = useT();
  return (
    <div>
      <SectionHeading id="profile-family-heading" title={t('editor.familyTitle')} text={t('editor.familyText')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput name="fatherName" label={t('editor.fatherName')} required nameLike maxLength={100} />
        <TextInput name="motherName" label={t('editor.motherName')} required nameLike maxLength={100} />
        <TextInput name="siblings" label={t('editor.siblings')} required type="number" inputMode="numeric" min={0} max={20} step={1} />
        <SelectInput name="familyType" label={t('editor.familyType')} placeholder={t('editor.familyTypePlaceholder')} options={FAMILY_TYPES.map((value) => ({ value, label: label('familyType', value) }))} />
        <SelectInput name="familyValues" label={t('editor.familyValues')} placeholder={t('editor.familyValuesPlaceholder')} options={FAMILY_VALUES.map((value) => ({ value, label: label('familyValues', value) }))} />
        <CasteSelect />
      </div>
      <div className="mt-5">
        <CasteMultiSelect />
      </div>
    </div>
  );
}
