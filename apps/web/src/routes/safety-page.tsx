import { Link } from 'react-router';
import { ROUTES } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { LegalDocument } from '../features/marketing/legal/legal-document';
import { SAFETY_INTRO, SAFETY_SECTIONS } from '../features/marketing/safety/safety-content';

/** The Safety Centre: plain advice for money, meeting and family, for visitors and members alike. */
export function SafetyPage() {
  return (
    <>
      <Seo
        title="Safety Centre"
        description="Stay safe while you search for a spouse: never send money, meet in public with family, involve your guardian, keep your privacy, and report anything that worries you."
      />
      <LegalDocument
        eyebrow="Safety"
        title="Safety Centre"
        intro={SAFETY_INTRO}
        sections={SAFETY_SECTIONS}
        related={{ to: ROUTES.faq, label: 'FAQ' }}
        updated={{ label: '24 November 2026', iso: '2026-11-24' }}
        closing={
          <>
            More answers about blocking, reporting and privacy are in our{' '}
            <Link to={ROUTES.faq} className="font-semibold text-brand-700 underline underline-offset-2">
              FAQ
            </Link>
            .
          </>
        }
      />
    </>
  );
}
