import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MSG, UI_TEXT } from '@sakinah/contract';
import { renderWithSession } from '../session/render-with-session';
import { testUser } from '../session/test-user';
import { GuardiansTab } from './guardians-tab';

function serveGuardians(statuses: Array<'active' | 'invited'>, named: { name: string; relation: string } | null = null) {
  const guardians = statuses.map((status, index) => ({
    id: `00000000-0000-4000-8000-00000000000${index}`,
    email: `wali${index}@example.com`,
    name: named?.name ?? null,
    relation: named?.relation ?? null,
    status,
    canReadConversations: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    acceptedAt: status === 'active' ? '2026-11-21T10:00:00.000Z' : null,
  }));
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, guardians }), { status: 200 })));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const removeDialogOf = async (email: string) => {
  await screen.findByText(email);
  fireEvent.click(screen.getAllByRole('button', { name: /Remove/ }).find((button) => button.getAttribute('aria-describedby') && document.getElementById(button.getAttribute('aria-describedby')!)?.textContent === email)!);
  return screen.findByRole('dialog');
};

describe('removing a guardian', () => {
  it('says that a waiting contact exchange goes ahead when she removes her last active guardian', async () => {
    serveGuardians(['active', 'invited']);
    renderWithSession(<GuardiansTab />, { user: testUser({ status: 'Active' }) });
    expect((await removeDialogOf('wali0@example.com')).textContent).toContain("a contact exchange waiting for a guardian's approval goes ahead");
  });

  it('does not say so while another guardian is still active', async () => {
    serveGuardians(['active', 'active']);
    renderWithSession(<GuardiansTab />, { user: testUser({ status: 'Active' }) });
    const dialog = await removeDialogOf('wali0@example.com');
    expect(dialog.textContent).toContain('will lose access to your requests and conversations at once.');
    expect(dialog.textContent).not.toContain('goes ahead');
  });
});

describe('the list of guardians', () => {
  it('names a guardian by name and relation, not by email (issue 41)', async () => {
    serveGuardians(['active'], { name: 'Iqbal Rizvi', relation: 'father' });
    renderWithSession(<GuardiansTab />, { user: testUser({ status: 'Active' }) });
    expect(await screen.findByText('Iqbal Rizvi (father)')).toBeTruthy();
    expect(screen.queryByText('wali0@example.com')).toBeNull();
  });
});

describe('inviting a guardian by WhatsApp or SMS (issue 41, item 6)', () => {
  function serveInvites() {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          return new Response(JSON.stringify({ success: true, message: MSG.guardianInvitedWhatsApp }), { status: 201 });
        }
        return new Response(JSON.stringify({ success: true, guardians: [] }), { status: 200 });
      }),
    );
    return posted;
  }

  it('sends the number and the chosen channel with the name and relation', async () => {
    const posted = serveInvites();
    renderWithSession(<GuardiansTab />, { user: testUser({ status: 'Active' }) });
    fireEvent.change(screen.getByLabelText(UI_TEXT['guardians.nameLabel']), { target: { value: 'Iqbal Rizvi' } });
    fireEvent.change(screen.getByLabelText(UI_TEXT['guardians.relationLabel']), { target: { value: 'father' } });
    fireEvent.click(screen.getByRole('radio', { name: UI_TEXT['guardians.byWhatsApp'] }));
    expect(screen.queryByLabelText(UI_TEXT['guardians.emailLabel'])).toBeNull();
    fireEvent.change(screen.getByLabelText(UI_TEXT['guardians.phoneLabel']), { target: { value: '98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: /Send invitation/ }));
    await waitFor(() => expect(posted).toEqual([{ phoneNumber: '9876543210', channel: 'whatsapp', name: 'Iqbal Rizvi', relation: 'father' }]));
  });

  it('says what is wrong with a short number, and sends nothing', async () => {
    const posted = serveInvites();
    renderWithSession(<GuardiansTab />, { user: testUser({ status: 'Active' }) });
    fireEvent.click(screen.getByRole('radio', { name: UI_TEXT['guardians.bySms'] }));
    fireEvent.change(screen.getByLabelText(UI_TEXT['guardians.phoneLabel']), { target: { value: '98765' } });
    fireEvent.click(screen.getByRole('button', { name: /Send invitation/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.phoneInvalid);
    expect(posted).toEqual([]);
  });

  it('lists a guardian invited by phone by name, with the number masked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        new Response(
          JSON.stringify({
            success: true,
            guardians: [
              { _id: 'g1', id: '00000000-0000-4000-8000-000000000001', email: null, phone: '••••••3210', channel: 'whatsapp', name: 'Iqbal Rizvi', relation: 'father', status: 'invited', canReadConversations: false, createdAt: '2026-11-20T10:00:00.000Z', acceptedAt: null },
            ],
          }),
          { status: 200 },
        ),
      ),
    );
    renderWithSession(<GuardiansTab />, { user: testUser({ status: 'Active' }) });
    expect(await screen.findByText('Iqbal Rizvi (father)')).toBeTruthy();
    expect(screen.getByText('Invitation sent to ••••••3210')).toBeTruthy();
  });
});
