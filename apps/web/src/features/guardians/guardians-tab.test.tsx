import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
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
