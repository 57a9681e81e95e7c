import crypto from 'node:crypto';
import type { CallConnection } from '@sakinah/contract';
import type { Config } from '../../config';

/**
 * TURN REST credentials (draft-uberti-behave-turn-rest, coturn's `use-auth-secret`): the username is
 * `expiry:userId` (expiry in Unix seconds) and the password the base64 HMAC-SHA1 of the username with the shared
 * secret. coturn checks both without asking us. Handed only to a participant of one call, when she joins it, and valid
 * for at most that call's longest length.
 */
export function turnCredentials(secret: string, userId: string, expiresAt: Date) {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${userId}`;
  const credential = crypto.createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** What one participant's browser is told to connect with. */
export function callConnectionFor(
  config: Pick<Config, 'TURN_URLS' | 'TURN_SECRET' | 'STUN_URLS' | 'CALL_ICE_TRANSPORT_POLICY'>,
  userId: string,
  expiresAt: Date,
): CallConnection {
  const iceServers: CallConnection['iceServers'] = [];
  if (config.STUN_URLS.length > 0) iceServers.push({ urls: [...config.STUN_URLS] });
  const turn = config.TURN_URLS && config.TURN_SECRET ? { urls: [...config.TURN_URLS], ...turnCredentials(config.TURN_SECRET, userId, expiresAt) } : null;
  if (turn) iceServers.push(turn);
  // Relay only needs a relay: without TURN the browsers connect directly (the embedded default, loopback in tests).
  return { iceServers, iceTransportPolicy: turn && config.CALL_ICE_TRANSPORT_POLICY === 'relay' ? 'relay' : 'all' };
}
