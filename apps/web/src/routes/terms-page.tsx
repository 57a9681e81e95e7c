import { ROUTES, TERMS_DOCUMENT } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';
import { LegalDocument } from '../features/marketing/legal/legal-document';
import { useLegalContent } from '../features/marketing/legal/legal-content';

export function TermsPage() {
  const { t, path } = useT();
  const terms = useLegalContent(TERMS_DOCUMENT);
  return (
    <>
      <Seo title={t('seo.terms.title')} description={t('seo.terms.description')} />
      <LegalDocument
        {...terms}
        related={{ to: path(ROUTES.privacy), label: t('footer.privacy') }}
        englishPrevails
      />
    </>
  );
}
