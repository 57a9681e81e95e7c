import type { Database } from '../../db/client';
import type { NewUserRow } from '../../db/schema';

/**
 * Fields the match score reads or the discovery rules list by: a change to one must reach the stored match lists
 * (docs/matching.md) in the same transaction as the change itself.
 */
export const MATCH_FIELDS: ReadonlySet<keyof NewUserRow> = new Set<keyof NewUserRow>([
  'dob', 'height', 'education', 'occupation', 'state', 'city', 'ageRangePreference', 'heightPreference', 'educationPreference',
  'occupationPreference', 'locationPreference', 'gender', 'caste', 'role', 'status', 'deletedAt', 'deactivatedAt', 'searchable',
  'invisibleMode', 'profileVisibility',
]);

/**
 * What keeps the stored match lists exact when a member's match fields change: the discovery feature owns the lists
 * and registers its upkeep at start (app.ts), so the member record (core) never imports a feature.
 */
export interface MatchListUpkeep {
  /** Taken first, inside the changing transaction. */
  lockForChange(tx: Database): Promise<void>;
  /** After the change, in the same transaction: the member's place in every stored list. */
  refreshCandidate(tx: Database, memberId: string): Promise<void>;
}

let upkeep: MatchListUpkeep | null = null;

/** Registers the discovery feature's list upkeep (app.ts, once at start; the same functions whatever the app). */
export function registerMatchListUpkeep(registered: MatchListUpkeep): void {
  upkeep = registered;
}

/** Whether a patch touches a field matching reads. */
export const touchesMatchFields = (patch: Partial<NewUserRow>): boolean =>
  (Object.keys(patch) as Array<keyof NewUserRow>).some((field) => MATCH_FIELDS.has(field));

/**
 * Runs `change` so that it and the member's place in every stored match list commit together. Without a registered
 * upkeep (a tool that writes members without the app), the change runs alone.
 */
export async function withMatchListUpkeep(db: Database, memberId: string, change: (tx: Database) => PromiseLike<unknown>): Promise<void> {
  const registered = upkeep;
  if (!registered) {
    await change(db);
    return;
  }
  await db.transaction(async (tx) => {
    await registered.lockForChange(tx);
    await change(tx);
    await registered.refreshCandidate(tx, memberId);
  });
}
