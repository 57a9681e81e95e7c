import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG, PUSH_DEVICE_TEXT, defaultNotificationPreferences, type NotificationPreferences } from '@sakinah/contract';
import { renderWithSession } from '../session/render-with-session';
import { testUser } from '../session/test-user';
import { NotificationSettingsTab } from './notification-settings';

function serve(stored: NotificationPreferences) {
  const puts: NotificationPreferences[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/get-user')) return new Response(JSON.stringify({ success: true, user: testUser({ status: 'Active' }) }), { status: 200 });
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as NotificationPreferences;
        puts.push(body);
        return new Response(JSON.stringify({ success: true, message: MSG.notificationPreferencesSaved, preferences: body, pushAvailable: true }), { status: 200 });
      }
      return new Response(JSON.stringify({ success: true, preferences: stored, pushAvailable: true }), { status: 200 });
    }),
  );
  return puts;
}

const renderTab = (role: 'member' | 'guardian' = 'member') =>
  renderWithSession(<NotificationSettingsTab user={testUser({ status: 'Active', role })} />, { user: testUser({ status: 'Active', role }), path: '/settings' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Settings → Notifications', () => {
  it('says when this browser cannot receive notifications', async () => {
    serve(defaultNotificationPreferences());
    renderTab();
    expect(await screen.findByText(PUSH_DEVICE_TEXT.unsupported)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Turn on notifications/ })).toBeNull();
  });

  it('turns one kind off on one channel and saves the whole set', async () => {
    const puts = serve(defaultNotificationPreferences());
    renderTab();
    const box = await screen.findByRole('checkbox', { name: 'Push: New requests' });
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.kinds.requestReceived).toEqual({ push: false, mail: false });
    expect(puts[0]!.kinds.newMessage).toEqual(defaultNotificationPreferences().kinds.newMessage);
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Push: New requests' }) as HTMLInputElement).checked).toBe(false));
  });

  it('offers no mail switch for approval and rejection (always mailed), a suspension or calls (never mailed); calls have their push switch', async () => {
    const puts = serve(defaultNotificationPreferences());
    renderTab();
    await screen.findByRole('checkbox', { name: 'Push: Your profile approved' });
    expect(screen.queryByRole('checkbox', { name: 'Email: Your profile approved' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Email: Incoming calls' })).toBeNull();
    const calls = screen.getByRole('checkbox', { name: 'Push: Incoming calls' }) as HTMLInputElement;
    expect(calls.checked).toBe(true);
    fireEvent.click(calls);
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.kinds.incomingCall.push).toBe(false);
    // "Always" by email only where a mail is always sent: approval and rejection, never a call or a suspension.
    const mailCell = (label: string) => within(screen.getByRole('row', { name: new RegExp(`^${label}`) })).getAllByRole('cell').at(-1)!.textContent;
    expect(mailCell('Your profile approved')).toBe('Always');
    expect(mailCell('Your profile not approved')).toBe('Always');
    expect(mailCell('Your account suspended')).toBe('–');
    expect(mailCell('Incoming calls')).toBe('–');
    expect(screen.queryByText('Contact exchanges waiting for your approval')).toBeNull();
  });

  it("shows a guardian the approvals she is asked for", async () => {
    serve(defaultNotificationPreferences());
    renderTab('guardian');
    expect(await screen.findByText('Contact exchanges waiting for your approval')).toBeTruthy();
  });

  it('names no one by default; quiet hours are off, offered at 22:00–07:00 India time', async () => {
    const puts = serve(defaultNotificationPreferences());
    renderTab();
    const names = await screen.findByRole('switch', { name: 'Show names in notifications' });
    expect(names.getAttribute('aria-checked')).toBe('false');
    const quiet = screen.getByRole('switch', { name: 'Quiet hours' });
    expect(quiet.getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByLabelText('From')).toBeNull();
    fireEvent.click(quiet);
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.quietHours).toEqual({ enabled: true, start: '22:00', end: '07:00' });
    expect(((await screen.findByLabelText('From')) as HTMLInputElement).value).toBe('22:00');
    expect((screen.getByLabelText('Until') as HTMLInputElement).value).toBe('07:00');
  });
});
