import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type MessageResponse, type PushPublicKeyResponse } from '@sakinah/contract';
import { ApiError, api } from '../../lib/api';
import { deviceWorker, registerDeviceWorker, workerSupported } from '../../lib/device-worker';
import { isAppleMobile, runningInstalled } from '../../lib/install-prompt';
import { textNow } from '../../lib/i18n';

/**
 * Push on this device, as Settings shows it:
 * - `unsupported`: this browser has no Web Push; `ios-install-first`: an iPhone's Safari, which has it only in the
 *   app added to the Home Screen; `server-off`: this server sends none (no VAPID keys);
 * - `blocked`: she (or the browser) refused notifications for the site;
 * - `off` / `on`: whether this device is subscribed.
 */
export type PushDeviceState = 'checking' | 'unsupported' | 'ios-install-first' | 'server-off' | 'blocked' | 'off' | 'on';

const pushKeys = {
  publicKey: ['push', 'public-key'] as const,
  subscription: ['push', 'subscription'] as const,
};

export function browserHasPush(): boolean {
  return workerSupported() && 'PushManager' in window && 'Notification' in window;
}

/** The VAPID key as the browser wants it (base64url → bytes). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await deviceWorker())?.pushManager.getSubscription()) ?? null;
}

/** Thrown when she did not allow notifications at the browser's question. */
class NotAllowed extends Error {}

export function pushDeviceState(input: {
  supported: boolean;
  apple: boolean;
  installed: boolean;
  serverAvailable: boolean | undefined;
  permission: NotificationPermission | null;
  subscribed: boolean | undefined;
}): PushDeviceState {
  if (!input.supported) return input.apple && !input.installed ? 'ios-install-first' : 'unsupported';
  if (input.serverAvailable === undefined || input.subscribed === undefined) return 'checking';
  if (!input.serverAvailable) return 'server-off';
  if (input.permission === 'denied') return 'blocked';
  return input.subscribed ? 'on' : 'off';
}

/** The state of push on this device and the two taps that change it. */
export function usePushDevice() {
  const queryClient = useQueryClient();
  const supported = browserHasPush();
  const publicKey = useQuery({
    queryKey: pushKeys.publicKey,
    queryFn: ({ signal }) => api<PushPublicKeyResponse>('GET', API.pushPublicKey, { signal }),
    staleTime: Infinity,
    enabled: supported,
  });
  const subscription = useQuery({
    queryKey: pushKeys.subscription,
    queryFn: async () => (await currentSubscription())?.endpoint ?? null,
    enabled: supported,
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: pushKeys.subscription });

  // A device that is subscribed tells the server again once per visit to this page: the server may have dropped it
  // (an eleventh device pushes out the oldest; a push service answered 410), and the device would not know.
  const told = useRef<string | null>(null);
  const endpoint = subscription.data ?? null;
  useEffect(() => {
    if (!endpoint || told.current === endpoint) return;
    told.current = endpoint;
    void currentSubscription()
      .then((current) => current && api('POST', API.pushSubscriptions, { body: current.toJSON() }))
      .catch(() => undefined);
  }, [endpoint]);

  const turnOn = useMutation({
    mutationFn: async () => {
      const key = publicKey.data?.publicKey;
      if (!key) throw new ApiError(textNow('pushUnavailable'), 503);
      // First, while the tap still counts as hers: browsers ask only in answer to a gesture.
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') throw new NotAllowed(textNow('notifications.push.denied'));
      const registration = (await registerDeviceWorker()) && (await navigator.serviceWorker.ready);
      if (!registration) throw new Error(textNow('notifications.push.failed'));
      const serverKey = applicationServerKey(key);
      let pushSubscription: PushSubscription;
      try {
        pushSubscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
      } catch (error) {
        // A subscription made with an earlier key of the server: replaced by one with the key in force.
        const stale = await registration.pushManager.getSubscription();
        if (!stale) throw error;
        await stale.unsubscribe();
        pushSubscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
      }
      try {
        const answer = await api<MessageResponse>('POST', API.pushSubscriptions, { body: pushSubscription.toJSON() });
        told.current = pushSubscription.endpoint;
        return answer;
      } catch (error) {
        // The server did not take it: the device must not believe it is on.
        await pushSubscription.unsubscribe().catch(() => undefined);
        throw error;
      }
    },
    onSettled: refresh,
  });

  const turnOff = useMutation({
    mutationFn: async () => {
      const pushSubscription = await currentSubscription();
      if (!pushSubscription) return { message: textNow('pushUnsubscribed') };
      const answer = await api<MessageResponse>('DELETE', API.pushSubscriptions, { body: { endpoint: pushSubscription.endpoint } }).catch((error: unknown) => {
        // Already gone on the server (a 404): this device still stops.
        if (error instanceof ApiError && error.status === 404) return { message: textNow('pushUnsubscribed') };
        throw error;
      });
      await pushSubscription.unsubscribe();
      return answer;
    },
    onSettled: refresh,
  });

  const state = pushDeviceState({
    supported,
    apple: isAppleMobile(),
    installed: runningInstalled(),
    serverAvailable: publicKey.data?.available ?? (publicKey.isError ? false : undefined),
    permission: supported ? Notification.permission : null,
    subscribed: subscription.data === undefined ? undefined : subscription.data !== null,
  });

  return { state, turnOn, turnOff, notAllowed: turnOn.error instanceof NotAllowed };
}
