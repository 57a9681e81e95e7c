import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from './built-server';
import { CHROME_ARGS, E2E_ADMIN_PASSWORD } from './constants';

/**
 * One built server (the real `node apps/server/dist/main.js` on a fresh embedded database with demo
 * data) and one Chromium for every browser test file.
 */
export default async function setup(project: TestProject) {
  const server = await startBuiltServer('shared', { SEED_DEMO: 'true', ADMIN_PASSWORD: E2E_ADMIN_PASSWORD });
  const browserServer: BrowserServer = await chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROME_ARGS,
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('wsEndpoint', browserServer.wsEndpoint());

  return async () => {
    await browserServer.close().catch(() => undefined);
    await server.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
  }
}
