import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths of this site and maps the bare word pricing', () => {
    expect(safeRedirect('/user/profile?tab=photo')).toBe('/user/profile?tab=photo');
    expect(safeRedirect('/settings')).toBe('/settings');
    expect(safeRedirect('pricing')).toBe('/pricing');
  });

  it('ignores anything that could leave the site', () => {
    for (const value of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'settings', '/a b', '/\tx']) {
      expect(safeRedirect(value)).toBeNull();
    }
  });
});
