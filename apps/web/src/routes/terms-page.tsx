import { ROUTES } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { LegalDocument } from '../features/marketing/legal/legal-document';
import { TERMS_INTRO, TERMS_SECTIONS } from '../features/marketing/legal/terms-content';

export function TermsPage() {
  return (
    <>
      <Seo
        title="Terms of Service"
        description="The terms for using Sakinah: members must be 18 or older, profiles are approved by our team, plans are one-off payments in rupees that never renew by themselves, and the rules that keep members safe."
      />
      <LegalDocument
        eyebrow="Legal"
        title="Terms of Service"
        intro={TERMS_INTRO}
        sections={TERMS_SECTIONS}
        related={{ to: ROUTES.privacy, label: 'Privacy Policy' }}
      />
    </>
  );
}
