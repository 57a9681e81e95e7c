import { API } from '@sakinah/contract';
import { api } from './api';
import { TO_WORKER, WORKER_SCRIPT, type MessageToWorker } from './worker-protocol';

/** Service workers exist only in secure contexts (https, or localhost) of browsers that have them. */
export function workerSupported(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && 'serviceWorker' in navigator;
}

/** Registers the site's worker (idempotent) and asks it to keep the shell cached for the signed-in member. */
export async function registerDeviceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!workerSupported()) return null;
  const registration = await navigator.serviceWorker.register(WORKER_SCRIPT, { scope: '/' });
  tell(registration.active, TO_WORKER.cacheShell);
  return registration;
}

/** The worker's registration on this device, if one was made (never registers one). */
export async function deviceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!workerSupported()) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

function tell(worker: ServiceWorker | null | undefined, type: MessageToWorker['type']) {
  const message: MessageToWorker = { type };
  worker?.postMessage(message);
}

/**
 * Stops pushes to this device for the member signing out, while her session can still say so: the next person
 * using a shared phone must not receive them. Never throws; sign-out goes on whatever happens here.
 */
export async function forgetPushOnThisDevice(): Promise<void> {
  try {
    const subscription = await (await deviceWorker())?.pushManager.getSubscription();
    if (!subscription) return;
    await api('DELETE', API.pushSubscriptions, { body: { endpoint: subscription.endpoint } }).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // no worker, or the browser refused: nothing is left to forget
  }
}

/** Empties every cache of the site on this device, from the page and in the worker (either may be first). */
export async function clearDeviceData(): Promise<void> {
  try {
    const registration = await deviceWorker();
    tell(registration?.active, TO_WORKER.clearDevice);
    if (typeof caches !== 'undefined') {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
    }
  } catch {
    // storage unavailable (private mode): nothing was kept
  }
}
