import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const baseUrl = () => inject('baseUrl');

export async function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('wsEndpoint'));
}

export const PHONE = { width: 375, height: 800 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/** A fresh person: own cookies, own storage. */
export async function newPerson(browser: Browser, viewport: { width: number; height: number } = DESKTOP): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), viewport });
}

/**
 * Saves a screenshot under e2e/artifacts (git-ignored): the full page, or with `fullPage: false`
 * what the screen shows (a chat fills the screen, so its full page says little).
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  fs.mkdirSync(artifacts, { recursive: true });
  const fullPage = options.fullPage ?? true;
  // A person sees each section as she scrolls to it; a full-page picture is taken at once, so sections laid out
  // only near the screen (content-visibility, the home page's below the hero) are laid out for it first.
  if (fullPage) {
    await page.evaluate(() => {
      document.querySelectorAll<HTMLElement>('.below-fold > section').forEach((el) => {
        el.style.contentVisibility = 'visible';
      });
    });
  }
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage });
}

/** Saves a screenshot of one part of a page (a card, a panel) under e2e/artifacts. */
export async function screenshotOf(part: Locator, name: string): Promise<void> {
  fs.mkdirSync(artifacts, { recursive: true });
  await part.screenshot({ path: path.join(artifacts, `${name}.png`) });
}

/** Closes the open toasts, so a screenshot shows the page under them. */
export async function closeToasts(page: Page): Promise<void> {
  const toasts = page.locator('[data-sonner-toast]');
  for (const button of await page.locator('[data-sonner-toast] [data-close-button]').all()) await button.click().catch(() => undefined);
  await toasts.first().waitFor({ state: 'detached', timeout: 6000 }).catch(() => undefined);
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Runs axe-core (WCAG 2 A and AA rules) and returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated as a string so the page's CSP (script-src 'self') does not block it.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
