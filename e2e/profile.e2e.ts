import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { baseUrl, connectBrowser, PHONE, screenshot } from './support/browser';
import { apiCall, apiLogin, contextWithCookie, demoMember, discoverablePair, indexOfDemo, signUpViaApi, DEMO_PASSWORD } from './support/accounts';
import { photoWithExif } from './support/images';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser.close());

describe('profile editor', () => {
  it('a photo upload shows how much of each file has gone, and she can cancel it: nothing is saved', async () => {
    const member = demoMember(31);
    const cookie = await apiLogin(member.email, DEMO_PASSWORD);
    const before = (await (await apiCall(cookie, 'GET', '/get-user')).json()).user.images.length as number;
    const context = await contextWithCookie(browser, cookie);
    const page = await context.newPage();
    // A slow uplink (64 KB/s), so the upload takes long enough to watch and to stop.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // The page's own requests go before the uplink is slowed; only the upload is meant to crawl.
    await page.goto('/user/profile', { waitUntil: 'domcontentloaded' });
    await page.getByRole('tab', { name: 'Photo' }).waitFor();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 64 * 1024 });
    await page.getByRole('tab', { name: 'Photo' }).click();
    const noise = (seed: number) =>
      sharp(Buffer.from(Array.from({ length: 600 * 600 * 3 }, (_, i) => (i * seed * 2654435761) % 251)), { raw: { width: 600, height: 600, channels: 3 } })
        .jpeg({ quality: 95 })
        .toBuffer();
    await page.getByLabel('Choose Photos').setInputFiles([
      { name: 'first.jpg', mimeType: 'image/jpeg', buffer: await noise(7) },
      { name: 'second.jpg', mimeType: 'image/jpeg', buffer: await noise(13) },
    ]);
    await page.getByRole('button', { name: 'Upload Photos' }).click();
    const first = page.getByRole('progressbar', { name: 'Uploading first.jpg' });
    await expect.poll(async () => Number(await first.getAttribute('aria-valuenow')), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(Number(await page.getByRole('progressbar', { name: 'Uploading second.jpg' }).getAttribute('aria-valuenow'))).toBeLessThan(100);
    await expect.poll(() => page.getByRole('button', { name: /^Uploading\.\.\. \d+%$/ }).isDisabled()).toBe(true);
    await screenshot(page, 'profile-photo-upload-progress');
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await page.getByText('Upload cancelled. Nothing was saved.').waitFor();
    // Her selection stays for another try; the server kept nothing.
    await page.getByRole('list', { name: 'Photos ready to upload' }).waitFor();
    expect(await page.getByRole('button', { name: 'Upload Photos' }).isEnabled()).toBe(true);
    expect((await (await apiCall(cookie, 'GET', '/get-user')).json()).user.images).toHaveLength(before);
    await context.close();
  });

  it('a family in a small town picks "Other town", types its name, and picks an Indian degree, work and a lakh band (issue 41)', async () => {
    const member = await signUpViaApi({ firstName: 'Rukhsar', lastName: 'Ansari', gender: 'female' });
    const context = await contextWithCookie(browser, member.cookie);
    const page = await context.newPage();
    await page.goto('/user/profile');
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field('Marital Status').selectOption('single');
    await field('Weight (kg)').fill('52');
    await field('Height').selectOption("5'2");
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await page.getByRole('tab', { name: 'Contact', selected: true }).waitFor();
    await field('State').selectOption('Uttar Pradesh');
    await field('City').selectOption('Other town');
    await field('Name of your town').fill('Nawabganj');
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await page.getByRole('tab', { name: 'Education', selected: true }).waitFor();
    await field('Education').selectOption('Alim / Alimah');
    await field('Occupation').selectOption('Homemaker');
    await field('Annual Income').selectOption('₹5–7.5 lakh');
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await page.getByRole('tab', { name: 'Family', selected: true }).waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Family', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    expect(await field('Education').inputValue()).toBe('Alim / Alimah');
    expect(await field('Annual Income').inputValue()).toBe('₹5–7.5 lakh');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    expect(await field('Name of your town').inputValue()).toBe('Nawabganj');
    expect(await field('City').inputValue()).toBe('Nawabganj');
    await screenshot(page, 'profile-other-town');
    await context.close();
  });

  it('a member fills all seven tabs, finds the draft after a reload, manages photos, and sees the overview', async () => {
    const member = await signUpViaApi({ firstName: 'Zainab', lastName: 'Siddiqui', gender: 'female' });
    const context = await contextWithCookie(browser, member.cookie);
    const page = await context.newPage();
    await page.goto('/user/profile');
    await page.getByRole('heading', { level: 1, name: 'Assalamu alaikum, Zainab!' }).waitFor();
    const field = (label: string) => page.getByLabel(label, { exact: true });
    const next = () => page.getByRole('button', { name: 'Save & Next' }).click();

    // Personal: a tab click is refused while the section is invalid.
    await field('Marital Status').selectOption('single');
    await field('Weight (kg)').fill('56');
    await field('Height').selectOption("5'4");
    await next();
    // Contact
    await field('Address (optional)').fill('House 12, Aminabad Road');
    await field('State').selectOption('Uttar Pradesh');
    await field('City').selectOption('Lucknow');
    await next();
    // Education
    await field('Education').selectOption('Masters');
    await field('Occupation').selectOption('Teacher');
    await next();

    // Reload midway: the draft brings back the section and the values.
    await page.reload();
    await page.getByRole('tab', { name: 'Family', selected: true }).waitFor();
    // Back needs no validation; the restored values let Save & Next go forward again.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    expect(await field('City').inputValue()).toBe('Lucknow');
    await next();
    expect(await field('Education').inputValue()).toBe('Masters');
    await next();
    await page.getByRole('tab', { name: 'Family', selected: true }).waitFor();

    await field("Father's Name").fill('Abdul Rahman');
    await field("Mother's Name").fill('Shabana Begum');
    await field('Number of Siblings').fill('2');
    await field('Caste').selectOption('Siddiqui');
    const interested = page.getByRole('group', { name: 'Castes Interested In' });
    await interested.getByRole('checkbox', { name: 'Siddiqui', exact: true }).check();
    await interested.getByRole('checkbox', { name: 'Sheikh', exact: true }).check();
    await next();
    await field('Preferred Age Range').selectOption('26-30');
    await field('Preferred Height').selectOption('Any');
    await field('Preferred Education').selectOption('Any');
    await field('Preferred Occupation').selectOption('Any');
    await next();
    await field('About Me').fill('Teacher who loves poetry and family time.');
    await field('Expectations').fill('Someone kind and practising who values family.');
    await next();

    // Photos: two uploads, the second becomes the avatar, the first is deleted.
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Photo is required').first().waitFor();
    await page.getByLabel('Choose Photos').setInputFiles([
      { name: 'garden.jpg', mimeType: 'image/jpeg', buffer: await photoWithExif({ r: 30, g: 110, b: 80 }) },
      { name: 'family.jpg', mimeType: 'image/jpeg', buffer: await photoWithExif({ r: 200, g: 160, b: 60 }) },
    ]);
    await page.getByRole('button', { name: 'Upload Photos' }).click();
    await page.getByText('Images uploaded successfully!').waitFor();
    await page.getByRole('button', { name: 'Set photo 2 as profile photo' }).click();
    await page.getByRole('dialog', { name: 'Set Profile Photo' }).getByRole('button', { name: 'Yes, set it' }).click();
    await page.getByText('Avatar updated successfully').waitFor();
    await page.getByRole('button', { name: 'Delete photo 1' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Photo?' });
    expect(await confirm.innerText()).toContain('Once deleted, this action cannot be undone!');
    await confirm.getByRole('button', { name: 'Yes, delete it' }).click();
    await page.getByText('Image deleted successfully').waitFor();
    await screenshot(page, 'profile-editor-photos');

    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.waitForURL('**/pricing');

    // The stored photo carries no EXIF.
    const me = (await (await apiCall(member.cookie, 'GET', '/get-user')).json()).user;
    expect(me.isProfileComplete).toBe(true);
    expect(me.images).toHaveLength(1);
    const bytes = Buffer.from(await (await fetch(`${baseUrl()}${me.avatar}`, { headers: { cookie: member.cookie } })).arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Private Person'))).toBe(false);

    await page.goto('/user/profile-page');
    const ring = page.getByRole('progressbar', { name: 'Profile completion' });
    await ring.waitFor();
    // Everything but the payment (10 of 100).
    expect(await ring.getAttribute('aria-valuenow')).toBe('90');
    expect(await page.locator('body').innerText()).toContain('No Active Subscription');
    await screenshot(page, 'profile-overview');
    await context.close();
  });
});

describe('another member\'s private photos', () => {
  it('are shown only as placeholders, and their addresses answer 403', async () => {
    const [owner, viewer] = discoverablePair([0, 2, 4, 6, 40, 41, 42, 43]);
    const ownerCookie = await apiLogin(owner.email, DEMO_PASSWORD);
    await apiCall(ownerCookie, 'PUT', '/update-photo-privacy', { photoPrivacy: 'private' });
    const ownerSelf = (await (await apiCall(ownerCookie, 'GET', '/get-user')).json()).user;
    const viewerCookie = await apiLogin(viewer.email, DEMO_PASSWORD);
    const context = await contextWithCookie(browser, viewerCookie, PHONE);
    const page = await context.newPage();
    await page.goto(`/user/view-profile/${ownerSelf.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('body').innerText()).toContain('Photos are private');
    await screenshot(page, 'view-profile-private-photos-phone');
    const direct = await fetch(`${baseUrl()}${ownerSelf.avatar}`, { headers: { cookie: viewerCookie } });
    expect(direct.status).toBe(403);
    await context.close();
    void indexOfDemo;
    void demoMember;
  });
});
