import { DAILY_SUGGESTIONS_PER_DAY, INTL_LOCALES, ROUTES, type DailySuggestionsResponse } from '@sakinah/contract';
import { indiaDay, startOfIndiaDay } from '../../lib/india-day';
import type { AppContext } from '../../context';
import { withKeyLock } from '../../db/locks';
import { findLiveUserById } from '../../core/member/users.repo';
import type { Cursor, ListingViewer } from './discovery.repo';
import { boundedListingWork, listingViewerOf, matchListFingerprint, rankedPage, readCurrentList } from './discovery.service';
import { UNFILTERED_LIST_KEY } from '../../db/schema/match-lists';
import { presentMemberCard } from './profile-card.presenter';
import {
  claimSuggestionMail, excludedCandidates, hasSuggestionsFor, insertSuggestions, markSeen, membersDueSuggestionMail, readSuggestionPicks,
  readSuggestions, releaseSuggestionMail,
} from './suggestions.repo';
import type { MemberRow } from '../../db/member-row';
import { planHas } from '../../core/plans/plan-in-force';
import { greetingName } from '../../core/member/account-holder.presenter';
import { composeMail, mailLanguage } from '../../core/member/notice-mail';

/** Candidates read per listing page while picking, and at most this many pages (never a whole table). */
const PICK_PAGE = 50;
const PICK_MAX_PAGES = 6;


export { listingViewerOf };

/**
 * The day's best fits by the listing's own ranking: from the member's main stored list in one statement (ids and
 * scores, the exclusions applied by the statement), behind the listing gate, building the list first when it is
 * not current. Only when her list is cut at its size and holds fewer than a day's worth she may still be suggested
 * (she has used up its best) are the pages below it read, by pickSuggestionsByPages.
 */
async function pickSuggestions(ctx: AppContext, viewer: ListingViewer, now: Date): Promise<Array<{ candidateId: string; score: number }>> {
  if (viewer.casteInterestedIn.length === 0) return [];
  const today = now.toISOString().slice(0, 10);
  const size = ctx.config.MATCH_LIST_SIZE;
  const list = { key: UNFILTERED_LIST_KEY, fingerprint: matchListFingerprint(viewer, today, size, UNFILTERED_LIST_KEY), filters: { castes: [...viewer.casteInterestedIn] } };
  const read = await boundedListingWork(ctx, (db) =>
    readCurrentList(ctx, db, viewer, list, today, now, () => readSuggestionPicks(db, viewer, list.fingerprint, DAILY_SUGGESTIONS_PER_DAY, now)),
  );
  if (!read.stale && (read.picks.length >= DAILY_SUGGESTIONS_PER_DAY || !read.cut)) return read.picks;
  return pickSuggestionsByPages(ctx, viewer, today);
}

/**
 * pickSuggestions' slow path: listing pages (rankedPage: her stored list, then members scored live below it), at
 * most PICK_MAX_PAGES of them, skipping members suggested before or with a request either way.
 */
async function pickSuggestionsByPages(ctx: AppContext, viewer: ListingViewer, today: string): Promise<Array<{ candidateId: string; score: number }>> {
  const excluded = await excludedCandidates(ctx.db, viewer.id);
  const picks: Array<{ candidateId: string; score: number }> = [];
  let cursor: Cursor | null = null;
  for (let page = 0; page < PICK_MAX_PAGES && picks.length < DAILY_SUGGESTIONS_PER_DAY; page += 1) {
    const rows = await rankedPage(ctx, viewer, { castes: [...viewer.casteInterestedIn] }, UNFILTERED_LIST_KEY, cursor, PICK_PAGE, today);
    for (const row of rows.slice(0, PICK_PAGE)) {
      if (picks.length >= DAILY_SUGGESTIONS_PER_DAY) break;
      if (!excluded.has(row.id)) picks.push({ candidateId: row.id, score: Number(row.score) });
    }
    const last = rows[PICK_PAGE - 1];
    if (rows.length <= PICK_PAGE || !last) break;
    cursor = { score: Number(last.score), createdAt: last.cursor_created_at, id: last.id };
  }
  return picks;
}

/**
 * Computes today's suggestions, for a caller that has just read none stored for the day. The picks are read
 * first, outside any lock (the ranking may have to build the member's list, behind the listing gate); a
 * per-member lock then stores them unless another tab stored the day's first.
 */
async function computeTodaysSuggestions(ctx: AppContext, member: MemberRow): Promise<string> {
  const now = ctx.now();
  const day = indiaDay(now);
  const viewer = listingViewerOf(member, now);
  if (!viewer) return day;
  const picks = await pickSuggestions(ctx, viewer, now);
  await withKeyLock(ctx.db, `daily-suggestions:${member.id}`, async (tx) => {
    if (await hasSuggestionsFor(tx, member.id, day)) return;
    await insertSuggestions(tx, member.id, day, picks);
  });
  return day;
}

/** GET /api/daily-suggestions: locked without the plan key; otherwise today's, checked by the policy now. */
export async function dailySuggestionsFor(ctx: AppContext, member: MemberRow, options: { markSeen?: boolean } = {}): Promise<DailySuggestionsResponse> {
  const now = ctx.now();
  const day = indiaDay(now);
  if (member.role !== 'member' || !(await planHas(ctx, member, 'dailySuggestions'))) {
    return { success: true, locked: true, day, suggestions: [] };
  }
  // Only a member who may browse gets suggestions (approved, not paused).
  if (member.status !== 'Active' || member.deactivatedAt) return { success: true, locked: false, day, suggestions: [] };
  // Read first: the day's are computed once, on its first read (computeTodaysSuggestions); later reads are one statement.
  const viewer = { id: member.id, gender: member.gender, casteInterestedIn: member.casteInterestedIn };
  let read = await readSuggestions(ctx.db, viewer, day);
  if (!read.stored) {
    await computeTodaysSuggestions(ctx, member);
    read = await readSuggestions(ctx.db, viewer, day);
  }
  const { rows } = read;
  if (rows.length > 0 && read.unseen && options.markSeen !== false) await markSeen(ctx.db, member.id, day, now);
  return { success: true, locked: false, day, suggestions: rows.map((row) => presentMemberCard(row, member.id, now, Number(row.score))) };
}

/** The daily mail (setting on, off by default): the day's suggestions' first names and a link. At most once an India day. */
export async function sendDailySuggestionMails(ctx: AppContext, batch = 200, signal?: AbortSignal): Promise<number> {
  const now = ctx.now();
  const dayStart = startOfIndiaDay(now);
  const base = ctx.config.PUBLIC_URL;
  let sent = 0;
  for (const id of await membersDueSuggestionMail(ctx.db, dayStart, now, batch)) {
    // A stopping instance claims no more; the next run (on any instance) takes the rest.
    if (signal?.aborted) break;
    const claim = await claimSuggestionMail(ctx.db, id, dayStart, now);
    if (!claim) continue;
    const member = await findLiveUserById(ctx.db, id);
    if (!member) continue;
    const { suggestions } = await dailySuggestionsFor(ctx, member, { markSeen: false });
    if (suggestions.length === 0) continue;
    const names = suggestions.map((card) => card.firstName);
    try {
      const language = mailLanguage(member);
      await ctx.mail.send(
        composeMail(language, {
          to: member.email,
          subject: { key: 'dailySuggestionMailSubject', values: { count: names.length } },
          greetingName: greetingName(member),
          lines: [
            { key: 'dailySuggestionMailLine', values: { names: new Intl.ListFormat(INTL_LOCALES[language], { style: 'short', type: 'unit' }).format(names) } },
            { key: 'dailySuggestionMailSee' },
            `${base}${ROUTES.featuredProfiles}`,
            '',
            { key: 'dailySuggestionMailOff' },
            `${base}${ROUTES.settings}`,
          ],
        }),
      );
      sent += 1;
    } catch {
      await releaseSuggestionMail(ctx.db, id, claim.previous);
    }
  }
  return sent;
}
