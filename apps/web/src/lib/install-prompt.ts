/**
 * The browser's offer to install the app (`beforeinstallprompt`, Chromium's), kept from the moment it fires, which
 * is early and once a page, so that Settings or the connections page can show it when it fits. iOS has no such
 * event: the install offer shows the Home Screen steps there instead (isAppleMobile).
 */

/** Chromium's event (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let held: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Called once by the app's entry, before anything renders. */
export function listenForInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini-bar would be a prompt on a first visit: we offer it in context instead.
    event.preventDefault();
    held = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    held = null;
    installed = true;
    changed();
  });
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function heldInstallPrompt(): InstallPromptEvent | null {
  return held;
}

/** Shows the browser's install dialog; the event can be used once, so it is forgotten either way. */
export async function promptInstall(): Promise<'accepted' | 'dismissed'> {
  const event = held;
  if (!event) return 'dismissed';
  held = null;
  changed();
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') {
    installed = true;
    changed();
  }
  return outcome;
}

/** Running as the installed app (from the Home Screen), or installed during this visit. */
export function runningInstalled(): boolean {
  if (installed) return true;
  if (typeof window === 'undefined') return false;
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** An iPhone or iPad (iPadOS says it is a Mac, but has touch): Safari's Share → Add to Home Screen is the way. */
export function isAppleMobile(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent, touchPoints = typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
}
