import { planFeatureTexts, purchasePreviewText, type PackageView, type PlansText, type PurchasePreview } from '@sakinah/contract';
import { isolate, useT } from '../../lib/i18n';
import { durationText } from '../../lib/duration-text';

/**
 * The server's plan sentences worded in the reader's language: the API carries their English (`featureLines`, the
 * preview's `message`); the web words the same facts from the contract's keys (docs/decisions.md, "The API's sentences").
 */
export function usePlanTexts() {
  const { t, tx, formatDate } = useT();
  const word = (text: PlansText) => t(text.key, text.values);
  return {
    /** A plan's lines: its limits, then what it includes. */
    featureLines: (plan: Pick<PackageView, 'features' | 'maxProfileViews' | 'maxPhotosViews' | 'messagingDailyCap'>) => planFeatureTexts(plan).map(word),
    /** What paying now will do to her plans. */
    previewMessage: (preview: PurchasePreview) =>
      word(
        purchasePreviewText(preview, {
          date: (iso) => formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric' }),
          duration: (duration) => durationText(t, duration),
          // A plan's name as written (isolated in Urdu); the review time's default in the reader's words.
          text: (value) => isolate(tx(value) ?? value),
        }),
      ),
    /** A plan's description: the seeded ones in the reader's words, an admin's own as written. */
    description: (text: string) => tx(text) ?? text,
  };
}
