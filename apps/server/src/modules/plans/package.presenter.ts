import { finalPriceRupees, type PackageView } from '@sakinah/contract';
import type { PackageRow } from '../../db/schema';

/** Whole rupees for display; the paise amount for orders is computed by finalPricePaise. */
export function presentPackage(row: PackageRow): PackageView {
  const price = Math.round(row.pricePaise / 100);
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
    features: row.features,
    highlighted: row.highlighted,
    buttonText: row.buttonText,
    canSeeContactInfo: row.canSeeContactInfo,
    maxPhotosViews: row.maxPhotosViews,
    maxProfileViews: row.maxProfileViews,
    messagingDailyCap: row.messagingDailyCap,
    readReceipts: row.readReceipts,
    isActive: row.isActive,
  };
}

/** What the member pays, in paise: the rupee price after discount, whole rupees. */
export function finalPricePaise(row: PackageRow): number {
  return finalPriceRupees(Math.round(row.pricePaise / 100), row.discountPercent) * 100;
}
