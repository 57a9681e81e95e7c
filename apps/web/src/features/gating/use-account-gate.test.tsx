import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { MSG, ROUTES } from '@sakinah/contract';
import type { GateUser } from './gate-decision';
import { useAccountGate } from './use-account-gate';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Harness({ user }: { user: GateUser }) {
  const gate = useAccountGate();
  return (
    <>
      <button type="button" onClick={() => gate.run(user)}>
        Check
      </button>
      {gate.popups}
    </>
  );
}

function renderGate(user: GateUser) {
  render(
    <MemoryRouter initialEntries={['/auth/login']}>
      <Routes>
        <Route path="*" element={<><Harness user={user} /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
  act(() => fireEvent.click(screen.getByRole('button', { name: 'Check' })));
}

afterEach(cleanup);

describe('useAccountGate', () => {
  it('asks an unpaid member to pay, and Complete Payment opens the pricing page', () => {
    renderGate({ status: 'Pending', paymentStatus: 'unpaid' });
    const dialog = screen.getByRole('dialog', { name: MSG.paymentRequiredTitle });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain(MSG.paymentRequiredText);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Complete Payment' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe(ROUTES.pricing);
  });

  it('Later, or Escape, goes home', () => {
    renderGate({ status: 'Active', paymentStatus: 'unpaid' });
    act(() => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe(ROUTES.home);
  });

  it('tells a member the team did not approve why, and Edit your profile opens her profile', () => {
    renderGate({ status: 'Rejected', paymentStatus: 'paid', rejectionReason: 'Please upload a clearer photo.' });
    const dialog = screen.getByRole('dialog', { name: MSG.profileRejectedTitle });
    expect(dialog.textContent).toContain('Please upload a clearer photo.');
    expect(dialog.textContent).toContain(MSG.profileRejectedText);
    expect(screen.queryByRole('dialog', { name: MSG.underReviewTitle })).toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Edit your profile' })));
    expect(screen.getByTestId('where').textContent).toBe(ROUTES.profile);
  });

  it('tells a paid member under review, moves focus to OK, and OK goes home', () => {
    renderGate({ status: 'Pending', paymentStatus: 'paid' });
    screen.getByRole('dialog', { name: MSG.underReviewTitle });
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(ok);
    act(() => fireEvent.click(ok));
    expect(screen.getByTestId('where').textContent).toBe(ROUTES.home);
  });

  it('sends an Active paid member straight to the featured profiles', () => {
    renderGate({ status: 'Active', paymentStatus: 'paid' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe(ROUTES.featuredProfiles);
  });
});
