import type { Database } from '../../db/client';
import type { NewUserRow } from '../../db/schema';
import { queueMatchListChange } from './match-list-changes.repo';

/**
 * Fields the match score reads or the discovery rules list by: a change to one must reach the stored match lists
 * (docs/matching.md). It is queued in the change's own transaction and applied by the list upkeep shortly after.
 */
export const MATCH_FIELDS: ReadonlySet<keyof NewUserRow> = new Set<keyof NewUserRow>([
  'dob', 'height', 'education', 'occupation', 'state', 'city', 'ageRangePreference', 'heightPreference', 'educationPreference',
  'occupationPreference', 'locationPreference', 'gender', 'caste', 'role', 'status', 'deletedAt', 'deactivatedAt', 'searchable',
  'invisibleMode', 'profileVisibility',
]);

/**
 * Wakes the stored lists' upkeep after a change committed: the discovery feature owns the lists and its upkeep, and
 * the jobs register the nudge at start (jobs.ts), so the member record (core) never imports a feature. Without jobs
 * (tests, tools) nothing is nudged and the queue waits for whoever runs the upkeep.
 */
export type MatchListNudge = () => void;

let nudge: MatchListNudge | null = null;

/** Registers what wakes the list upkeep (jobs.ts, at start); returns what removes it again (when the jobs stop). */
export function registerMatchListNudge(registered: MatchListNudge): () => void {
  nudge = registered;
  return () => {
    if (nudge === registered) nudge = null;
  };
}

/** Whether a patch touches a field matching reads. */
export const touchesMatchFields = (patch: Partial<NewUserRow>): boolean =>
  (Object.keys(patch) as Array<keyof NewUserRow>).some((field) => MATCH_FIELDS.has(field));

/**
 * Runs `change` and queues the member for the stored match lists' upkeep in the same transaction, then nudges the
 * upkeep. No lock is shared between members: changes of different members proceed in parallel.
 */
export async function withMatchListUpkeep(db: Database, memberId: string, change: (tx: Database) => PromiseLike<unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    await change(tx);
    await queueMatchListChange(tx, memberId);
  });
  nudge?.();
}
