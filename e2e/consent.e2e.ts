import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { closeToasts, connectBrowser, PHONE, screenshot, screenshotOf } from './support/browser';
import { apiCall, apiLogin, contextWithCookie, demoMember, DEMO_PASSWORD } from './support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser.close());

async function signedIn(index: number) {
  const member = demoMember(index);
  const cookie = await apiLogin(member.email, DEMO_PASSWORD);
  const me = (await (await apiCall(cookie, 'GET', '/get-user')).json()).user as { id: string; email: string; contactNo: string };
  return { member, cookie, id: me.id, email: me.email, phone: me.contactNo };
}

describe('contact details only when both agree', () => {
  it('two connected members see each other\u2019s details only after both agree, live; stopping hides them live', async () => {
    // Demo members 17 and 28 may discover each other; no other browser test touches them.
    const a = await signedIn(17);
    const b = await signedIn(28);
    const nameA = `${a.member.firstName} ${a.member.lastName}`;
    const sent = await (await apiCall(a.cookie, 'POST', '/send-request', { receiverId: b.id })).json();
    await apiCall(b.cookie, 'PUT', `/respond-request/${sent.request.id}`, { action: 'accepted' });

    // A on a phone, B on a desktop: each keeps the other's profile and her connections open.
    const contextA = await contextWithCookie(browser, a.cookie, PHONE);
    const contextB = await contextWithCookie(browser, b.cookie);
    const profileOfB = await contextA.newPage();
    const profileOfA = await contextB.newPage();
    await profileOfB.goto(`/user/view-profile/${b.id}`);
    await profileOfA.goto(`/user/view-profile/${a.id}`);
    const connectionsA = await contextA.newPage();
    const connectionsB = await contextB.newPage();
    await connectionsA.goto('/user/connections');
    await connectionsB.goto('/user/connections');

    // Connected, nobody agreed: no details anywhere, and each page says how to ask.
    const howToAsk = 'Phone and email are shared only when you both agree.';
    const connectionsHint = 'Phone and email are shared when you both agree.';
    for (const [page, other] of [[profileOfB, b], [profileOfA, a]] as const) {
      await page.getByText(howToAsk, { exact: false }).waitFor();
      expect(await page.getByRole('link', { name: 'Open chat' }).getAttribute('href')).toBe(`/user/messages/${other.id}`);
      const html = await page.content();
      expect(html).not.toContain(other.email);
      expect(html).not.toContain(other.phone);
    }
    for (const [page, other] of [[connectionsA, b], [connectionsB, a]] as const) {
      await page.getByText(connectionsHint, { exact: false }).waitFor();
      expect(await page.content()).not.toContain(other.email);
    }
    await screenshot(profileOfB, 'contact-how-to-ask');

    // A asks in chat; B (whose chat is open) is asked at once and accepts.
    const chatA = await contextA.newPage();
    await chatA.goto(`/user/messages/${b.id}`);
    const chatB = await contextB.newPage();
    await chatB.setViewportSize(PHONE);
    await chatB.goto(`/user/messages/${a.id}`);
    await chatB.getByRole('log').waitFor();
    await chatA.getByRole('button', { name: 'Share Contact Details' }).click();
    await chatA.getByRole('region', { name: 'Contact exchange' }).getByText(`Waiting for ${b.member.firstName} to accept`, { exact: false }).waitFor();
    await closeToasts(chatA);
    await screenshot(chatA, 'chat-contact-waiting', { fullPage: false });
    const asked = chatB.getByRole('region', { name: 'Contact exchange' });
    await asked.getByText(`${a.member.firstName} would like to exchange contact details.`).waitFor({ timeout: 10_000 });
    await screenshot(chatB, 'chat-contact-asked', { fullPage: false });
    await asked.getByRole('button', { name: 'Accept' }).click();

    // Every open page of both shows the details without a reload.
    await profileOfB.getByRole('heading', { name: 'Contact Details' }).waitFor({ timeout: 10_000 });
    await profileOfB.getByText(b.email).waitFor();
    await profileOfB.getByText(`+91 ${b.phone}`).waitFor();
    await profileOfA.getByText(a.email).waitFor({ timeout: 10_000 });
    await connectionsA.getByText(b.email).waitFor({ timeout: 10_000 });
    await connectionsB.getByText(a.email).waitFor({ timeout: 10_000 });
    await chatA.getByRole('region', { name: 'Contact details' }).getByText(b.email).waitFor({ timeout: 10_000 });
    await screenshot(profileOfB, 'contact-shared');
    await closeToasts(chatA);
    await screenshot(chatA, 'chat-contact-shared', { fullPage: false });

    // B stops sharing in Settings: the details leave every open page of both at once.
    const settingsB = await contextB.newPage();
    await settingsB.setViewportSize(PHONE);
    await settingsB.goto('/settings?tab=privacy');
    const stop = settingsB.getByRole('button', { name: `Stop sharing with ${nameA}` });
    await stop.waitFor({ timeout: 10_000 });
    await closeToasts(settingsB);
    await screenshot(settingsB, 'settings-privacy-phone');
    const sharedCard = settingsB.getByRole('region', { name: 'Shared contact details' });
    await screenshotOf(sharedCard, 'settings-shared-contacts');
    await stop.click();
    await settingsB.getByRole('dialog', { name: 'Stop sharing contact details?' }).getByRole('button', { name: 'Stop sharing' }).click();
    await settingsB.getByText('You do not share your contact details with anyone.').waitFor({ timeout: 10_000 });
    await closeToasts(settingsB);
    await screenshotOf(sharedCard, 'settings-shared-contacts-empty');
    await profileOfB.getByText(howToAsk, { exact: false }).waitFor({ timeout: 10_000 });
    expect(await profileOfB.getByText(b.email).count()).toBe(0);
    await profileOfA.getByText(howToAsk, { exact: false }).waitFor({ timeout: 10_000 });
    expect(await profileOfA.getByText(a.email).count()).toBe(0);
    await connectionsA.getByText(connectionsHint, { exact: false }).waitFor({ timeout: 10_000 });
    expect(await connectionsA.getByText(b.email).count()).toBe(0);
    const panelA = chatA.getByRole('region', { name: 'Contact exchange' });
    await panelA.getByText('Contact details are no longer shared.').waitFor({ timeout: 10_000 });
    expect(await chatA.getByRole('region', { name: 'Contact details' }).count()).toBe(0);
    await closeToasts(chatA);
    await screenshot(chatA, 'chat-contact-withdrawn', { fullPage: false });

    // A may ask again from the panel; B declines this time, and A's open chat says so.
    await panelA.getByRole('button', { name: 'Ask to exchange contact details' }).click();
    await asked.getByRole('button', { name: 'Decline' }).click({ timeout: 10_000 });
    await panelA.getByText(`${b.member.firstName} declined to exchange contact details.`).waitFor({ timeout: 10_000 });
    expect(await profileOfB.getByText(b.email).count()).toBe(0);
    await contextA.close();
    await contextB.close();
  });

  it('a sender\u2019s open profile page turns to Connected when the other accepts, without a reload', async () => {
    // Demo members 31 and 34 may discover each other; no other browser test touches them.
    const a = await signedIn(31);
    const b = await signedIn(34);
    const contextA = await contextWithCookie(browser, a.cookie);
    const page = await contextA.newPage();
    await page.goto(`/user/view-profile/${b.id}`);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.getByRole('button', { name: 'Request Sent' }).waitFor();

    // B accepts elsewhere (her own device).
    const requests = (await (await apiCall(b.cookie, 'GET', `/received-requests/${b.id}`)).json()).data.incomingRequests.list as Array<{ requestId: string; userId: string }>;
    const mine = requests.find((request) => request.userId === a.id)!;
    await apiCall(b.cookie, 'PUT', `/respond-request/${mine.requestId}`, { action: 'accepted' });

    await page.getByText('Connected', { exact: true }).waitFor({ timeout: 10_000 });
    await page.getByRole('link', { name: 'Chat', exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Request Sent' }).count()).toBe(0);
    await screenshot(page, 'view-profile-connected-live');
    await contextA.close();
  });
});
