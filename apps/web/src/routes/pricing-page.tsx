import { Seo } from '../lib/seo';
import { PricingView } from '../features/pricing/pricing-view';

export default function PricingPage() {
  return (
    <>
      <Seo
        title="Pricing"
        description="Sakinah membership plans for 1, 3 and 6 months or a year: view profiles and photos, connect with families and find a righteous spouse. Prices in rupees."
      />
      <section className="bg-gradient-to-b from-brand-50 to-cream">
        <div className="container-page pt-14 pb-8 text-center sm:pt-20">
          <p className="eyebrow">Membership Plans</p>
          <h1 className="mt-3 text-4xl font-bold text-brand-700 sm:text-5xl">Choose Your Plan</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-muted">
            Simple, honest pricing to help you find a righteous companion. Pick the length that suits your search.
          </p>
        </div>
      </section>
      <div className="container-page pb-16 sm:pb-24">
        <PricingView />
      </div>
    </>
  );
}
