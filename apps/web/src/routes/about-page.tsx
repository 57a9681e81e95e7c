import { AboutHero } from '../features/marketing/about/about-hero';
import { AboutValuesSection } from '../features/marketing/about/about-values-section';
import { JoinUsSection } from '../features/marketing/about/join-us-section';
import { MissionSection } from '../features/marketing/about/mission-section';
import { WhyChooseUsSection } from '../features/marketing/about/why-choose-us-section';
import { Seo } from '../lib/seo';

export function AboutPage() {
  return (
    <>
      <Seo
        title="About Us"
        description="Our mission is to help Muslim families in India find a righteous spouse, guided by Islamic values, family involvement and privacy you control."
      />
      <AboutHero />
      <MissionSection />
      <AboutValuesSection />
      <WhyChooseUsSection />
      <JoinUsSection />
    </>
  );
}
