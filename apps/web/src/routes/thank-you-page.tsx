import { CheckCircle2 } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { BrandLogo } from '../components/ui/brand-logo';
import { ButtonLink } from '../components/ui/button';
import { Seo } from '../lib/seo';

/** Shown without header and footer (spec section 2). */
export function ThankYouPage() {
  return (
    <section className="flex min-h-screen items-center justify-center bg-gradient-to-b from-brand-50 to-cream px-4 py-12">
      <Seo title="Thank you" description="Thank you for choosing Sakinah. May Allah bless your journey towards a blessed Nikah." />
      <div className="card w-full max-w-lg p-8 text-center sm:p-10">
        <div className="flex justify-center">
          <BrandLogo />
        </div>
        <CheckCircle2 className="mx-auto mt-8 h-14 w-14 text-brand-500" aria-hidden="true" />
        <h1 className="mt-4 text-4xl font-bold text-brand-700">Thank You!</h1>
        <p className="mt-3 text-muted">
          JazakAllahu khairan for being part of Sakinah. We pray your search brings you a righteous companion and a home
          filled with tranquillity.
        </p>
        <p className="mt-6 font-display text-2xl leading-loose text-gold-700" lang="ar" dir="rtl">
          وَجَعَلَ بَيْنَكُم مَّوَدَّةً وَرَحْمَةً
        </p>
        <p className="text-sm text-muted">“And He placed between you affection and mercy.” (Qur’an 30:21)</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={ROUTES.home}>Back to Home</ButtonLink>
          <ButtonLink to={ROUTES.contact} variant="back">
            Contact Us
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
