import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@sakinah/contract';
import { baseUrl, connectBrowser, newPerson, PHONE, screenshot } from './support/browser';
import { apiCall, apiLogin, completeProfileViaApi, contextWithCookie, DEMO_PASSWORD, discoverablePair, loginViaUi, signUpViaApi } from './support/accounts';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './support/constants';
import { syntheticPhoto } from '../apps/server/src/test/images';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser.close());

async function uploadPhoto(cookie: string, bytes: Buffer): Promise<{ key: string; url: string; held: boolean }> {
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'copy.jpg');
  const res = await fetch(`${baseUrl()}/api/upload-images`, { method: 'POST', headers: { cookie }, body: form });
  expect(res.status).toBe(200);
  return (await res.json()).uploadedImages[0];
}

/** The keys of the photos a profile page shows (gallery thumbnails and the avatar). */
async function photoKeysOn(page: Page, memberId: string): Promise<string> {
  await page.goto(`/user/view-profile/${memberId}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Photos' }).first().waitFor();
  return (await page.locator('img').evaluateAll((images) => images.map((i) => (i as HTMLImageElement).src))).join(' ');
}

describe('a photo another member already uses', () => {
  it('is held from other members and shown side by side in the Risk queue; a false alarm releases it', async () => {
    // Member A's own photo.
    const original = await syntheticPhoto(4242);
    const first = await signUpViaApi({ firstName: 'Rukhsar', lastName: 'Original' });
    await completeProfileViaApi(first, await sharp(original).jpeg({ quality: 90 }).toBuffer(), { firstName: 'Rukhsar', lastName: 'Original' });

    // Member B uploads an edited copy: cropped a little, brighter, re-compressed.
    const [copier, third] = discoverablePair([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 40, 41, 42, 43]);
    const copierCookie = await apiLogin(copier.email, DEMO_PASSWORD);
    await apiCall(copierCookie, 'PUT', '/update-photo-privacy', { photoPrivacy: 'public' });
    const copierSelf = (await (await apiCall(copierCookie, 'GET', '/get-user')).json()).user as { id: string; firstName: string; lastName: string };
    const edited = await sharp(original).extract({ left: 12, top: 15, width: 776, height: 970 }).modulate({ brightness: 1.1 }).jpeg({ quality: 60 }).toBuffer();
    const copy = await uploadPhoto(copierCookie, edited);
    expect(copy.held).toBe(true);

    // A third member sees B's profile without the copy, and its address is not there for him.
    const thirdCookie = await apiLogin(third.email, DEMO_PASSWORD);
    const thirdContext = await contextWithCookie(browser, thirdCookie, PHONE);
    const thirdPage = await thirdContext.newPage();
    expect(await photoKeysOn(thirdPage, copierSelf.id)).not.toContain(copy.key);
    expect((await fetch(`${baseUrl()}${copy.url}`, { headers: { cookie: thirdCookie } })).status).toBe(404);
    // B herself still sees it.
    expect((await fetch(`${baseUrl()}${copy.url}`, { headers: { cookie: copierCookie } })).status).toBe(200);
    const copierContext = await contextWithCookie(browser, copierCookie, PHONE);
    const own = await copierContext.newPage();
    await own.goto('/user/profile');
    await own.getByRole('tab', { name: 'Photo' }).click();
    await own.getByText(MSG.photoUnderReviewBadge, { exact: true }).waitFor();
    await own.getByText(MSG.photoUnderReview).waitFor();
    expect(await own.locator('body').innerText()).not.toContain('Rukhsar');
    await screenshot(own, 'profile-photo-under-review-phone');
    await copierContext.close();

    // The admin finds it in the Risk queue with both photos side by side.
    const adminContext = await newPerson(browser);
    const admin = await adminContext.newPage();
    await loginViaUi(admin, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await admin.waitForURL('**/admin', { timeout: 8000 });
    await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: /^Risk/ }).click();
    await admin.getByRole('heading', { level: 1, name: 'Risk' }).waitFor();
    const copierName = `${copierSelf.firstName} ${copierSelf.lastName}`;
    const card = admin.getByRole('article').filter({ has: admin.getByRole('link', { name: copierName }) }).filter({ hasText: 'Photo used by another member' });
    await card.waitFor();
    const newPhoto = card.getByRole('img', { name: 'New photo (held)' });
    const earlier = card.getByRole('img', { name: 'Earlier photo of Rukhsar Original' });
    for (const image of [newPhoto, earlier]) {
      await image.waitFor();
      await expect.poll(() => image.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    expect(await newPhoto.getAttribute('src')).toBe(copy.url);
    await card.scrollIntoViewIfNeeded();
    await screenshot(admin, 'admin-risk-desktop');
    await admin.setViewportSize({ width: 390, height: 844 });
    await screenshot(admin, 'admin-risk-phone');
    await admin.setViewportSize({ width: 1280, height: 900 });

    // False alarm, confirmed: the server's message, and the item leaves the open tab.
    await card.getByRole('button', { name: 'False alarm' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Mark as a false alarm?' });
    await dialog.getByRole('button', { name: 'False alarm' }).click();
    await admin.getByText(MSG.riskFalseAlarm).waitFor();
    await card.waitFor({ state: 'detached' });
    await admin.getByRole('tab', { name: 'Dismissed' }).click();
    await admin.getByRole('article').filter({ has: admin.getByRole('link', { name: copierName }) }).filter({ hasText: 'False alarm' }).first().waitFor();

    // Released: the third member now sees the photo.
    expect(await photoKeysOn(thirdPage, copierSelf.id)).toContain(copy.key);
    expect((await fetch(`${baseUrl()}${copy.url}`, { headers: { cookie: thirdCookie } })).status).toBe(200);
    await thirdContext.close();
    await adminContext.close();
  });
});
