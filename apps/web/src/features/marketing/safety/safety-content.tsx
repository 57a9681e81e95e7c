import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@sakinah/contract';
import { useT, type TextKey } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import type { LegalSection } from '../legal/legal-document';

/** The Safety Centre's sections in the page's language (texts in packages/contract/src/i18n/texts/safety-centre.ts). */
export function useSafetyContent(): { intro: ReactNode; sections: readonly LegalSection[] } {
  const { t, path } = useT();
  // Bold words and the link to the contact page, wherever each language's sentence puts them.
  const text = (key: TextKey) =>
    richText(t(key), {
      b: (chunk) => <strong>{chunk}</strong>,
      link: (chunk) => <Link to={path(ROUTES.contact)}>{chunk}</Link>,
    });
  const list = (keys: readonly TextKey[]) => (
    <ul>
      {keys.map((key) => (
        <li key={key}>{text(key)}</li>
      ))}
    </ul>
  );
  return {
    intro: <p>{t('safetyCentre.intro')}</p>,
    sections: [
      {
        id: 'money',
        title: t('safetyCentre.money.title'),
        content: (
          <>
            <p>{text('safetyCentre.money.text')}</p>
            <h3>{t('safetyCentre.money.storiesTitle')}</h3>
            {list([
              'safetyCentre.money.story1',
              'safetyCentre.money.story2',
              'safetyCentre.money.story3',
              'safetyCentre.money.story4',
              'safetyCentre.money.story5',
            ])}
            <h3>{t('safetyCentre.money.keepTitle')}</h3>
            {list(['safetyCentre.money.keep1', 'safetyCentre.money.keep2'])}
            <p>{t('safetyCentre.money.checkout')}</p>
          </>
        ),
      },
      {
        id: 'before-meeting',
        title: t('safetyCentre.before.title'),
        content: list(['safetyCentre.before.1', 'safetyCentre.before.2', 'safetyCentre.before.3', 'safetyCentre.before.4', 'safetyCentre.before.5']),
      },
      {
        id: 'meeting',
        title: t('safetyCentre.meeting.title'),
        content: list(['safetyCentre.meeting.1', 'safetyCentre.meeting.2', 'safetyCentre.meeting.3', 'safetyCentre.meeting.4']),
      },
      {
        id: 'family',
        title: t('safetyCentre.family.title'),
        content: (
          <>
            <p>{t('safetyCentre.family.text')}</p>
            {list(['safetyCentre.family.1', 'safetyCentre.family.2', 'safetyCentre.family.3'])}
          </>
        ),
      },
      {
        id: 'privacy',
        title: t('safetyCentre.privacy.title'),
        content: list(['safetyCentre.privacy.1', 'safetyCentre.privacy.2', 'safetyCentre.privacy.3', 'safetyCentre.privacy.4']),
      },
      {
        id: 'report',
        title: t('safetyCentre.report.title'),
        content: (
          <>
            {list(['safetyCentre.report.1', 'safetyCentre.report.2', 'safetyCentre.report.3', 'safetyCentre.report.4'])}
            <p>{text('safetyCentre.report.write')}</p>
          </>
        ),
      },
    ],
  };
}
