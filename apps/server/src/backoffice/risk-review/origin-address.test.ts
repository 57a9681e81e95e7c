import { describe, expect, it } from 'vitest';
import { isPublicAddress, maskAddress } from './signals.service';

describe('account origin addresses', () => {
  it('compares only public addresses', () => {
    for (const ip of ['127.0.0.1', '10.4.5.6', '172.20.0.1', '192.168.1.9', '100.64.3.3', '::1', 'fd00::1', 'fe80::2', '::ffff:10.0.0.1', 'unknown']) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
    for (const ip of ['49.36.12.8', '198.51.100.7', '2401:4900:1c2a::5', '::ffff:49.36.12.8']) expect(isPublicAddress(ip), ip).toBe(true);
  });

  it('masks the host part for admins', () => {
    expect(maskAddress('49.36.12.8')).toBe('49.36.12.x');
    expect(maskAddress('::ffff:49.36.12.8')).toBe('49.36.12.x');
    expect(maskAddress('2401:4900:1c2a:77::5')).toBe('2401:4900:1c2a::x');
  });
});
