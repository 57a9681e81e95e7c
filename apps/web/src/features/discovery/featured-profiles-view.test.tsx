import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MSG, ROUTES } from '@sakinah/contract';
import { RealtimeProvider } from '../realtime/realtime-provider';
import { renderWithSession } from '../session/render-with-session';
import { testUser } from '../session/test-user';
import { FeaturedProfilesView } from './featured-profiles-view';

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: false, message: MSG.guardianReadOnly, code: 'FORBIDDEN' }), { status: 403 })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FeaturedProfilesView', () => {
  it('sends a guardian to her own home, never to the plans', async () => {
    renderWithSession(
      <RealtimeProvider>
        <FeaturedProfilesView />
      </RealtimeProvider>,
      { user: testUser({ role: 'guardian', status: 'Active' }), path: ROUTES.featuredProfiles },
    );
    const link = await screen.findByRole('link', { name: 'Go to Guardian Home' });
    expect(link.getAttribute('href')).toBe(ROUTES.guardianHome);
    expect(screen.queryByRole('link', { name: 'View Plans' })).toBeNull();
  });
});
