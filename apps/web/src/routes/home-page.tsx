import { ClosingCtaSection } from '../features/marketing/home/closing-cta-section';
import { CommunitySection } from '../features/marketing/home/community-section';
import { FeaturedProfilesSection } from '../features/marketing/home/featured-profiles-section';
import { FindYourMatchSection } from '../features/marketing/home/find-your-match-section';
import { HeroSection } from '../features/marketing/home/hero-section';
import { IslamicValuesSection } from '../features/marketing/home/islamic-values-section';
import { SpecialFeaturesSection } from '../features/marketing/home/special-features-section';
import { SuccessStoriesSection } from '../features/marketing/home/success-stories-section';
import { TestimonialsSection } from '../features/marketing/home/testimonials-section';
import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';

export function HomePage() {
  const { t } = useT();
  return (
    <>
      <Seo title={t('seo.home.title')} description={t('seo.home.description')} />
      <HeroSection />
      {/* Laid out only as they near the screen (.below-fold in app.css). */}
      <div className="below-fold">
        <FeaturedProfilesSection />
        <FindYourMatchSection />
        <IslamicValuesSection />
        <SpecialFeaturesSection />
        <SuccessStoriesSection />
        <TestimonialsSection />
        <CommunitySection />
        <ClosingCtaSection />
      </div>
    </>
  );
}
