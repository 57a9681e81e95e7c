import { AGE_RANGE_PREFERENCES, ANY_OPTION, EDUCATION_OPTIONS, OCCUPATION_OPTIONS } from '@sakinah/contract';
import { useT } from '../../lib/i18n';
import { SectionHeading, SelectInput, TextInput, type Option } from './fields';
import { HEIGHT_CHOICES } from './personal-section';

export function PreferencesSection() {
  const { t, label } = useT();
  const any: Option = { value: ANY_OPTION, label: t('option.Any') };
  const labelled = (list: string, values: readonly string[]) => values.map((value) => ({ value, label: label(list, value) }));
  return (
    <div>
      <SectionHeading id="profile-preferences-heading" title={t('editor.preferencesTitle')} text={t('editor.preferencesText')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectInput
          name="ageRangePreference"
          label={t('editor.ageRange')}
          required
          placeholder={t('editor.ageRangePlaceholder')}
          options={labelled('ageRange', AGE_RANGE_PREFERENCES)}
        />
        <SelectInput name="heightPreference" label={t('editor.heightPreference')} required placeholder={t('editor.heightPlaceholder')} options={[any, ...HEIGHT_CHOICES]} />
        <SelectInput
          name="educationPreference"
          label={t('editor.educationPreference')}
          required
          placeholder={t('editor.educationPlaceholder')}
          options={[any, ...labelled('education', EDUCATION_OPTIONS)]}
        />
        <SelectInput
          name="occupationPreference"
          label={t('editor.occupationPreference')}
          required
          placeholder={t('editor.occupationPlaceholder')}
          options={[any, ...labelled('occupation', OCCUPATION_OPTIONS)]}
        />
      </div>
      <div className="mt-5">
        <TextInput name="locationPreference" label={t('editor.locationPreference')} nameLike maxLength={100} placeholder={t('editor.locationPlaceholder')} />
      </div>
    </div>
  );
}
