import { AboutHero } from '../features/marketing/about/about-hero';
import { AboutValuesSection } from '../features/marketing/about/about-values-section';
import { JoinUsSection } from '../features/marketing/about/join-us-section';
import { MissionSection } from '../features/marketing/about/mission-section';
import { WhyChooseUsSection } from '../features/marketing/about/why-choose-us-section';
import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';

export function AboutPage() {
  const { t } = useT();
  return (
    <>
      <Seo title={t('seo.about.title')} description={t('seo.about.description')} />
      <AboutHero />
      <MissionSection />
      <AboutValuesSection />
      <WhyChooseUsSection />
      <JoinUsSection />
    </>
  );
}
