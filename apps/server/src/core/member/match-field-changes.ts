import type { Database } from '../../db/client';
import type { NewUserRow } from '../../db/schema';
import { logMatchListChange } from './match-list-changes.repo';

/**
 * Fields the match score reads, the filters and musts test, or the upkeep's lasting rules decide by (role, deletion):
 * a change to one must reach the stored match lists (docs/matching.md). It is logged in the change's own transaction
 * and each list applies it when next read.
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
 * only a change that makes her listable again does (makesListable): every list applies it before its next page.
 */
export const READ_TIME_FIELDS: ReadonlySet<keyof NewUserRow> = new Set<keyof NewUserRow>([
  'status', 'deactivatedAt', 'searchable', 'invisibleMode', 'profileVisibility',
]);

/**
 * Whether a patch makes the member listable again by a rule she or an administrator can undo (reactivation, visible
 * again, searchable, public, approval or reinstatement). A viewer's list built while she was hidden lacks her; such a
 * change is applied before any list's next page, so its undoing shows on the very next listing, as the policy's
 * read-time rules promise: every list that has not applied it refreshes before its next page. These changes are rare;
 * every other change reaches a list at its next refresh.
 */
export const makesListable = (patch: Partial<NewUserRow>): boolean =>
  ('deactivatedAt' in patch && patch.deactivatedAt === null) ||
  patch.invisibleMode === false ||
  patch.searchable === true ||
  patch.profileVisibility === 'public' ||
  patch.status === 'Active';

/**
 * Whether a patch may move the member between lists of different viewers (her gender or caste): her change is then
 * logged with her values before it as well, so that the lists she leaves apply it too (match-list-changes.repo.ts).
 */
export const changesWhoseListsTakeHer = (patch: Partial<NewUserRow>): boolean => 'gender' in patch || 'caste' in patch;

/**
 * Whether a patch needs the stored lists' upkeep: it changes a scored field, or makes the member listable again. A
 * patch that only hides her (or moves her between two hidden states) changes no list: read time hides her.
 */
export const needsListUpkeep = (patch: Partial<NewUserRow>): boolean =>
  makesListable(patch) || (Object.keys(patch) as Array<keyof NewUserRow>).some((field) => SCORED_FIELDS.has(field));

/**
 * Runs `change` and logs the member's change for the stored match lists in the same transaction (a list applies it
 * when next read, at most MATCH_LIST_REFRESH_MS after it was last refreshed; at once when `listableAgain`). The
 * change's transaction takes no lock shared between members: changes of different members proceed in parallel, and
 * their cost does not grow with the number of lists. `movesHer` (changesWhoseListsTakeHer): her gender or caste
 * changes, and her values before the change are logged too.
 */
export async function withMatchListUpkeep(
  db: Database,
  memberId: string,
  change: (tx: Database) => PromiseLike<unknown>,
  options: { listableAgain?: boolean; movesHer?: boolean } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    if (options.movesHer) await logMatchListChange(tx, memberId);
    await change(tx);
    await logMatchListChange(tx, memberId, { listableAgain: options.listableAgain });
  });
}
