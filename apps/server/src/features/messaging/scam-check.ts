import { SCAM_RISK_DISTINCT_RECEIVERS, SCAM_RISK_HITS_PER_DAY } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { raiseRisk } from '../../core/risk/raise-risk';
import { flaggedMessagesFrom } from './messaging.repo';
import { indiaDay } from '../../lib/india-day';
import { scamCategoriesOf, scanMessage, SCAM_SPLIT_MESSAGES, SCAM_SPLIT_WINDOW_MS } from './scam-rules';

/** How far back distinct receivers are counted, and how many flagged messages are read for it. */
const RECEIVERS_WINDOW_MS = 30 * 24 * 36e5;
const FLAGGED_READ_LIMIT = 100;
/** At most this many flagged messages are copied into the Risk item. */
const FLAGGED_SHOWN = 10;

/**
 * The scam rules a message hits, alone or as the end of a phrase the sender split over her last few
 * messages in this conversation (`earlier`: hers, newest first, as recentMessagesFrom reads them). Null when none.
 */
export function scamSignalsFor(text: string, earlier: ReadonlyArray<{ text: string; createdAt: Date }>, now: Date): string[] | null {
  const since = now.getTime() - SCAM_SPLIT_WINDOW_MS;
  const joined = earlier.filter((m) => m.createdAt.getTime() >= since).slice(0, SCAM_SPLIT_MESSAGES).map((m) => m.text);
  const hits = scanMessage(text, joined.reverse());
  return hits.length > 0 ? hits : null;
}

/**
 * After a flagged message: when the sender's flagged messages reached several receivers, or several in
 * a day, a Risk item shows the admins those messages only (never the rest of any conversation). One
 * item per sender and day; a repeat refreshes its numbers and messages.
 */
export async function raiseScamRiskIfRepeated(ctx: AppContext, senderId: string, now: Date): Promise<void> {
  try {
    const flagged = await flaggedMessagesFrom(ctx.db, senderId, new Date(now.getTime() - RECEIVERS_WINDOW_MS), FLAGGED_READ_LIMIT);
    const dayAgo = now.getTime() - 24 * 36e5;
    const hitsToday = flagged.filter((m) => m.createdAt.getTime() >= dayAgo).length;
    const distinctReceivers = new Set(flagged.map((m) => m.receiverId)).size;
    if (distinctReceivers < SCAM_RISK_DISTINCT_RECEIVERS && hitsToday < SCAM_RISK_HITS_PER_DAY) return;
    await raiseRisk(ctx, {
      kind: 'scam_messages',
      subjectId: senderId,
      details: {
        hitsToday,
        distinctReceivers,
        flaggedMessages30Days: flagged.length,
        thresholdReceivers: SCAM_RISK_DISTINCT_RECEIVERS,
        thresholdHitsPerDay: SCAM_RISK_HITS_PER_DAY,
        flaggedMessages: flagged.slice(0, FLAGGED_SHOWN).map((m) => ({
          id: m.id,
          text: m.text,
          rules: m.scamSignals ?? [],
          categories: scamCategoriesOf(m.scamSignals),
          sentAt: m.createdAt.toISOString(),
        })),
      },
      // One item per sender and India day: a repeat the same day refreshes it; an admin's false alarm holds
      // for that day, and new hits on a later day raise a new item instead of being silenced for ever.
      dedupeKey: `scam_messages:${senderId}:${indiaDay(now)}`,
    });
  } catch (error) {
    // The message is already sent; a failed check must not fail it.
    console.error('scam check: could not count repeats', error);
  }
}
