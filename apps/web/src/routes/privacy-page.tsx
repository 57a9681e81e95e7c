import { ROUTES } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { LegalDocument } from '../features/marketing/legal/legal-document';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from '../features/marketing/legal/privacy-content';

export function PrivacyPage() {
  return (
    <>
      <Seo
        title="Privacy Policy"
        description="How Sakinah collects, uses, shares and protects your personal data: photo privacy, only necessary cookies and no trackers, retention and deletion, and your rights under India's DPDP Act 2023."
      />
      <LegalDocument
        eyebrow="Your privacy"
        title="Privacy Policy"
        intro={PRIVACY_INTRO}
        sections={PRIVACY_SECTIONS}
        related={{ to: ROUTES.terms, label: 'Terms of Service' }}
      />
    </>
  );
}
