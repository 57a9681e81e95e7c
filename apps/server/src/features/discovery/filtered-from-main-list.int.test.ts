import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { blocks, matchListHeads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MATCH, buildMember, givePlan, signIn } from '../../test/factories';

/**
 * A new filter's first pages (docs/matching.md, "A new filter's first pages"): read from her main list, the filters
 * applied to its entries, while it fills them; the filters' own list is built only when a page runs past what her
 * main list holds for them (or when she has no main list). Exact: the pages are the ones a list built for the filters
 * gives, in the same order, none repeated or skipped across the change of list.
 */
const EDUCATIONS = ['Masters', 'PhD', 'Bachelors'] as const;
const BRIDES = 42;
let t: TestApp;
beforeAll(async () => {
  // Lists of 20 before 42 brides: her main list is cut, so a filter can run past it.
  t = await createTestApp({ MATCH_LIST_SIZE: '20', LISTING_WORK_PER_MINUTE: '100000' });
  for (let i = 0; i < BRIDES; i += 1) {
    await buildMember(t.database.db, { status: 'Active', ...MATCH.bride, education: EDUCATIONS[i % 3], dob: `199${i % 10}-0${(i % 9) + 1}-15` });
  }
}, 60_000);
afterAll(async () => t.close());

async function groom() {
  const member = await buildMember(t.database.db, { status: 'Active', ...MATCH.groom, educationPreference: 'Masters', ageRangePreference: '26-30' });
  await givePlan(t.database.db, member.id);
  return { id: member.id, cookie: await signIn(t.app, member.email) };
}
const get = (cookie: string, query: string) => t.app.inject({ method: 'GET', url: `/api/featured-profiles${query}`, headers: { cookie } });
const filteredLists = async (viewerId: string) =>
  (await t.database.db.select({ key: matchListHeads.listKey }).from(matchListHeads).where(and(eq(matchListHeads.viewerId, viewerId), ne(matchListHeads.listKey, '')))).length;

/** Every page of a listing, `limit` at a time: the ids in order, and how many filtered lists she held after each page. */
async function walk(viewer: { id: string; cookie: string }, filters: string, limit: number) {
  const ids: string[] = [];
  const listsAfter: number[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(viewer.cookie, `?${filters}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { profiles: Array<{ id: string }>; nextCursor: string | null };
    ids.push(...body.profiles.map((card) => card.id));
    listsAfter.push(await filteredLists(viewer.id));
    cursor = body.nextCursor;
  } while (cursor);
  return { ids, listsAfter };
}

describe("a new filter's first pages", () => {
  it("come from her main list while it fills them, then from the filters' own list, built then; together the pages a built list gives", async () => {
    const viewer = await groom();
    expect((await get(viewer.cookie, '')).statusCode).toBe(200);
    const filters = 'education=Masters&education=PhD';
    const fromMain = await walk(viewer, filters, 4);
    // The first pages built nothing; the walk ran past her main list's share, which built the filters' list once.
    expect(fromMain.listsAfter[0]).toBe(0);
    expect(fromMain.listsAfter.at(-1)).toBe(1);
    // Every bride the filters keep (Masters or PhD: two in three), once each.
    expect(fromMain.ids).toHaveLength(28);
    expect(new Set(fromMain.ids).size).toBe(28);

    // The same walk with no list at all: the filters' list is built on the first page, and every page comes from it.
    await t.database.db.execute(sql`delete from match_list_heads where viewer_id = ${viewer.id}`);
    const fromBuilt = await walk(viewer, filters, 4);
    expect(fromBuilt.listsAfter[0]).toBe(1);
    expect(fromMain.ids).toEqual(fromBuilt.ids);
  });

  it('builds the filters\' own list at once when her main list cannot fill the first page', async () => {
    const viewer = await groom();
    expect((await get(viewer.cookie, '')).statusCode).toBe(200);
    // Bachelors born 1990–1992 (ages 33 to 36): a few brides, scored low by his Masters wish: few or none in his list.
    const res = await get(viewer.cookie, '?education=Bachelors&ageMin=33&limit=4');
    expect(res.statusCode).toBe(200);
    expect(res.json().profiles.length).toBeGreaterThan(0);
    expect(await filteredLists(viewer.id)).toBe(1);
  });

  it('apply every rule at read time: a bride who blocks him leaves the pages read from his main list at once', async () => {
    const viewer = await groom();
    expect((await get(viewer.cookie, '')).statusCode).toBe(200);
    const first = (await get(viewer.cookie, '?education=Masters&limit=4')).json() as { profiles: Array<{ id: string }> };
    const blocker = first.profiles[0]!.id;
    await t.database.db.insert(blocks).values({ blockerId: blocker, blockedId: viewer.id });
    const after = (await get(viewer.cookie, '?education=Masters&limit=4')).json() as { profiles: Array<{ id: string }> };
    expect(after.profiles.map((card) => card.id)).not.toContain(blocker);
    expect(after.profiles.map((card) => card.id)).toEqual([...first.profiles.slice(1).map((card) => card.id), after.profiles[3]!.id]);
    expect(await filteredLists(viewer.id)).toBe(0);
  });

  it('refuse a stranger and a cursor of another listing as before', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/featured-profiles?education=Masters' })).statusCode).toBe(401);
    const viewer = await groom();
    expect((await get(viewer.cookie, '')).statusCode).toBe(200);
    const page = (await get(viewer.cookie, '?education=Masters&limit=4')).json() as { nextCursor: string };
    // The main listing's own cursor is not the filtered one's: 409, nothing built.
    const other = await get(viewer.cookie, `?education=PhD&limit=4&cursor=${page.nextCursor}`);
    expect(other.statusCode).toBe(409);
    expect(other.json().success).toBe(false);
    expect(await filteredLists(viewer.id)).toBe(0);
  });
});
