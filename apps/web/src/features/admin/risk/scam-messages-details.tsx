import { SCAM_CATEGORIES, SCAM_CATEGORY_LABELS, type RiskItemView, type ScamCategory } from '@sakinah/contract';
import { formatDateTime } from '../format';
import { DetailsList } from './details-list';

interface FlaggedMessage {
  id: string;
  text: string;
  rules: string[];
  sentAt: string;
}

/** The item's details are stored JSON: read the flagged messages defensively. */
function flaggedOf(details: Record<string, unknown>): FlaggedMessage[] {
  const list = details.flaggedMessages;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (m): m is FlaggedMessage =>
      typeof m === 'object' && m !== null && typeof (m as FlaggedMessage).id === 'string' && typeof (m as FlaggedMessage).text === 'string' && Array.isArray((m as FlaggedMessage).rules),
  );
}

/** Rule ids are `<category>.<name>`: the reviewer reads the categories in words. */
function categoriesOf(rules: readonly string[]): ScamCategory[] {
  const found = new Set(rules.map((r) => r.split('.')[0]));
  return SCAM_CATEGORIES.filter((c) => found.has(c));
}

/**
 * A reviewer's view of scam-like messages: the counts that raised it, then the flagged messages only
 * (never the rest of any conversation), each with what it looked like and when it was sent.
 */
export function ScamMessagesDetails({ item }: { item: RiskItemView }) {
  const flagged = flaggedOf(item.details);
  return (
    <div className="space-y-3">
      <DetailsList details={item.details} />
      {flagged.length > 0 && (
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">Flagged messages ({flagged.length})</h4>
          <ul className="mt-1.5 space-y-2">
            {flagged.map((message) => (
              <li key={message.id} className="rounded-lg border border-gold-200 bg-gold-50 px-3 py-2">
                {/* Plain text: React escapes it; pre-wrap keeps the sender's line breaks. */}
                <p className="text-sm break-words whitespace-pre-wrap text-ink">{message.text}</p>
                <div className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs">
                  {categoriesOf(message.rules).map((category) => (
                    <span key={category} className="rounded-full border border-gold-300 bg-white px-2 py-0.5 font-medium text-gold-700">
                      {SCAM_CATEGORY_LABELS[category]}
                    </span>
                  ))}
                  <time dateTime={message.sentAt} className="text-muted">
                    {formatDateTime(message.sentAt)}
                  </time>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
