import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';
import { PricingView } from '../features/pricing/pricing-view';

export default function PricingPage() {
  const { t } = useT();
  return (
    <>
      <Seo title={t('seo.pricing.title')} description={t('seo.pricing.description')} />
      <section className="bg-gradient-to-b from-brand-50 to-cream">
        <div className="container-page pt-14 pb-8 text-center sm:pt-20">
          <p className="eyebrow">{t('pricing.eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-bold text-brand-700 sm:text-5xl">{t('pricing.title')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-muted">{t('pricing.lead')}</p>
        </div>
      </section>
      <div className="container-page pb-16 sm:pb-24">
        <PricingView />
      </div>
    </>
  );
}
