import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, connectBrowser, newPerson } from './support/browser';
import { completeProfileViaApi, contextWithCookie, freshEmail, freshPhone, latestOtp, latestResetPath, signUpViaApi } from './support/accounts';
import { photoWithExif } from './support/images';

/**
 * A field the server refuses shows its message under that field (tied by aria-describedby), not
 * only in a toast. The refusals are the real server's: a taken email, a wrong current password, or
 * a request changed on its way (page.route) so that it carries what the form itself never sends.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser.close());

/** The texts an input names with aria-describedby (its hint and its error). */
async function describedTexts(page: Page, label: string): Promise<string[]> {
  const input = page.getByLabel(label, { exact: true });
  await expect.poll(async () => (await input.getAttribute('aria-describedby')) ?? '').toMatch(/-error\b/);
  expect(await input.getAttribute('aria-invalid')).toBe('true');
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  return Promise.all(ids.map(async (id) => (await page.locator(`[id="${id}"]`).innerText()).trim()));
}

/** Rewrites the JSON body of the next matching request, so the real server sees `change(body)`. */
async function rewriteNext(page: Page, path: RegExp, change: (body: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  await page.route(
    path,
    async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify(change(body)) });
    },
    { times: 1 },
  );
}

describe('server field errors land under their fields', () => {
  it('sign-up wizard: a refused first name goes back to step 1, a taken email to the email step', async () => {
    const existing = await signUpViaApi();
    const context = await newPerson(browser);
    const page = await context.newPage();
    await page.goto('/auth/signup');
    await page.getByRole('heading', { level: 1, name: 'Create Your Account' }).waitFor();
    const next = () => page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.getByLabel('Who is creating this profile?', { exact: true }).selectOption('self');
    await page.getByLabel('First Name', { exact: true }).fill('Maryam');
    await page.getByLabel('Last Name', { exact: true }).fill('Farooqui');
    await next();
    const phone = freshPhone();
    await page.getByRole('textbox', { name: 'WhatsApp Number' }).fill(phone);
    await page.getByLabel('I confirm this number is on WhatsApp').check();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('OTP sent to your WhatsApp and SMS!').waitFor();
    await page.getByRole('textbox', { name: 'Enter OTP' }).fill(await latestOtp(phone));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByLabel('Email Address', { exact: true }).waitFor({ timeout: 5000 });
    // Another member's address: only the server knows it is taken.
    await page.getByLabel('Email Address', { exact: true }).fill(existing.email.toUpperCase());
    await next();
    await page.getByLabel('Date of Birth', { exact: true }).fill('1999-08-21');
    await next();
    await page.getByRole('radio', { name: 'Female' }).check();
    await next();
    await page.getByLabel('Password', { exact: true }).fill('Maryam@786');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Maryam@786');

    // The server's 400 names firstName: the wizard goes back to step 1 and shows it there.
    await rewriteNext(page, /\/api\/signup$/, (body) => ({ ...body, firstName: 'Al' }));
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('heading', { name: 'Who is creating this profile?' }).waitFor();
    expect(await describedTexts(page, 'First Name')).toContain('Must have at least 3 characters before a space');

    // Back to the last step; now the taken email (409, errors[] names it) sends the member to its step.
    for (let step = 0; step < 5; step += 1) await next();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByLabel('Email Address', { exact: true }).waitFor();
    expect(await describedTexts(page, 'Email Address')).toContain('An account with this email already exists');

    await page.getByLabel('Email Address', { exact: true }).fill(freshEmail('maryam'));
    for (let step = 2; step < 5; step += 1) await next();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL('**/user/profile');
    await context.close();
  });

  it('profile editor: a taken email opens the Contact tab with the message under Email', async () => {
    const other = await signUpViaApi();
    const member = await signUpViaApi();
    await completeProfileViaApi(member, await photoWithExif({ r: 40, g: 120, b: 90 }));
    const context = await contextWithCookie(browser, member.cookie);
    const page = await context.newPage();
    await page.goto('/user/profile');
    await page.getByRole('heading', { level: 1, name: 'Assalamu alaikum, Hina!' }).waitFor();
    await page.getByRole('tab', { name: 'Contact' }).click();
    await page.getByLabel('Email', { exact: true }).fill(other.email);
    await page.getByRole('tab', { name: 'Photo' }).click();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByRole('tab', { name: 'Contact', selected: true }).waitFor();
    expect(await describedTexts(page, 'Email')).toContain('An account with this email already exists');

    // A 400 from the server (a weight it refuses) opens Personal with the message under Weight.
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByRole('tab', { name: 'Photo' }).click();
    await rewriteNext(page, /\/api\/update-user$/, (body) => ({ ...body, weight: '5000' }));
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByRole('tab', { name: 'Personal', selected: true }).waitFor();
    expect(await describedTexts(page, 'Weight (kg)')).toContain('Enter your weight in kg');
    await context.close();
  });

  it('settings: a taken email and a wrong current password show under their fields', async () => {
    const other = await signUpViaApi();
    const member = await signUpViaApi();
    const context = await contextWithCookie(browser, member.cookie);
    const page = await context.newPage();
    await page.goto('/settings?tab=account');
    await page.getByLabel('Email Address', { exact: true }).fill(other.email);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect(await describedTexts(page, 'Email Address')).toContain('An account with this email already exists');

    await page.goto('/settings?tab=security');
    await page.getByLabel('Current Password', { exact: true }).fill('Wrong#Pass1');
    await page.getByLabel('New Password', { exact: true }).fill('Changed#2026');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Changed#2026');
    await page.getByRole('button', { name: 'Update Password' }).click();
    expect(await describedTexts(page, 'Current Password')).toContain('Current password is incorrect');
    await context.close();
  });

  it('reset password: a password the server refuses shows under New Password, and the link still works', async () => {
    const member = await signUpViaApi();
    const response = await fetch(`${baseUrl()}/api/forget-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email }),
    });
    expect(response.status).toBe(200);
    const context = await newPerson(browser);
    const page = await context.newPage();
    await page.goto(await latestResetPath(member.email));
    await page.getByLabel('New Password', { exact: true }).fill('Renewed#2026');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Renewed#2026');
    await rewriteNext(page, /\/api\/reset-password\//, (body) => ({ ...body, newPassword: 'renewed#2026' }));
    await page.getByRole('button', { name: 'Reset Password' }).click();
    expect(await describedTexts(page, 'New Password')).toContain('Must include at least one uppercase letter');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL('**/auth/login', { timeout: 8000 });
    await context.close();
  });
});
