import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MSG } from '@sakinah/contract';
import { renderWithSession } from '../session/render-with-session';
import { UndoEmailChangeForm } from './undo-email-change-form';

const answer = (status: number, body: object) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UndoEmailChangeForm', () => {
  it('does nothing until she presses the button, then sends the token in the body and shows the outcome', async () => {
    const fetchMock = answer(200, { success: true, message: MSG.emailChangeUndone });
    vi.stubGlobal('fetch', fetchMock);
    renderWithSession(<UndoEmailChangeForm token="tok-123" />, { user: null });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Put my email back and secure my account' }));
    expect(await screen.findByText(MSG.emailChangeUndone)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/undo-email-change');
    expect(url).not.toContain('tok-123');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'tok-123' });
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/auth/forget-password');
  });

  it('shows the server\'s refusal and keeps the button', async () => {
    vi.stubGlobal('fetch', answer(400, { success: false, message: MSG.emailChangeLinkInvalid }));
    renderWithSession(<UndoEmailChangeForm token="old" />, { user: null });
    fireEvent.click(screen.getByRole('button', { name: 'Put my email back and secure my account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.emailChangeLinkInvalid);
    expect(screen.getByRole('button', { name: 'Put my email back and secure my account' })).toBeTruthy();
  });
});
