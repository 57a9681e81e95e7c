import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, connectBrowser, screenshot } from './support/browser';
import { apiCall, apiLogin, contextWithCookie, discoverablePair, DEMO_PASSWORD } from './support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser.close());

describe('photo privacy', () => {
  it('private photos: placeholders, request, accept, visible, removed, placeholders and 403 again', async () => {
    const used = [0, 2, 4, 6, 40, 41, 42, 43, ...Array.from({ length: 24 }, (_, i) => i)];
    const [owner, viewer] = discoverablePair(used);
    const ownerCookie = await apiLogin(owner.email, DEMO_PASSWORD);
    const viewerCookie = await apiLogin(viewer.email, DEMO_PASSWORD);
    const ownerSelf = (await (await apiCall(ownerCookie, 'GET', '/get-user')).json()).user;
    const photoUrl = `${baseUrl()}${ownerSelf.avatar}`;

    const ownerContext = await contextWithCookie(browser, ownerCookie);
    const viewerContext = await contextWithCookie(browser, viewerCookie);
    const ownerPage = await ownerContext.newPage();
    const viewerPage = await viewerContext.newPage();

    await ownerPage.goto('/settings?tab=privacy');
    const group = ownerPage.getByRole('radiogroup', { name: 'Photo privacy' });
    await group.getByRole('radio', { name: 'Private' }).click();
    await ownerPage.getByText('Photo privacy set to private').waitFor();

    await viewerPage.goto(`/user/view-profile/${ownerSelf.id}`);
    await viewerPage.getByText('Photos are private').first().waitFor();
    expect((await fetch(photoUrl, { headers: { cookie: viewerCookie } })).status).toBe(403);
    await viewerPage.getByRole('button', { name: 'Request Access' }).click();
    await viewerPage.getByRole('button', { name: 'Cancel' }).waitFor();

    await ownerPage.getByRole('button', { name: 'Access Requests' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Photo Access Requests' });
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await ownerPage.getByText('Request accepted successfully').waitFor();
    await screenshot(ownerPage, 'privacy-access-accepted');

    // The viewer's page updates by itself (real time), and the address now works.
    await viewerPage.getByText('Photos are private').first().waitFor({ state: 'detached', timeout: 10_000 });
    expect((await fetch(photoUrl, { headers: { cookie: viewerCookie } })).status).toBe(200);
    await screenshot(viewerPage, 'privacy-photos-visible');

    await dialog.getByRole('tab', { name: 'Approved' }).click();
    await dialog.getByRole('button', { name: 'Remove Access' }).click();
    await ownerPage.getByText('Access removed successfully').waitFor();
    expect((await fetch(photoUrl, { headers: { cookie: viewerCookie } })).status).toBe(403);
    await viewerPage.reload();
    await viewerPage.getByText('Photos are private').first().waitFor();

    await apiCall(ownerCookie, 'PUT', '/update-photo-privacy', { photoPrivacy: 'public' });
    await ownerContext.close();
    await viewerContext.close();
  });
});
