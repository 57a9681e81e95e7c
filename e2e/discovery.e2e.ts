import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser, screenshot } from './support/browser';
import { FEATURED_PAGE_SIZE } from '@sakinah/contract';
import { apiCall, apiLogin, contextWithCookie, discoverablePair, DEMO_PASSWORD } from './support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser.close());

/**
 * Finds a member's card on the featured page, loading more pages as needed: to the list's end, since members the
 * other browser tests make meanwhile (complete, paid, approved, recent) can rank above her.
 */
async function findCard(page: Page, name: string) {
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: new RegExp(`^${name},`) }) });
  for (let i = 0; i < 40; i += 1) {
    if (await card.count()) return card.first();
    const more = page.getByRole('button', { name: 'Load More Profiles' });
    if (!(await more.count())) break;
    await more.click();
    await page.waitForTimeout(400);
  }
  throw new Error(`${name} is not listed`);
}

describe('featured profiles and connections', () => {
  it('A sends a request; B sees the badge and the toast at once, accepts; both are connected; A removes it', async () => {
    // Members no other browser test touches.
    const [a, b] = discoverablePair([0, 2, 4, 6, 40, 41, 42, 43, ...Array.from({ length: 12 }, (_, i) => i)]);
    const cookieA = await apiLogin(a.email, DEMO_PASSWORD);
    const cookieB = await apiLogin(b.email, DEMO_PASSWORD);
    // B's account is private: A may view it only once connected.
    await apiCall(cookieB, 'PUT', '/update-privacy-settings', { accountPrivacy: 'private' });
    const bId = (await (await apiCall(cookieB, 'GET', '/get-user')).json()).user.id;
    const aId = (await (await apiCall(cookieA, 'GET', '/get-user')).json()).user.id;
    expect((await apiCall(cookieA, 'GET', `/user/${bId}`)).status).toBe(403);

    const contextA = await contextWithCookie(browser, cookieA);
    const contextB = await contextWithCookie(browser, cookieB);
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    await pageB.goto('/user/featured-profiles');
    await pageB.getByRole('heading', { level: 1, name: 'Featured Profiles' }).waitFor();
    await pageA.goto('/user/featured-profiles');
    await pageA.getByRole('heading', { level: 1, name: 'Featured Profiles' }).waitFor();
    await screenshot(pageA, 'featured-profiles');

    const card = await findCard(pageA, `${b.firstName} ${b.lastName}`);
    await card.getByRole('button', { name: 'Send Request' }).click();
    await card.getByRole('button', { name: 'Cancel Request' }).waitFor();

    // B, without reloading: the toast and the badge.
    await pageB.getByText('You received a new request!').waitFor({ timeout: 10_000 });
    await pageB.getByRole('button', { name: 'View Profile Requests' }).click();
    const dialog = pageB.getByRole('dialog', { name: 'Profile Requests' });
    await dialog.getByRole('button', { name: 'Accept' }).first().click();
    await pageB.getByText('Request accepted').first().waitFor();
    await screenshot(pageB, 'requests-accepted');

    expect((await apiCall(cookieA, 'GET', `/user/${bId}`)).status).toBe(200);
    for (const [page, other] of [[pageA, b], [pageB, a]] as const) {
      await page.goto('/user/connections');
      await page.getByRole('heading', { level: 2, name: `${other.firstName} ${other.lastName}` }).waitFor();
    }
    await pageA.getByRole('button', { name: 'Remove' }).first().click();
    await pageA.getByRole('dialog', { name: 'Remove connection?' }).getByRole('button', { name: 'Remove' }).click();
    await pageA.getByText('Request removed.').waitFor();
    await pageA.getByText("You don't have any requests yet.").waitFor();
    expect((await apiCall(cookieA, 'GET', `/user/${bId}`)).status).toBe(403);
    void aId;
    await apiCall(cookieB, 'PUT', '/update-privacy-settings', { accountPrivacy: 'public' });
    await contextA.close();
    await contextB.close();
  });
});

describe("the sidebar's filters", () => {
  it('ticking an education narrows the grid to the members the server lists for it; the chip shows it; Clear brings the rest back', async () => {
    // Any member who may browse: filters change nothing but her own stored lists.
    const [viewer] = discoverablePair([0, 2, 4, 6, 40, 41, 42, 43]);
    const cookie = await apiLogin(viewer.email, DEMO_PASSWORD);
    type Card = { firstName: string; lastName: string; education: string | null };
    const listed = async (query: string) =>
      ((await (await apiCall(cookie, 'GET', `/featured-profiles?limit=48${query}`)).json()).profiles as Card[]).map((p) => ({
        name: `${p.firstName} ${p.lastName}`,
        education: p.education,
      }));
    const everyone = await listed('');
    expect(everyone.length).toBeGreaterThan(1);
    // An education some of them have and some do not, so that the filter visibly narrows the grid.
    const counts = new Map<string, number>();
    for (const card of everyone) if (card.education) counts.set(card.education, (counts.get(card.education) ?? 0) + 1);
    const education = [...counts].find(([, n]) => n < everyone.length)?.[0] ?? [...counts.keys()][0]!;
    const narrowed = (await listed(`&education=${encodeURIComponent(education)}`)).map((c) => c.name);
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThanOrEqual(everyone.length);

    const context = await contextWithCookie(browser, cookie);
    const page = await context.newPage();
    await page.goto('/user/featured-profiles');
    await page.getByRole('heading', { level: 1, name: 'Featured Profiles' }).waitFor();
    // The grid only ("Today's matches" above it has cards of its own).
    const names = () => page.getByRole('list', { name: 'Featured profiles' }).getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
    const shows = async (expected: string[]) => {
      const deadline = Date.now() + 10_000;
      let seen: string[] = [];
      while (Date.now() < deadline) {
        seen = (await names()).map((heading) => heading.split(',')[0]!.trim());
        if (seen.length === expected.length && seen.every((name, i) => name === expected[i])) return;
        await page.waitForTimeout(100);
      }
      expect(seen).toEqual(expected);
    };
    const firstPage = (list: string[]) => list.slice(0, FEATURED_PAGE_SIZE);
    await shows(firstPage(everyone.map((c) => c.name)));

    await page.getByRole('group', { name: 'Education' }).getByRole('checkbox', { name: education, exact: true }).check();
    await page.getByRole('button', { name: `Remove filter ${education}` }).waitFor();
    await shows(firstPage(narrowed));
    await screenshot(page, 'featured-profiles-filtered');

    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await shows(firstPage(everyone.map((c) => c.name)));
    await expect(page.getByRole('group', { name: 'Education' }).getByRole('checkbox', { name: education, exact: true }).isChecked()).resolves.toBe(false);
    await context.close();
  });
});
