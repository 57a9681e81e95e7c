import type { Database } from '../../db/client';
import type { NewUserRow } from '../../db/schema';
import { queueMatchListChange } from './match-list-changes.repo';

/**
 * Fields the match score reads, the filters and musts test, or the upkeep's lasting rules decide by (role, deletion):
 * a change to one must reach the stored match lists (docs/matching.md). It is queued in the change's own transaction
 * and applied by the list upkeep shortly after.
 */
export const SCORED_FIELDS: ReadonlySet<keyof NewUserRow> = new Set<keyof NewUserRow>([
  'dob', 'height', 'education', 'occupation', 'state', 'city', 'ageRangePreference', 'heightPreference', 'educationPreference',
  'occupationPreference', 'locationPreference', 'gender', 'caste', 'role', 'deletedAt',
  // The faith profile and the wishes with their musts (issue 41): scored, and musts filter both ways.
  'sect', 'school', 'community', 'prayer', 'islamicEducation', 'motherTongue', 'partnerPreferences',
]);

/**
 * Fields the listing's rules read at read time only (approval, pause, search, invisible mode, visibility): the upkeep
 * keeps a member's place whatever they say (match-lists.repo.ts, UPKEEP_RULES), so hiding her needs no upkeep at all;
 * only a change that makes her listable again does (makesListable), applied before the request answers.
 */
export const READ_TIME_FIELDS: ReadonlySet<keyof NewUserRow> = new Set<keyof NewUserRow>([
  'status', 'deactivatedAt', 'searchable', 'invisibleMode', 'profileVisibility',
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

/**
 * Applies one member's queued change at once (the discovery feature's upkeep for her alone), registered at start
 * (app.ts) so that the member record (core) never imports a feature.
 */
export type ApplyMemberNow = (db: Database, memberId: string) => Promise<void>;

let applyNow: ApplyMemberNow | null = null;

/** Registers the upkeep that applies one member at once (app.ts, once at start; the same function whatever the app). */
export function registerMatchListApplyNow(registered: ApplyMemberNow): void {
  applyNow = registered;
}

/**
 * Whether a patch makes the member listable again by a rule she or an administrator can undo (reactivation, visible
 * again, searchable, public, approval or reinstatement). A viewer's list built while she was hidden lacks her; such a
 * change is applied before the request answers, so its undoing shows on the very next listing, as the policy's
 * read-time rules promise. These changes are rare; every other change waits for the upkeep.
 */
export const makesListable = (patch: Partial<NewUserRow>): boolean =>
  ('deactivatedAt' in patch && patch.deactivatedAt === null) ||
  patch.invisibleMode === false ||
  patch.searchable === true ||
  patch.profileVisibility === 'public' ||
  patch.status === 'Active';

/**
 * Whether a patch needs the stored lists' upkeep: it changes a scored field, or makes the member listable again. A
 * patch that only hides her (or moves her between two hidden states) changes no list: read time hides her.
 */
export const needsListUpkeep = (patch: Partial<NewUserRow>): boolean =>
  makesListable(patch) || (Object.keys(patch) as Array<keyof NewUserRow>).some((field) => SCORED_FIELDS.has(field));

/**
 * Runs `change` and queues the member for the stored match lists' upkeep in the same transaction, then nudges the
 * upkeep, or (`applyAtOnce`, after the commit) applies her at once. The change's transaction takes no lock shared
 * between members: changes of different members proceed in parallel.
 */
export async function withMatchListUpkeep(
  db: Database,
  memberId: string,
  change: (tx: Database) => PromiseLike<unknown>,
  options: { applyAtOnce?: boolean } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await change(tx);
    await queueMatchListChange(tx, memberId);
  });
  if (options.applyAtOnce && applyNow) await applyNow(db, memberId);
  else nudge?.();
}
