import { planCapabilities } from '@sakinah/contract';

/**
 * A subscription's capability columns, derived from the plan's keys at purchase: `features` is
 * the one source; the two booleans are kept on the row because the privacy policy and chat read them.
 */
export function planCapabilityColumns(features: readonly string[]) {
  const { canSeeContactInfo, readReceipts } = planCapabilities(features);
  return { features: [...features], canSeeContactInfo, readReceipts };
}
