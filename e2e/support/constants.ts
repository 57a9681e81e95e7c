/** Chromium flags for this closed network: no background calls, no sandbox as root. */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The seeded admin's password on the browser tests' server. */
export const E2E_ADMIN_PASSWORD = 'E2e-Admin#2026';
export const E2E_ADMIN_EMAIL = 'admin@sakinah.local';
