import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ROUTES } from '@sakinah/contract';
import type { SessionUser } from '../session/session';
import { renderWithSession } from '../session/render-with-session';
import { testUser } from '../session/test-user';
import { SettingsView } from './settings-view';

const renderSettings = (user: SessionUser, path = '/settings') => renderWithSession(<SettingsView user={user} onLeave={() => {}} />, { user, path });

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true }), { status: 200 })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SettingsView', () => {
  it('gives a member her seven sections', () => {
    renderSettings(testUser({ status: 'Active', paymentStatus: 'paid' }));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Account', 'Faith & wishes', 'Notifications', 'Privacy', 'Security', 'Verification', 'Family']);
  });

  it('gives a guardian only what she can use: her password and her notifications, no member sections, no account deletion', () => {
    renderSettings(testUser({ role: 'guardian', status: 'Active' }), '/settings?tab=family');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Security', 'Notifications']);
    expect(screen.queryByText(/Permanently Delete Account/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Guardian home' }).getAttribute('href')).toBe(ROUTES.guardianHome);
  });
});
