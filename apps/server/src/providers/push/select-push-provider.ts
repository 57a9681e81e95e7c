import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PushProvider } from './push.provider';
import { loadVapidKeys } from './vapid-keys';
import { createWebPushProvider } from './web-push';
import { withPushOutbox } from './outbox-push.provider';

/** Push off (production without VAPID_*): the public key says so, and nothing is ever sent. */
export const pushOff: PushProvider = {
  name: 'off',
  publicKey: null,
  async send() {
    return { kind: 'refused', detail: 'push is off on this server' };
  },
};

/** Production: the real adapter (or off); elsewhere: the real adapter for loopback push services, the outbox for the rest. */
export function selectPushProvider(config: Config, db: Database): PushProvider & { close?(): void } {
  const keys = loadVapidKeys(config);
  if (!keys) return pushOff;
  const real = createWebPushProvider({ keys, allowLoopback: !config.isProduction });
  if (config.isProduction) return real;
  return { ...withPushOutbox(db, real), close: real.close };
}
