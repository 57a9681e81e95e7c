import { useFormContext, useWatch } from 'react-hook-form';
import { useT } from '../../lib/i18n';
import { SectionHeading, TextAreaInput } from './fields';
import type { ProfileFormValues } from './profile-form';

const TEXT_MAX = 2000;

function CharacterCount({ name }: { name: 'aboutMe' | 'expectations' }) {
  const { control } = useFormContext<ProfileFormValues>();
  const length = (useWatch({ control, name }) ?? '').length;
  const { t, formatNumber } = useT();
  return <>{t('editor.characters', { count: formatNumber(length), max: formatNumber(TEXT_MAX) })}</>;
}

export function AboutSection() {
  const { t } = useT();
  return (
    <div>
      <SectionHeading id="profile-about-heading" title={t('editor.aboutTitle')} text={t('editor.aboutText')} />
      <div className="space-y-5">
        <TextAreaInput
          name="aboutMe"
          label={t('editor.aboutMe')}
          required
          maxLength={TEXT_MAX}
          placeholder={t('editor.aboutPlaceholder')}
          dir="auto"
          hint={<CharacterCount name="aboutMe" />}
        />
        <TextAreaInput
          name="expectations"
          label={t('editor.expectations')}
          required
          maxLength={TEXT_MAX}
          placeholder={t('editor.expectationsPlaceholder')}
          dir="auto"
          hint={<CharacterCount name="expectations" />}
        />
      </div>
    </div>
  );
}
