import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MSG } from '@sakinah/contract';
import { renderWithSession } from '../session/render-with-session';
import { testUser } from '../session/test-user';
import { AccountPrivacyCard } from './account-privacy-card';

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true }), { status: 200 })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const switchNamed = (name: string) => screen.getByRole('switch', { name });

describe('AccountPrivacyCard', () => {
  it('shows what invisible mode overrides as off and disabled, and says why', () => {
    const user = testUser({ status: 'Active', paymentStatus: 'paid', activityStatus: true, searchable: true, invisibleMode: true });
    renderWithSession(<AccountPrivacyCard user={user} />, { user });
    for (const name of ['Show when I was last active', 'Show me in search and listings']) {
      expect(switchNamed(name).getAttribute('aria-checked')).toBe('false');
      expect((switchNamed(name) as HTMLButtonElement).disabled).toBe(true);
    }
    expect(screen.getByRole('note').textContent).toBe(MSG.invisibleModeOverrides);
    expect(switchNamed('Invisible mode').getAttribute('aria-checked')).toBe('true');
  });

  it('shows the two settings as saved when invisible mode is off', () => {
    const user = testUser({ status: 'Active', paymentStatus: 'paid', activityStatus: true, searchable: false, invisibleMode: false });
    renderWithSession(<AccountPrivacyCard user={user} />, { user });
    expect(switchNamed('Show when I was last active').getAttribute('aria-checked')).toBe('true');
    expect(switchNamed('Show me in search and listings').getAttribute('aria-checked')).toBe('false');
    expect((switchNamed('Show when I was last active') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
