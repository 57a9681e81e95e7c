import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@sakinah/contract';
import { connectBrowser, screenshot } from './support/browser';
import { apiCall, apiLogin, completeProfileViaApi, contextWithCookie, signUpViaApi, payPremiumAndApprove } from './support/accounts';
import { photoWithExif } from './support/images';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './support/constants';

let browser: Browser;
let adminCookie: string;
beforeAll(async () => {
  browser = await connectBrowser();
  adminCookie = await apiLogin(E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
});
afterAll(async () => browser.close());

/** A new member of her own (no demo member shared with other tests): signed up, complete, paid in the sandbox, approved. */
async function activeMember(firstName: string, gender: 'male' | 'female', colour: { r: number; g: number; b: number }) {
  const member = await signUpViaApi({ firstName, lastName: 'Ansari', gender });
  await completeProfileViaApi(member, await photoWithExif(colour), { firstName, lastName: 'Ansari', gender, caste: 'Qureshi', casteInterestedIn: ['Qureshi', 'Ansari'] });
  const id = await payPremiumAndApprove(browser, member, adminCookie);
  return { ...member, id };
}

const say = async (page: Page, text: string) => {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
};

describe('scam interception', () => {
  it('the receiver sees a scam-like message with a calm warning, the sender does not; Report attaches it; repeats reach the Risk queue', { timeout: 120_000 }, async () => {
    const a = await activeMember('Imran', 'male', { r: 60, g: 110, b: 160 });
    const b = await activeMember('Sana', 'female', { r: 170, g: 100, b: 80 });
    const sent = await (await apiCall(a.cookie, 'POST', '/send-request', { receiverId: b.id })).json();
    expect((await apiCall(b.cookie, 'PUT', `/respond-request/${sent.request.id}`, { action: 'accepted' })).ok).toBe(true);

    const contextA = await contextWithCookie(browser, a.cookie);
    const contextB = await contextWithCookie(browser, b.cookie);
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    await pageA.goto(`/user/messages/${b.id}`);
    await pageB.goto(`/user/messages/${a.id}`);
    const logA = pageA.getByRole('log');
    const logB = pageB.getByRole('log');
    await logA.waitFor();
    await logB.waitFor();

    await say(pageA, 'Assalamu alaikum, how was your day?');
    await logB.getByText('Assalamu alaikum, how was your day?').waitFor({ timeout: 10_000 });
    await say(pageA, 'please send money for customs fee');

    // B: the message, shown in full, with the warning under it (arrived in real time).
    await logB.getByText('please send money for customs fee').waitFor({ timeout: 10_000 });
    const warning = logB.getByRole('complementary', { name: MSG.scamWarningTitle });
    await warning.waitFor();
    expect(await warning.innerText()).toContain(MSG.scamWarningTipMoney);
    expect(await warning.getByRole('link', { name: MSG.scamWarningSafetyLink }).getAttribute('href')).toBe('/safety');
    // Only one warning: the ordinary message before it has none.
    expect(await logB.getByRole('complementary').count()).toBe(1);
    await screenshot(pageB, 'scam-warning-desktop', { fullPage: false });
    await pageB.setViewportSize({ width: 390, height: 844 });
    await warning.scrollIntoViewIfNeeded();
    await screenshot(pageB, 'scam-warning-phone', { fullPage: false });

    // A: her message, and no warning, no hint of one (also after a reload from the server).
    await logA.getByText('please send money for customs fee').waitFor();
    expect(await logA.getByRole('complementary').count()).toBe(0);
    await pageA.reload();
    await pageA.getByRole('log').getByText('please send money for customs fee').waitFor();
    expect(await pageA.getByRole('log').getByRole('complementary').count()).toBe(0);
    expect(await pageA.getByText(MSG.scamWarningTitle).count()).toBe(0);

    // B reports from the warning: "Asking for money" chosen, the message attached.
    await warning.getByRole('button', { name: MSG.scamWarningReport }).click();
    const dialog = pageB.getByRole('dialog', { name: 'Report Imran' });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: 'Asking for money' }).isChecked()).toBe(true);
    expect(await dialog.innerText()).toContain('please send money for customs fee');
    await screenshot(pageB, 'scam-warning-report-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await pageB.getByText(MSG.reported).first().waitFor();
    const reports = (await (await apiCall(adminCookie, 'GET', '/admin/reports')).json()).reports as Array<{ reported: { id: string }; reason: string; message: { text: string } | null }>;
    expect(reports.find((r) => r.reported.id === a.id)).toMatchObject({ reason: 'asking_for_money', message: { text: 'please send money for customs fee' } });

    // Repeats in a day: the admin's Risk queue gets one item about A, with the flagged messages only.
    await say(pageA, 'paise bhej do jaan, hospital ka bill hai');
    await say(pageA, 'What did you cook today?');
    await say(pageA, 'just pay on pay-tm');
    await logB.getByText('just pay on pay-tm').waitFor({ timeout: 10_000 });
    expect(await logB.getByRole('complementary', { name: MSG.scamWarningTitle }).count()).toBe(3);
    const adminContext = await contextWithCookie(browser, adminCookie);
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admin');
    const risk = await adminPage.evaluate(async () => (await fetch('/api/admin/risk')).json());
    const items = (risk.items as Array<{ kind: string; subject: { id: string }; details: { hitsToday: number; flaggedMessages: Array<{ text: string }> } }>).filter(
      (i) => i.kind === 'scam_messages' && i.subject.id === a.id,
    );
    expect(items).toHaveLength(1);
    expect(items[0]!.details.hitsToday).toBe(3);
    expect(items[0]!.details.flaggedMessages.map((m) => m.text).sort()).toEqual(['just pay on pay-tm', 'paise bhej do jaan, hospital ka bill hai', 'please send money for customs fee']);

    // The admin's reports page shows the attached message.
    await adminPage.goto('/admin/reports');
    await adminPage.getByText('please send money for customs fee').first().waitFor();
    await screenshot(adminPage, 'scam-warning-admin-report');
    await adminContext.close();
    await contextA.close();
    await contextB.close();
  });
});
