import { useFormContext, useWatch } from 'react-hook-form';
import { ANNUAL_INCOME_OPTIONS, EDUCATION_OPTIONS, OCCUPATION_OPTIONS, SPEC_ANNUAL_INCOME_OPTIONS } from '@sakinah/contract';
import { useT } from '../../lib/i18n';
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
  const { t, label } = useT();
  const labelled = (list: string, values: readonly string[]) => values.map((value) => ({ value, label: label(list, value) }));
  return (
    <div>
      <SectionHeading id="profile-education-heading" title={t('editor.educationTitle')} text={t('editor.educationText')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectInput name="education" label={t('editor.education')} required placeholder={t('editor.educationPlaceholder')} options={labelled('education', EDUCATION_OPTIONS)} />
        <SelectInput name="occupation" label={t('editor.occupation')} required placeholder={t('editor.occupationPlaceholder')} options={labelled('occupation', OCCUPATION_OPTIONS)} />
        <TextInput name="workLocation" label={t('editor.workLocation')} nameLike maxLength={100} placeholder={t('editor.workLocationPlaceholder')} />
        <SelectInput
          // Mounted again when an old band joins the choices, so the form shows it chosen.
          key={incomeOptions(income ?? '').length}
          name="annualIncome" label={t('editor.income')} placeholder={t('editor.incomePlaceholder')} options={incomeOptions(income ?? '').map((o) => ({ value: o.value, label: label('income', o.value) }))} />
      </div>
    </div>
  );
}
