import { useFormContext, useWatch } from 'react-hook-form';
import { SectionHeading, TextAreaInput } from './fields';
import type { ProfileFormValues } from './profile-form';

const TEXT_MAX = 2000;

function CharacterCount({ name }: { name: 'aboutMe' | 'expectations' }) {
  const { control } = useFormContext<ProfileFormValues>();
  const length = (useWatch({ control, name }) ?? '').length;
  return (
    <>
      {length}/{TEXT_MAX} characters
    </>
  );
}

export function AboutSection() {
  return (
    <div>
      <SectionHeading id="profile-about-heading" title="About You" text="A few honest words help the right family find you." />
      <div className="space-y-5">
        <TextAreaInput
          name="aboutMe"
          label="About Me"
          required
          maxLength={TEXT_MAX}
          placeholder="Your character, your deen, your interests..."
          hint={<CharacterCount name="aboutMe" />}
        />
        <TextAreaInput
          name="expectations"
          label="Expectations"
          required
          maxLength={TEXT_MAX}
          placeholder="What you hope for in your future spouse and family"
          hint={<CharacterCount name="expectations" />}
        />
      </div>
    </div>
  );
}
