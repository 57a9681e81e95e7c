import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, connectBrowser, screenshot } from './support/browser';
import { DEMO_PASSWORD, apiCall, apiLogin, completeProfileViaApi, contextWithCookie, demoMember, signUpViaApi } from './support/accounts';
import { photoWithExif } from './support/images';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './support/constants';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser.close());

const PHONE_390 = { width: 390, height: 844 } as const;
const ALL_CASTES = ['Syed', 'Sheikh', 'Pathan', 'Mughal', 'Ansari', 'Qureshi', 'Khan', 'Malik', 'Mirza', 'Siddiqui', 'Memons', 'Bohras', 'Other'];

describe("Today's matches and who viewed you", () => {
  it('a Premium member sees her matches of the day and, once another member opens her profile, that viewer', async () => {
    // A demo member no other browser test uses (odd indices are men), Standard plan: no "who viewed you".
    const viewer = demoMember(13);
    expect(viewer.gender).toBe('male');
    const viewerCookie = await apiLogin(viewer.email, DEMO_PASSWORD);

    // She signs up, completes her profile in a caste he looks for, buys Premium, and is approved.
    const member = await signUpViaApi({ firstName: 'Rukhsar', lastName: 'Haider' });
    await completeProfileViaApi(member, await photoWithExif({ r: 150, g: 120, b: 100 }), {
      firstName: 'Rukhsar', lastName: 'Haider', caste: viewer.casteInterestedIn[0], casteInterestedIn: ALL_CASTES,
    });
    const plans = (await (await apiCall(member.cookie, 'GET', '/get-packages')).json()).packages as Array<{ id: string; name: string; duration: string; finalPrice: number }>;
    const premium = plans.find((p) => p.name === 'Premium' && p.duration === '1 Month')!;
    const desktop = await contextWithCookie(browser, member.cookie, DESKTOP);
    const page = await desktop.newPage();
    await page.goto(`/payment?id=${premium.id}`);
    await page.getByRole('button', { name: `Pay ₹${premium.finalPrice.toLocaleString('en-IN')} Now` }).click();
    await page.waitForURL('**/sandbox-pay/**');
    await page.getByRole('button', { name: /test success/ }).click();
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    const me = (await (await apiCall(member.cookie, 'GET', '/get-user')).json()).user as { id: string };
    const adminCookie = await apiLogin(E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    expect((await apiCall(adminCookie, 'POST', `/admin/members/${me.id}/approve`)).status).toBe(200);

    // Today's matches: up to 10 cards above the grid; nobody has viewed her yet.
    await page.goto('/user/featured-profiles');
    const matches = page.getByRole('list', { name: "Today's matches" });
    await matches.getByRole('article').first().waitFor();
    const count = await matches.getByRole('article').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);
    const badge = page.getByRole('link', { name: /Who viewed you/ });
    await badge.getByText('0', { exact: true }).waitFor();
    await screenshot(page, 'todays-matches-desktop');

    // He opens her profile; the view is written within a couple of seconds.
    expect((await apiCall(viewerCookie, 'GET', `/user/${me.id}`)).status).toBe(200);
    const viewerCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: new RegExp(`^${viewer.firstName} ${viewer.lastName},`) }) });
    await page.goto('/user/viewers');
    await page.getByRole('heading', { level: 1, name: /Who viewed you/ }).waitFor();
    for (let i = 0; i < 10 && !(await viewerCard.count()); i += 1) {
      await page.waitForTimeout(1000);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: /Who viewed you/ }).waitFor();
    }
    await viewerCard.waitFor();
    await page.getByText(/^Viewed /).first().waitFor();
    await screenshot(page, 'profile-viewers-desktop');
    await page.goto('/user/featured-profiles');
    await badge.getByText('1', { exact: true }).waitFor();
    await desktop.close();

    // On a phone: the scroller and the viewers page.
    const phone = await contextWithCookie(browser, member.cookie, PHONE_390);
    const phonePage = await phone.newPage();
    await phonePage.goto('/user/featured-profiles');
    await phonePage.getByRole('list', { name: "Today's matches" }).getByRole('article').first().waitFor();
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The first card lines up with the section's text (the scroller runs to the screen's edges, its cards do not).
    const sectionLeft = (await phonePage.getByRole('region', { name: "Today's matches" }).boundingBox())!.x;
    const firstCardLeft = (await phonePage.getByRole('list', { name: "Today's matches" }).getByRole('listitem').first().boundingBox())!.x;
    expect(sectionLeft).toBeGreaterThan(0);
    expect(Math.abs(firstCardLeft - sectionLeft)).toBeLessThanOrEqual(1);
    await screenshot(phonePage, 'todays-matches-phone');
    await phonePage.goto('/user/viewers');
    await phonePage.getByRole('heading', { name: new RegExp(`^${viewer.firstName} ${viewer.lastName},`) }).waitFor();
    await screenshot(phonePage, 'profile-viewers-phone');
    await phone.close();
  }, 120_000);

  it('a Standard member sees the count of his viewers and the upgrade path, not who', async () => {
    const viewerCookie = await apiLogin(demoMember(13).email, DEMO_PASSWORD);
    const his = await contextWithCookie(browser, viewerCookie, PHONE_390);
    const hisPage = await his.newPage();
    await hisPage.goto('/user/viewers');
    await hisPage.getByText(/viewed your profile in the last 30 days|No one has viewed your profile/).waitFor();
    await hisPage.getByRole('link', { name: 'Upgrade Package' }).waitFor();
    await screenshot(hisPage, 'profile-viewers-locked-phone');
    await his.close();
  });
});
