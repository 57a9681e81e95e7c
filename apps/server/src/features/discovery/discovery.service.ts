import os from 'node:os';
import crypto from 'node:crypto';
import { ageOn, MSG, type featuredQuerySchema, type MemberCard } from '@sakinah/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/ids';
import { CandidateIndex } from './candidate-index';
import { buildMatchList, dropIdleListsAndAppliedChanges, dropListsBefore, MATCH_LIST_IDLE_MS, readListPage, refreshMatchList, type ListHead } from './match-lists.repo';
import { readSessionListPage } from './session-list-page.repo';
import { acceptSession, resolveSession } from '../../core/member/sessions.service';
import { hashToken } from '../../lib/tokens';
import {
  listDiscoverable,
  parseAgeRange,
  sidebarFilterValues,
  type Cursor,
  type FilterValues,
  type ListingFilters,
  type ListingRow,
  type ListingViewer,
} from './discovery.repo';
import { presentMemberCard } from './profile-card.presenter';
import { createListingGate, GateTimeoutError, type ListingGate } from './listing-gate';
import { MAX_MATCH_SCORE } from './match-score';
import { UNFILTERED_LIST_KEY } from '../../db/schema/match-lists';
import type { MemberRow } from '../../db/member-row';
import type { ResolvedSession } from '../../context';
import { assertCanDiscover } from '../../core/privacy/discovery-access';
import { isStatementTimeout } from '../../db/statement-timeout';

type Query = z.output<typeof featuredQuerySchema>;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const yearsBefore = (today: Date, years: number) => {
  const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return isoDate(d);
};

/** Seconds a client waits before asking again when the listing is busy. */
const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Which listing a cursor belongs to: the viewer, everything the score reads about them, and the
 * filters. A cursor of another listing (another member's, or the viewer's before her preferences
 * or filters changed) would skip or repeat members, so it is refused instead of guessed at.
 */
export function listingFingerprint(viewer: ListingViewer, filters: ListingFilters): string {
  const normalise = (values: readonly string[] | undefined) => [...new Set(values ?? [])].sort();
  const key = JSON.stringify([
    viewer,
    { ...filters, castes: normalise(filters.castes), maritalStatus: normalise(filters.maritalStatus), education: normalise(filters.education), occupation: normalise(filters.occupation), height: normalise(filters.height) },
  ]);
  return crypto.createHash('sha256').update(key).digest('base64url').slice(0, 16);
}

export function encodeCursor(cursor: Cursor, fingerprint: string): string {
  return Buffer.from(JSON.stringify([cursor.score, cursor.createdAt, cursor.id, fingerprint])).toString('base64url');
}

/** An ISO instant PostgreSQL reads as it is: UTC, years 1900–2999, up to microseconds. */
const CURSOR_INSTANT = /^(19|2\d)\d{2}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const realInstant = (value: string) => {
  const ms = Date.parse(value);
  // Date.parse rolls 2026-02-31 over to March: the round trip must give the same day and time back.
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 19) === value.slice(0, 19);
};

/**
 * A cursor from this listing's previous page, checked before any query: a forged one is a 400,
 * one of another listing (see listingFingerprint) a 409 asking to start again.
 */
export function decodeCursor(value: string | undefined, fingerprint: string): Cursor | null {
  const parsed = parseCursor(value);
  if (!parsed) return null;
  if (parsed.mark !== fingerprint) throw new AppError('CONFLICT', MSG.discoveryListChanged);
  return parsed.cursor;
}

/** decodeCursor's first half: the cursor's shape (400 when forged), before the listing it must belong to is known. */
export function parseCursor(value: string | undefined): { cursor: Cursor; mark: string } | null {
  if (!value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString());
  } catch {
    throw new AppError('BAD_REQUEST', MSG.invalidFilter);
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw new AppError('BAD_REQUEST', MSG.invalidFilter);
  const [score, createdAt, id, mark] = parsed as unknown[];
  const valid =
    typeof score === 'number' && Number.isInteger(score) && score >= 0 && score <= MAX_MATCH_SCORE &&
    typeof createdAt === 'string' && CURSOR_INSTANT.test(createdAt) && realInstant(createdAt) &&
    typeof id === 'string' && isUuid(id) &&
    typeof mark === 'string';
  if (!valid) throw new AppError('BAD_REQUEST', MSG.invalidFilter);
  return { cursor: { score, createdAt, id }, mark };
}

/**
 * Listings at once by default: this machine's cores, at least 2 (a listing build is CPU work in
 * PostgreSQL; more at once only queue inside it and slow health, sign-in and chat: at 100k members
 * health during listing load kept 31 % of its rate with 7 at once and 63 % with 2, docs/performance.md).
 * Listings run on a pool of their own, this many connections per lane (listingGatesOf), so the main pool is never
 * theirs.
 */
export function defaultListingConcurrency(cores = os.availableParallelism()): number {
  return Math.max(2, cores);
}

/** The member as the listing's scoring sees her (featured profiles and daily suggestions alike); null without a gender. */
export function listingViewerOf(member: MemberRow, now: Date): ListingViewer | null {
  if (member.gender !== 'male' && member.gender !== 'female') return null;
  return {
    id: member.id,
    gender: member.gender,
    casteInterestedIn: [...new Set(member.casteInterestedIn)],
    age: member.dob ? ageOn(member.dob, now) : null,
    height: member.height,
    education: member.education,
    occupation: member.occupation,
    state: member.state,
    city: member.city,
    ageRange: parseAgeRange(member.ageRangePreference),
    heightPreference: member.heightPreference,
    educationPreference: member.educationPreference,
    occupationPreference: member.occupationPreference,
    locationPreference: member.locationPreference,
    sect: member.sect,
    school: member.school,
    community: member.community,
    prayer: member.prayer,
    islamicEducation: member.islamicEducation,
    motherTongue: member.motherTongue,
    partnerPreferences: member.partnerPreferences,
  };
}

// Read once: os.availableParallelism() was a measurable part of a listing request's own work.
const DEFAULT_LISTING_CONCURRENCY = defaultListingConcurrency();
const listingConcurrencyOf = (ctx: AppContext) => ctx.config.LISTING_CONCURRENCY ?? DEFAULT_LISTING_CONCURRENCY;

/**
 * The listing's two lanes, each with LISTING_CONCURRENCY turns at once: `page` for a page read from a stored list (one
 * statement of about a millisecond), `scoring` for everything that scores members (list builds, refreshes, pages
 * scored live, daily suggestions; tens to hundreds of milliseconds). Until 30 November both shared one gate, and at the
 * model's mixed load pages waited behind builds: p99 1.7 s against 67 ms with the lanes (docs/performance.md, "Pages
 * behind builds").
 */
export type ListingLane = 'page' | 'scoring';
export const LISTING_LANES: readonly ListingLane[] = ['page', 'scoring'];

/** One gate per lane and app (process): the rest of the pool for everything else. */
const gates = new WeakMap<AppContext, Record<ListingLane, ListingGate>>();
export function listingGatesOf(ctx: AppContext): Record<ListingLane, ListingGate> {
  let lanes = gates.get(ctx);
  if (!lanes) {
    const gate = () => createListingGate({ concurrency: listingConcurrencyOf(ctx), maxWaitMs: ctx.config.LISTING_QUEUE_WAIT_MS });
    lanes = { page: gate(), scoring: gate() };
    gates.set(ctx, lanes);
  }
  return lanes;
}

/**
 * Whether work of this lane would wait for a turn now: every turn is taken. A page of a list due for a refresh is then
 * served as it is while the list is within MATCH_LIST_STALE_LIMIT_MS of its last refresh (refreshDeferrableSql).
 */
function laneIsFull(ctx: AppContext, lane: ListingLane): boolean {
  return listingGatesOf(ctx)[lane].active >= listingConcurrencyOf(ctx);
}

const LISTING_WORK_WINDOW_MS = 60_000;

/**
 * Counts one piece of a member's expensive listing work (a list build, a page scored live) against her budget of
 * LISTING_WORK_PER_MINUTE: the gate bounds how much such work runs at once, this bounds one member's share of it,
 * so that one account changing filters in a loop cannot keep every other member's listings waiting. Counted in
 * the attempt limiter (Redis when configured: one budget across instances). When the limiter cannot answer
 * (Redis away), the work goes ahead: the gate and the statement timeout still bound it.
 */
export async function spendListingWork(ctx: AppContext, memberId: string): Promise<void> {
  const spent = await ctx.limiter.hit(`listing-work:${memberId}`, LISTING_WORK_WINDOW_MS).catch(() => null);
  if (spent && spent.count > ctx.config.LISTING_WORK_PER_MINUTE) {
    throw new AppError('RATE_LIMITED', MSG.discoveryTooFast, Math.max(1, Math.ceil(spent.resetInMs / 1000)));
  }
}

/**
 * The listing's database work, bounded: it waits its turn at its lane's gate and runs on the listing pool
 * (PostgreSQL: LISTING_CONCURRENCY connections of its own per lane, whose statements stop after
 * LISTING_STATEMENT_TIMEOUT_MS; PGlite runs one query at a time anyway), and answers 503 with
 * Retry-After when either bound is hit. `page` only for a read of a stored list that scores no one.
 */
export async function boundedListingWork<T>(ctx: AppContext, work: (db: AppContext['db']) => Promise<T>, lane: ListingLane = 'scoring'): Promise<T> {
  try {
    const poolSize = LISTING_LANES.length * listingConcurrencyOf(ctx);
    return await listingGatesOf(ctx)[lane].run(() => work(ctx.database.listingDb(poolSize, ctx.config.LISTING_STATEMENT_TIMEOUT_MS)));
  } catch (error) {
    if (error instanceof GateTimeoutError) ctx.metrics.listingRefusals.inc();
    if (error instanceof GateTimeoutError || isStatementTimeout(error)) throw new AppError('SERVER_BUSY', MSG.discoveryBusy, BUSY_RETRY_AFTER_SECONDS);
    throw error;
  }
}

/**
 * The stored lists' layout: a list stored by an earlier layout is not current whatever else matches, so it is rebuilt
 * on its next read. 2: heads carry candidate_gender and admit_need, without which the upkeep passes a list by.
 */
const LIST_LAYOUT = 2;

/** The stored list's identity: everything the score reads about the viewer, the day, the list size, its filters' key. */
export function matchListFingerprint(viewer: ListingViewer, today: string, size: number, listKey: string): string {
  return crypto.createHash('sha256').update(JSON.stringify([viewer, today, size, listKey, LIST_LAYOUT])).digest('base64url').slice(0, 22);
}

/**
 * Which of the member's stored lists serves these filters (docs/matching.md, "The match lists"): '' when the
 * sidebar filters nothing (her main list), otherwise a hash of the values, the same for the same choices in
 * any order. Known before her row is read, so the one-statement page can name the list.
 */
export function filterListKey(values: FilterValues): string {
  const canonical = Object.entries(values)
    .map(([name, value]) => [name, Array.isArray(value) ? [...new Set(value)].sort() : value] as const)
    .filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value !== null))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  if (canonical.length === 0) return UNFILTERED_LIST_KEY;
  return `f${crypto.createHash('sha256').update(JSON.stringify(canonical)).digest('base64url').slice(0, 16)}`;
}

/** The sidebar's choices as the listing statements' filter values (the castes as asked: the statement narrows her own). */
function queryFilterValues(query: Query, sidebar: Omit<ListingFilters, 'castes'>): FilterValues {
  return { filterCastes: [...new Set(query.caste ?? [])], ...sidebarFilterValues(sidebar) };
}

/** An instant with its fraction padded to microseconds, so two compare as strings. */
const instantKey = (value: string) => {
  const [whole, fraction = ''] = value.replace(/Z$/, '').split('.');
  return `${whole}.${fraction.padEnd(6, '0')}`;
};

/** The smaller of two listing keys (the later one in listing order). */
const laterKey = (a: Cursor, b: Cursor): Cursor => {
  if (a.score !== b.score) return a.score < b.score ? a : b;
  const [ta, tb] = [instantKey(a.createdAt), instantKey(b.createdAt)];
  if (ta !== tb) return ta < tb ? a : b;
  return a.id.toLowerCase() < b.id.toLowerCase() ? a : b;
};

/**
 * Up to `limit + 1` members after `cursor`, best fit first (docs/matching.md, "One listing request").
 * From the viewer's stored list when it holds the page: one statement, a range scan, no scoring.
 * The list is built on the first browse of the day (and after the viewer's own preferences change).
 * A filtered listing reads her main list first, the filters applied to its entries, and builds the filters' own list
 * only when the main list cannot fill the page (mainListRead: false when the caller already knows it cannot).
 * Only a page that runs past the list's end (deep pages, narrow filters) scores live, below the
 * list's boundary. All of it behind the listing gate, under the listing's statement timeout.
 */
export async function rankedPage(
  ctx: AppContext,
  viewer: ListingViewer,
  filters: ListingFilters,
  listKey: string,
  cursor: Cursor | null,
  limit: number,
  today: string,
  mainListRead = listKey !== UNFILTERED_LIST_KEY,
): Promise<ListingRow[]> {
  if (filters.castes.length === 0) return [];
  const size = ctx.config.MATCH_LIST_SIZE;
  const list = { key: listKey, fingerprint: matchListFingerprint(viewer, today, size, listKey), filters };
  // One turn at the gate, on the listing pool, for everything below (see boundedListingWork).
  return boundedListingWork(ctx, async (db) => {
    const now = ctx.now();
    if (mainListRead) {
      const fromMain = await filteredPageFromMainList(ctx, db, viewer, filters, cursor, limit, today, now);
      if (fromMain) return fromMain;
    }
    const read = await readCurrentList(ctx, db, viewer, list, today, now, () => readListPage(db, viewer, list, filters, cursor, limit, now));
    // Rebuilt and changed again at once (her own profile, in another tab): score this page live.
    if (read.stale) return listDiscoverable(db, viewer, filters, cursor, limit, today);
    const rest = restBelowList(read.head, read.rows.length, cursor, limit);
    if (!rest) return read.rows;
    await spendListingWork(ctx, viewer.id);
    return [...read.rows, ...(await listDiscoverable(db, viewer, filters, rest.from, rest.limit, today))];
  });
}

/**
 * A filtered page read from the viewer's main list, the filters applied to its entries (docs/matching.md, "A new
 * filter's first pages"): exact while the page fills from it, because the main list holds every candidate at or above
 * its boundary and the filters only narrow them. Null when the main list is missing or stale (nothing is built for it
 * here) or cannot fill the page because it was cut: the filters' own list is needed then.
 */
async function filteredPageFromMainList(
  ctx: AppContext,
  db: Database,
  viewer: ListingViewer,
  filters: ListingFilters,
  cursor: Cursor | null,
  limit: number,
  today: string,
  now: Date,
): Promise<ListingRow[] | null> {
  const main = { key: UNFILTERED_LIST_KEY, fingerprint: matchListFingerprint(viewer, today, ctx.config.MATCH_LIST_SIZE, UNFILTERED_LIST_KEY) };
  let read = await readListPage(db, viewer, main, filters, cursor, limit, now);
  if (!read.stale && read.refreshDue) {
    await refreshList(ctx, db, viewer.id, main.key, now);
    read = await readListPage(db, viewer, main, filters, cursor, limit, now);
  }
  if (read.stale || read.refreshDue) return null;
  return mainListFills(read.head, read.rows.length, limit) ? read.rows : null;
}

/** Whether entries read from the main list after a cursor (up to `limit + 1`) are a filtered page's answer. */
function mainListFills(head: ListHead, rowsRead: number, limit: number): boolean {
  return rowsRead > limit || head.boundary === null;
}

/** A list's refresh (refreshMatchList), its oldest change's wait recorded. */
async function refreshList(ctx: AppContext, db: Database, viewerId: string, listKey: string, now: Date): Promise<void> {
  const refreshed = await refreshMatchList(db, viewerId, listKey, now, ctx.config.MATCH_LIST_SIZE);
  if (refreshed && refreshed.members > 0) ctx.metrics.matchListUpkeepDelay.observe(refreshed.oldestWaitMs / 1000);
}

/**
 * A read of one of the viewer's stored lists (`read`: a page, the daily picks) from a list that is current: when the
 * list is due for a refresh it is refreshed first (not counted in her budget: at most once per
 * MATCH_LIST_REFRESH_MS and list, and it scores changed members only), and when there is none for her fingerprint (or
 * the refresh dropped one with too many changes to apply) it is built, counted in her budget, and read again.
 */
export async function readCurrentList<T extends { stale: true } | { stale: false; refreshDue: boolean }>(
  ctx: AppContext,
  db: Database,
  viewer: ListingViewer,
  list: { key: string; fingerprint: string; filters: ListingFilters },
  today: string,
  now: Date,
  read: () => Promise<T>,
): Promise<T> {
  let result = await read();
  if (!result.stale && result.refreshDue) {
    await refreshList(ctx, db, viewer.id, list.key, now);
    result = await read();
  }
  if (!result.stale) return result;
  await spendListingWork(ctx, viewer.id);
  const candidates = ctx.config.CANDIDATE_COLUMNS ? await candidateIndexOf(ctx).forBuild(db, ctx.db) : null;
  await buildMatchList(db, viewer, list, today, ctx.config.MATCH_LIST_SIZE, now, candidates);
  if (candidates) ctx.metrics.matchListBuildsFromColumns.inc();
  return read();
}

/** The instance's candidate columns (candidate-index.ts), one per app (process); loaded on the first build. */
const candidateIndexes = new WeakMap<AppContext, CandidateIndex>();
export function candidateIndexOf(ctx: AppContext): CandidateIndex {
  let index = candidateIndexes.get(ctx);
  if (!index) {
    index = new CandidateIndex({ stopped: () => ctx.lifecycle.draining });
    candidateIndexes.set(ctx, index);
  }
  return index;
}

/**
 * When a page read from the stored list falls short because the list ran out (it was cut at its size), where
 * the rest lies: below the list's boundary (or the cursor, if that is further), to be scored live. Null when
 * the page is whole (a row beyond it was read) or the list holds every candidate.
 */
function restBelowList(head: ListHead, rowsRead: number, cursor: Cursor | null, limit: number): { from: Cursor; limit: number } | null {
  const boundary = head.boundary;
  if (rowsRead > limit || !boundary) return null;
  return { from: cursor ? laterKey(cursor, boundary) : boundary, limit: limit - rowsRead };
}

/**
 * Drops the lists built for an earlier day (stale by their fingerprint, and their members may not come back) and those
 * not refreshed for MATCH_LIST_IDLE_MS, then the logged changes every remaining list has applied (the list upkeep job).
 */
export async function dropStaleMatchLists(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const stale = await dropListsBefore(ctx.db, isoDate(now));
  const idle = await dropIdleListsAndAppliedChanges(ctx.db, new Date(now.getTime() - MATCH_LIST_IDLE_MS), now);
  return stale + idle.lists;
}

/** The sidebar's choices but the castes, as the listing's filters (ages as dates of birth, from today). */
function sidebarFilters(query: Query, now: Date): Omit<ListingFilters, 'castes'> {
  return {
    // age ≥ ageMin: born on or before today − ageMin years; age ≤ ageMax: born after today − (ageMax+1) years.
    ...(query.ageMin !== undefined ? { dobTo: yearsBefore(now, query.ageMin) } : {}),
    ...(query.ageMax !== undefined ? { dobFrom: yearsBefore(now, query.ageMax + 1) } : {}),
    maritalStatus: query.maritalStatus,
    education: query.education,
    occupation: query.occupation,
    height: query.height,
    state: query.state || undefined,
    city: query.city || undefined,
  };
}

type EmptyPage = { profiles: never[]; nextCursor: null; message?: string };
interface Listing {
  viewer: ListingViewer;
  filters: ListingFilters;
  /** The cursor mark of this listing (listingFingerprint). */
  fingerprint: string;
  /** Which of her stored lists serves it (filterListKey). */
  listKey: string;
  hint: { message?: string };
}

/** What the member's listing is, from her profile and the sidebar; an empty page when her profile cannot list anyone. */
function listingOf(
  member: MemberRow,
  query: Query,
  now: Date,
  sidebar = sidebarFilters(query, now),
  listKey = filterListKey(queryFilterValues(query, sidebar)),
): Listing | EmptyPage {
  // The member's own casteInterestedIn always applies; the sidebar can only narrow it.
  const viewer = listingViewerOf(member, now);
  if (!viewer || viewer.casteInterestedIn.length === 0) {
    return { profiles: [], nextCursor: null, message: MSG.discoveryNeedsProfile };
  }
  const interested = viewer.casteInterestedIn;
  const castes = query.caste?.length ? [...new Set(query.caste)].filter((c) => interested.includes(c)) : [...interested];
  const filters: ListingFilters = { castes, ...sidebar };
  const hasPreferences = Boolean(
    viewer.ageRange || viewer.heightPreference || viewer.educationPreference || viewer.occupationPreference || viewer.locationPreference,
  );
  const hint = !query.cursor && !hasPreferences ? { message: MSG.discoveryAddPreferences } : {};
  return { viewer, filters, fingerprint: listingFingerprint(viewer, filters), listKey, hint };
}

/** Where a ranked row stands in the listing order. */
const cursorOf = (row: ListingRow): Cursor => ({ score: Number(row.score), createdAt: row.cursor_created_at, id: row.id });

/** The next page's cursor from the keys of every row read (up to `limit + 1`): the page's last, when a row follows it. */
function nextCursorOf(keys: readonly Cursor[], limit: number, fingerprint: string): string | null {
  const last = keys[limit - 1];
  return keys.length > limit && last ? encodeCursor(last, fingerprint) : null;
}

/** The first `limit` ranked rows as the viewer's cards, each with its score. */
const cardsOf = (rows: ListingRow[], limit: number, viewerId: string, now: Date) =>
  rows.slice(0, limit).map((row) => presentMemberCard(row, viewerId, now, Number(row.score)));

/** The page's cards and the next page's cursor, from up to `limit + 1` ranked rows. */
function pageOf(rows: ListingRow[], listing: Listing, member: MemberRow, limit: number, now: Date) {
  return {
    profiles: cardsOf(rows, limit, member.id, now),
    nextCursor: nextCursorOf(rows.map(cursorOf), limit, listing.fingerprint),
    ...listing.hint,
  };
}

/** Featured profiles for a member already signed in (the spec's list call, daily tools). */
export async function featuredProfiles(ctx: AppContext, member: MemberRow, query: Query) {
  await assertCanDiscover(ctx, member);
  const now = ctx.now();
  const listing = listingOf(member, query, now);
  if (!('viewer' in listing)) return listing;
  const cursor = decodeCursor(query.cursor, listing.fingerprint);
  if (listing.filters.castes.length === 0) return { profiles: [], nextCursor: null, ...listing.hint };
  const rows = await rankedPage(ctx, listing.viewer, listing.filters, listing.listKey, cursor, query.limit, isoDate(now));
  return pageOf(rows, listing, member, query.limit, now);
}

/**
 * Featured profiles for the member behind a session cookie, in one statement when her stored list is current
 * (nearly always): the session, her member row and plan, and the page (readSessionListPage). `admit` applies
 * requireMember's rules to the session read (401, guardians) and returns the member. Every rule is the same as
 * featuredProfiles': the page read before she was admitted is dropped unless she may discover and the list is
 * current for her profile, the filters and the day.
 */
export async function featuredProfilesOfSession(
  ctx: AppContext,
  token: string | null,
  query: Query,
  admit: (resolved: ResolvedSession | null) => MemberRow,
) {
  if (!token) throw new AppError('UNAUTHENTICATED', MSG.notSignedIn);
  const now = ctx.now();
  const today = isoDate(now);
  let marked: ReturnType<typeof parseCursor>;
  try {
    marked = parseCursor(query.cursor);
  } catch (error) {
    // A forged cursor is a 400 for a member, but a stranger learns only that she is not signed in.
    admit(await resolveSession(ctx, token));
    throw error;
  }
  const sidebar = sidebarFilters(query, now);
  const filterValues = queryFilterValues(query, sidebar);
  const listKey = filterListKey(filterValues);
  const found = await boundedListingWork(ctx, (db) =>
    readSessionListPage(db, {
      tokenHash: hashToken(token),
      now,
      cursor: marked?.cursor ?? null,
      limit: query.limit + 1,
      // The member's castes of interest are applied by the statement itself; the sidebar's narrow them.
      filterValues,
      listKey,
    }),
    'page',
  );
  const member = admit(await acceptSession(ctx, found));
  await assertCanDiscover(ctx, member);
  // The sidebar's filters and the list's key were worked out for the statement above: not again.
  const listing = listingOf(member, query, now, sidebar, listKey);
  if (!('viewer' in listing)) return listing;
  if (marked && marked.mark !== listing.fingerprint) throw new AppError('CONFLICT', MSG.discoveryListChanged);
  if (listing.filters.castes.length === 0) return { profiles: [], nextCursor: null, ...listing.hint };
  const cursor = marked?.cursor ?? null;
  const list = found?.list;
  const refreshDeferred = Boolean(list?.refreshDue && list.refreshDeferrable && laneIsFull(ctx, 'scoring'));
  if (!list || (list.refreshDue && !refreshDeferred) || list.fingerprint !== matchListFingerprint(listing.viewer, today, ctx.config.MATCH_LIST_SIZE, list.listKey)) {
    // No list for today or these filters, one built before her profile changed, or one due for a refresh that may not
    // wait: build or refresh it and read the page as before (her main list first for filters, unless she has none).
    const mainListRead = Boolean(list) && listing.listKey !== UNFILTERED_LIST_KEY;
    const rows = await rankedPage(ctx, listing.viewer, listing.filters, listing.listKey, cursor, query.limit, today, mainListRead);
    return pageOf(rows, listing, member, query.limit, now);
  }
  if (refreshDeferred) ctx.metrics.matchListRefreshesDeferred.inc();
  if (list.listKey !== listing.listKey && !mainListFills(list.head, list.keys.length, query.limit)) {
    // Her main list, read for filters she has no list for, ran out before the page filled: the filters' own list.
    const rows = await rankedPage(ctx, listing.viewer, listing.filters, listing.listKey, cursor, query.limit, today, false);
    return pageOf(rows, listing, member, query.limit, now);
  }
  const rest = restBelowList(list.head, list.keys.length, cursor, query.limit);
  if (!rest) {
    // The whole page came from her list, its cards written by the statement: sent on as they are.
    return { renderedBody: renderedPageBody(list.cardsJson, nextCursorOf(list.keys, query.limit, listing.fingerprint), listing.hint) };
  }
  // Her list ran out within the page: the rest is scored live below its boundary, and presented here.
  await spendListingWork(ctx, member.id);
  const live = await boundedListingWork(ctx, (db) => listDiscoverable(db, listing.viewer, listing.filters, rest.from, rest.limit, today));
  return {
    profiles: [
      ...(JSON.parse(list.cardsJson) as MemberCard[]),
      ...cardsOf(live, rest.limit, member.id, now),
    ],
    nextCursor: nextCursorOf([...list.keys, ...live.map(cursorOf)], query.limit, listing.fingerprint),
    ...listing.hint,
  };
}

/**
 * A featured page's response body around cards the statement wrote (a JSON array's text): the same fields, in the
 * same order, as the route's schema gives a page presented here.
 */
function renderedPageBody(cardsJson: string, nextCursor: string | null, hint: { message?: string }): string {
  const message = hint.message === undefined ? '' : `,"message":${JSON.stringify(hint.message)}`;
  return `{"success":true,"profiles":${cardsJson},"nextCursor":${JSON.stringify(nextCursor)}${message}}`;
}
