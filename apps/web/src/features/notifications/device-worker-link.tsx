import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { registerDeviceWorker, workerSupported } from '../../lib/device-worker';
import { TO_PAGE, type OpenMessage } from '../../lib/worker-protocol';
import { sitePath } from '../../lib/site-path';

/**
 * Mounted while a member is signed in: registers the service worker (the shell cache, the offline page, pushes),
 * once the page has loaded so it takes nothing from the first paint, and opens a clicked notification's page in
 * this tab when the worker asks. Public pages never register it: their visitors need none of this.
 */
export function DeviceWorkerLink() {
  const navigate = useNavigate();

  useEffect(() => {
    if (!workerSupported()) return;
    let cancelled = false;
    const register = () => {
      if (!cancelled) void registerDeviceWorker().catch(() => undefined);
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', register);
    };
  }, []);

  useEffect(() => {
    if (!workerSupported()) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as Partial<OpenMessage> | null;
      if (data?.type !== TO_PAGE.open) return;
      const path = sitePath(data.url);
      if (!path) return;
      navigate(path);
      // The worker waits for this before it would open a new window instead.
      event.ports[0]?.postMessage('opened');
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    // Messages sent before this listener existed are held until the page says it listens.
    navigator.serviceWorker.startMessages();
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);

  return null;
}
