import { RISK_SCORES, type RiskKind } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { upsertRiskItem } from './risk-items.repo';

export interface RaiseRisk {
  kind: RiskKind;
  subjectId: string;
  otherId?: string | null;
  imageId?: string | null;
  otherImageId?: string | null;
  /** The reason in numbers (counts, distances, thresholds, flagged message ids). */
  details: Record<string, unknown>;
  /** Same key, same item: a repeat signal refreshes the open item instead of adding one. */
  dedupeKey: string;
}

/**
 * Raises a Risk item for the admins. Never throws into the member's request that triggered it: a check
 * that fails must not cost the member her upload or her message.
 */
export async function raiseRisk(ctx: AppContext, risk: RaiseRisk): Promise<{ id: string; created: boolean } | null> {
  try {
    return await upsertRiskItem(
      ctx.db,
      {
        kind: risk.kind,
        subjectId: risk.subjectId,
        otherId: risk.otherId ?? null,
        imageId: risk.imageId ?? null,
        otherImageId: risk.otherImageId ?? null,
        score: RISK_SCORES[risk.kind],
        details: risk.details,
        dedupeKey: risk.dedupeKey,
      },
      ctx.now(),
    );
  } catch (error) {
    console.error('risk: could not raise item', risk.kind, error);
    return null;
  }
}
