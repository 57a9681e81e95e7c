import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callConnectionFor, turnCredentials } from './turn-credentials';

describe('TURN REST credentials', () => {
  it('are expiry:userId and the base64 HMAC-SHA1 of it with the shared secret', () => {
    const at = new Date('2026-11-28T12:00:00Z');
    const { username, credential } = turnCredentials('a-very-long-shared-secret', 'user-1', at);
    expect(username).toBe(`${at.getTime() / 1000}:user-1`);
    expect(credential).toBe(crypto.createHmac('sha1', 'a-very-long-shared-secret').update(username).digest('base64'));
  });

  it('use the relay only when TURN is configured, unless the setting says all', () => {
    const at = new Date('2026-11-28T12:00:00Z');
    const none = callConnectionFor({ TURN_URLS: undefined, TURN_SECRET: undefined, STUN_URLS: [], CALL_ICE_TRANSPORT_POLICY: 'relay' }, 'u', at);
    expect(none).toEqual({ iceServers: [], iceTransportPolicy: 'all' });
    const turn = { TURN_URLS: ['turn:127.0.0.1:3478'], TURN_SECRET: 'a-very-long-shared-secret', STUN_URLS: ['stun:127.0.0.1:3478'] };
    const relay = callConnectionFor({ ...turn, CALL_ICE_TRANSPORT_POLICY: 'relay' }, 'u', at);
    expect(relay.iceTransportPolicy).toBe('relay');
    expect(relay.iceServers).toEqual([{ urls: ['stun:127.0.0.1:3478'] }, { urls: ['turn:127.0.0.1:3478'], ...turnCredentials(turn.TURN_SECRET, 'u', at) }]);
    expect(callConnectionFor({ ...turn, CALL_ICE_TRANSPORT_POLICY: 'all' }, 'u', at).iceTransportPolicy).toBe('all');
  });
});
