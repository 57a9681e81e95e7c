import { PRIVACY_DOCUMENT, ROUTES } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';
import { LegalDocument } from '../features/marketing/legal/legal-document';
import { useLegalContent } from '../features/marketing/legal/legal-content';

export function PrivacyPage() {
  const { t, path } = useT();
  const privacy = useLegalContent(PRIVACY_DOCUMENT);
  return (
    <>
      <Seo title={t('seo.privacy.title')} description={t('seo.privacy.description')} />
      <LegalDocument
        {...privacy}
        related={{ to: path(ROUTES.terms), label: t('footer.terms') }}
        englishPrevails
      />
    </>
  );
}
