import { ShieldAlert } from 'lucide-react';
import { MSG, RISK_SCORE_HIGH } from '@sakinah/contract';

/**
 * A member's risk score (the sum of her open Risk items), shown where a reviewer decides. High at
 * RISK_SCORE_HIGH; the words say it, colour is never the only cue. Nothing when the score is 0.
 */
export function RiskScoreBadge({ score }: { score: number }) {
  if (!(score > 0)) return null;
  const high = score >= RISK_SCORE_HIGH;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold ring-1 ring-inset ${
        high ? 'bg-red-50 text-red-800 ring-red-300' : 'bg-gold-50 text-gold-700 ring-gold-200'
      }`}
      data-testid="risk-score"
    >
      <ShieldAlert className="h-3 w-3" aria-hidden="true" />
      {MSG.riskScoreLabel(score)}
      {high && <span>· {MSG.riskScoreHigh}</span>}
    </span>
  );
}
