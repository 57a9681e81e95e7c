/** Dispatched on `document` once the app has hydrated the page (entry-client); public-entry.ts waits for it. */
export const APP_READY_EVENT = 'sakinah:app-ready';
