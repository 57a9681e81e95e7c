/**
 * What the page and the service worker (src/service-worker/sw.ts) say to each other. Both import this file,
 * so it holds only names and shapes: no code of either side.
 */

/** The worker's script, at the root so that its scope is the whole site. */
export const WORKER_SCRIPT = '/sw.js';

/** Page → worker. */
export const TO_WORKER = {
  /** Someone is signed in on this device: keep the app shell cached for starts and the offline page. */
  cacheShell: 'sakinah:cache-shell',
  /** Someone signed out: drop every cache the worker holds (phones are shared). */
  clearDevice: 'sakinah:clear-device',
} as const;

/** Worker → page. */
export const TO_PAGE = {
  /** A notification was clicked while this tab was open: show its page here. */
  open: 'sakinah:open',
} as const;

export type MessageToWorker = { type: (typeof TO_WORKER)[keyof typeof TO_WORKER] };
export interface OpenMessage {
  type: typeof TO_PAGE.open;
  /** A path of this site. */
  url: string;
}
