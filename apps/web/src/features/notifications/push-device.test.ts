import { describe, expect, it } from 'vitest';
import { applicationServerKey, pushDeviceState } from './push-device';

const base = { supported: true, apple: false, installed: false, serverAvailable: true, permission: 'default' as NotificationPermission, subscribed: false };

describe('push on this device', () => {
  it('is off until she turns it on, then on', () => {
    expect(pushDeviceState(base)).toBe('off');
    expect(pushDeviceState({ ...base, permission: 'granted', subscribed: true })).toBe('on');
  });

  it('says why it cannot be: no Web Push in the browser, an iPhone outside the Home Screen app, the server, a refusal', () => {
    expect(pushDeviceState({ ...base, supported: false })).toBe('unsupported');
    expect(pushDeviceState({ ...base, supported: false, apple: true })).toBe('ios-install-first');
    expect(pushDeviceState({ ...base, supported: false, apple: true, installed: true })).toBe('unsupported');
    expect(pushDeviceState({ ...base, serverAvailable: false })).toBe('server-off');
    expect(pushDeviceState({ ...base, permission: 'denied' })).toBe('blocked');
  });

  it('waits for the server and the browser to answer', () => {
    expect(pushDeviceState({ ...base, serverAvailable: undefined })).toBe('checking');
    expect(pushDeviceState({ ...base, subscribed: undefined })).toBe('checking');
  });

  it("turns the server's base64url key into the bytes the browser wants", () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, index) => (index * 37) % 256);
    const base64url = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect([...applicationServerKey(base64url)]).toEqual([...bytes]);
  });
});
