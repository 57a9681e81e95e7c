import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser, newPerson, screenshot } from './support/browser';
import { apiCall, apiLogin, contextWithCookie, demoMember, freshEmail, freshPhone, latestOtp, DEMO_PASSWORD } from './support/accounts';

// Issue 41, "the family as itself": who creates the profile is asked first, and members see who is writing.
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser.close());

const PHONE_390 = { width: 390, height: 844 } as const;

describe('the family as itself', () => {
  it('a father signs up his daughter on a phone: who is creating the profile comes first, and "Daughter" presets Female', async () => {
    const context = await newPerson(browser, PHONE_390);
    const page = await context.newPage();
    await page.goto('/auth/signup');
    await page.getByRole('heading', { level: 1, name: 'Create Your Account' }).waitFor();
    // Phones show the journey first.
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await next.click();
    if (await page.getByLabel('Who is creating this profile?', { exact: true }).count() === 0) await next.click();
    await page.getByRole('heading', { name: 'Who is creating this profile?' }).waitFor();
    await page.getByLabel('Who is creating this profile?', { exact: true }).selectOption('father');
    await page.getByLabel('Your name', { exact: true }).fill('Iqbal Rizvi');
    await page.getByLabel('Profile For', { exact: true }).selectOption('daughter');
    await page.getByLabel('First Name', { exact: true }).fill('Ayesha');
    await page.getByLabel('Last Name', { exact: true }).fill('Rizvi');
    await screenshot(page, 'family-signup-first-step-390');
    await next.click();

    const phone = freshPhone();
    await page.getByRole('textbox', { name: 'WhatsApp Number' }).fill(phone);
    await page.getByLabel('I confirm this number is on WhatsApp').check();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('OTP sent to your WhatsApp and SMS!').waitFor();
    await page.getByRole('textbox', { name: 'Enter OTP' }).fill(await latestOtp(phone));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByLabel('Email Address', { exact: true }).waitFor({ timeout: 5000 });
    const email = freshEmail('iqbal');
    await page.getByLabel('Email Address', { exact: true }).fill(email);
    await next.click();
    await page.getByLabel('Date of Birth', { exact: true }).fill('1999-08-21');
    await next.click();
    // Chosen "Daughter" at the first step: the gender is already Female.
    expect(await page.getByRole('radio', { name: 'Female' }).isChecked()).toBe(true);
    await next.click();
    await page.getByLabel('Password', { exact: true }).fill('Iqbal@786');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Iqbal@786');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL('**/user/profile');
    const me = await page.evaluate(async () => (await fetch('/api/get-user')).json());
    expect(me.user).toMatchObject({ email, firstName: 'Ayesha', gender: 'female', profileFor: 'daughter', accountHolder: 'father', accountHolderName: 'Iqbal Rizvi' });
    await context.close();
  });

  it('a connected groom sees "Iqbal (Ayesha’s father)" in the chat header and on her messages', async () => {
    // Demo members 9 and 24 may discover each other; no other browser test touches them.
    const [one, two] = [demoMember(9), demoMember(24)];
    const [bride, groom] = one.gender === 'female' ? [one, two] : [two, one];
    const brideCookie = await apiLogin(bride.email, DEMO_PASSWORD);
    const groomCookie = await apiLogin(groom.email, DEMO_PASSWORD);
    const brideMe = (await (await apiCall(brideCookie, 'GET', '/get-user')).json()).user;
    const groomId = (await (await apiCall(groomCookie, 'GET', '/get-user')).json()).user.id;
    // Settings → Account: her father manages the account.
    const updated = await apiCall(brideCookie, 'PUT', '/update-user', {
      firstName: 'Ayesha', lastName: brideMe.lastName, email: brideMe.email, accountHolder: 'father', accountHolderName: 'Iqbal Rizvi',
    });
    expect(updated.status).toBe(200);
    const sent = await (await apiCall(groomCookie, 'POST', '/send-request', { receiverId: brideMe.id })).json();
    expect((await apiCall(brideCookie, 'PUT', `/respond-request/${sent.request.id}`, { action: 'accepted' })).status).toBe(200);
    expect((await apiCall(brideCookie, 'POST', `/messages/${groomId}`, { text: 'Assalamu alaikum, I am her father.', clientId: crypto.randomUUID() })).status).toBe(201);

    const context = await contextWithCookie(browser, groomCookie, PHONE_390);
    const page = await context.newPage();
    await page.goto(`/user/messages/${brideMe.id}`);
    await page.getByRole('log').getByText('Assalamu alaikum, I am her father.').waitFor({ timeout: 10_000 });
    const lines = page.getByText('Iqbal (Ayesha’s father)', { exact: true });
    // The header and the head of her messages.
    await expect.poll(() => lines.count()).toBe(2);
    await screenshot(page, 'family-chat-speaker-390');

    // Her profile says who manages it.
    await page.goto(`/user/view-profile/${brideMe.id}`);
    await page.getByText('Managed by her father, Iqbal').first().waitFor();
    await context.close();
  });
});
