import { MSG, REPORT_REASONS, type RiskItemView, type RiskKind } from '@sakinah/contract';
import { DetailsList } from './details-list';

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const bool = (value: unknown): boolean => value === true;
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** "2 fake profile, 1 asking for money": most reported reason first. */
function reasonCounts(reasons: Record<string, unknown>): string {
  return Object.entries(reasons)
    .map(([reason, n]) => ({ n: num(n), label: (REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason).toLowerCase() }))
    .filter((r) => r.n > 0)
    .sort((a, b) => b.n - a.n)
    .map((r) => `${r.n} ${r.label}`)
    .join(', ');
}

/**
 * The reason of a fake-profile signal in one sentence, from its numbers ("3 accounts from one device in
 * 24 hours"); null for kinds this file does not explain.
 */
export function signalReason(kind: RiskKind, details: Record<string, unknown>, otherName: string | null): string | null {
  switch (kind) {
    case 'shared_origin':
      return MSG.signalSharedOrigin(num(details.accounts), bool(details.sameDevice), bool(details.sameAddress), num(details.windowHours));
    case 'new_account_burst': {
      const thresholds = record(details.thresholds);
      const requests = num(details.requests);
      const firstMessages = num(details.firstMessages);
      const overRequests = requests >= num(thresholds.requests);
      const overMessages = firstMessages >= num(thresholds.firstMessages);
      // Whichever crossed its threshold is the reason (both when both did).
      return MSG.signalNewAccountBurst(requests, firstMessages, Math.max(1, Math.ceil(num(details.accountAgeHours))), overRequests || !overMessages, overMessages);
    }
    case 'duplicate_text':
      return MSG.signalDuplicateText(
        Math.round(num(details.similarity) * 100),
        details.field === 'expectations' ? 'expectations' : 'about_me',
        otherName ?? MSG.signalAnotherAccount,
      );
    case 'many_reports':
      return MSG.signalManyReports(num(details.reporters), reasonCounts(record(details.reasons)));
    default:
      return null;
  }
}

/** A reviewer's view of a fake-profile signal: the reason in a sentence, then its numbers. */
export function SignalDetails({ item }: { item: RiskItemView }) {
  const reason = signalReason(item.kind, item.details, item.other?.name ?? null);
  const thresholds = record(item.details.thresholds);
  return (
    <div className="space-y-2">
      {reason && <p className="font-semibold text-brand-800">{reason}</p>}
      <DetailsList details={{ ...item.details, ...(item.kind === 'new_account_burst' ? prefixed(thresholds) : {}) }} omit={['field']} />
    </div>
  );
}

/** Threshold numbers shown beside the counts ("threshold requests 15"). */
function prefixed(thresholds: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(thresholds).map(([key, value]) => [`threshold${key.charAt(0).toUpperCase()}${key.slice(1)}`, value]));
}
