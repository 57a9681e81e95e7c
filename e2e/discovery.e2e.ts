import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser, screenshot } from './support/browser';
import { apiCall, apiLogin, contextWithCookie, discoverablePair, DEMO_PASSWORD } from './support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser.close());

/** Finds a member's card on the featured page, loading more pages as needed. */
async function findCard(page: Page, name: string) {
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: new RegExp(`^${name},`) }) });
  for (let i = 0; i < 8; i += 1) {
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
