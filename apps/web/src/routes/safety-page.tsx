import { Link } from 'react-router';
import { ROUTES } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';
import { richText } from '../lib/rich-text';
import { LegalDocument } from '../features/marketing/legal/legal-document';
import { useSafetyContent } from '../features/marketing/safety/safety-content';

/** When the advice last changed. */
const SAFETY_UPDATED = '2026-11-24';

/** The Safety Centre: plain advice for money, meeting and family, for visitors and members alike. */
export function SafetyPage() {
  const { t, path, formatDate } = useT();
  const { intro, sections } = useSafetyContent();
  return (
    <>
      <Seo title={t('seo.safety.title')} description={t('seo.safety.description')} />
      <LegalDocument
        eyebrow={t('safetyCentre.eyebrow')}
        title={t('safetyCentre.title')}
        intro={intro}
        sections={sections}
        related={{ to: path(ROUTES.faq), label: t('safetyCentre.related') }}
        updated={{ label: formatDate(`${SAFETY_UPDATED}T12:00:00+05:30`, { day: 'numeric', month: 'long', year: 'numeric' }), iso: SAFETY_UPDATED }}
        closing={richText(t('safetyCentre.closing'), {
          link: (chunk) => (
            <Link to={path(ROUTES.faq)} className="font-semibold text-brand-700 underline underline-offset-2">
              {chunk}
            </Link>
          ),
        })}
      />
    </>
  );
}
