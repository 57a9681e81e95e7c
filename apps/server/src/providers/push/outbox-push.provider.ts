import type { Database } from '../../db/client';
import { insertOutboxMessage } from '../outbox/outbox.repo';
import { isLoopbackAddress, parseEndpoint } from './endpoint-guard';
import type { PushProvider } from './push.provider';

/**
 * Development and tests: pushes to a device whose push service is off this machine (a browser's real one) are kept in
 * the outbox (channel `push`, to: the endpoint, text: the payload) instead of sent, so nothing calls an outside
 * service; browser tests read them there and hand them to the service worker. Loopback endpoints (a local push
 * service) get the real adapter.
 */
export function withPushOutbox(db: Database, real: PushProvider): PushProvider {
  return {
    name: `${real.name}+outbox`,
    publicKey: real.publicKey,
    async send(target, message) {
      let url: URL;
      try {
        url = parseEndpoint(target.endpoint);
      } catch (error) {
        return { kind: 'refused', detail: (error as Error).message };
      }
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if (host === 'localhost' || isLoopbackAddress(host)) return real.send(target, message);
      await insertOutboxMessage(db, { channel: 'push', to: target.endpoint, subject: message.topic ?? '', text: message.payload });
      return { kind: 'sent' };
    },
  };
}
