import { DURATIONS, finalPriceRupees, planCapabilities, planFeatureLines, type PackageView, type PlanFeatureKey } from '@sakinah/contract';

const TIERS: ReadonlyArray<{ name: string; features: PlanFeatureKey[]; views: number | null; photos: number | null; cap: number | null; discount: number }> = [
  { name: 'Basic', features: [], views: 30, photos: 20, cap: 5, discount: 0 },
  { name: 'Standard', features: ['contactDetails', 'dailySuggestions'], views: 150, photos: 100, cap: null, discount: 15 },
  { name: 'Premium', features: ['contactDetails', 'readReceipts', 'dailySuggestions'], views: null, photos: null, cap: null, discount: 25 },
];

/**
 * Plans that exist only at build time, to find which style rules the pricing page's HTML uses (its
 * critical CSS, scripts/prerender.mjs). The page a visitor gets is rendered by the server from the real
 * plans (entry-server.tsx, the server's plugins/rendered-pages.ts); these never reach anyone.
 */
export const STYLESHEET_SAMPLE_PACKAGES: PackageView[] = DURATIONS.flatMap((duration, d) =>
  TIERS.map((tier, t) => {
    const price = 1000 * (d + 1) * (t + 1);
    const capabilities = planCapabilities(tier.features);
    const id = `sample-${d}-${t}`;
    return {
      _id: id,
      id,
      name: tier.name,
      description: `${tier.name} plan`,
      price,
      originalPrice: price,
      discount: tier.discount,
      finalPrice: finalPriceRupees(price, tier.discount),
      duration,
      features: tier.features,
      featureLines: planFeatureLines({ features: tier.features, maxProfileViews: tier.views, maxPhotosViews: tier.photos, messagingDailyCap: tier.cap }),
      highlighted: t === 1,
      buttonText: 'Choose Plan',
      canSeeContactInfo: capabilities.canSeeContactInfo,
      maxPhotosViews: tier.photos,
      maxProfileViews: tier.views,
      messagingDailyCap: tier.cap,
      readReceipts: capabilities.readReceipts,
      isActive: true,
    };
  }),
);
