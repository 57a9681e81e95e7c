import { OFFERED_PLAN_FEATURE_KEYS, finalPriceRupees, planCapabilities, planFeatureLines, type PackageView } from '@sakinah/contract';
import type { PackageRow } from '../../db/schema';

/**
 * Whole rupees for display; the paise amount for orders is computed by finalPricePaise.
 * A plan shows only offered keys (a key not built yet, or anything else in the row, is never shown),
 * and every client shows the same lines: the server computes them with planFeatureLines.
 */
export function presentPackage(row: PackageRow): PackageView {
  const price = Math.round(row.pricePaise / 100);
  const features = OFFERED_PLAN_FEATURE_KEYS.filter((key) => row.features.includes(key));
  const capabilities = planCapabilities(features);
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    description: row.description,
    price,
    originalPrice: price,
    discount: row.discountPercent,
    finalPrice: finalPriceRupees(price, row.discountPercent),
    duration: row.duration,
    features,
    featureLines: planFeatureLines({ ...row, features }),
    highlighted: row.highlighted,
    buttonText: row.buttonText,
    canSeeContactInfo: capabilities.canSeeContactInfo,
    maxPhotosViews: row.maxPhotosViews,
    maxProfileViews: row.maxProfileViews,
    messagingDailyCap: row.messagingDailyCap,
    readReceipts: capabilities.readReceipts,
    isActive: row.isActive,
  };
}

/** What the member pays, in paise: the rupee price after discount, whole rupees. */
export function finalPricePaise(row: PackageRow): number {
  return finalPriceRupees(Math.round(row.pricePaise / 100), row.discountPercent) * 100;
}
