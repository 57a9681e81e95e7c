import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithSession } from '../session/render-with-session';
import { testUser } from '../session/test-user';
import { formatDateIN } from '../pricing/format';
import { PaymentCompleteCard } from './payment-complete-card';
import type { PaidSummary } from './payment-complete-card';

const day = 864e5;

const plain = { startsOnApproval: false, reviewTime: 'usually within one working day', pauses: null };
const renderCard = (summary: Omit<PaidSummary, keyof typeof plain> & Partial<PaidSummary>, status: 'Active' | 'Pending' = 'Active') =>
  renderWithSession(<PaymentCompleteCard summary={{ ...plain, ...summary }} />, { user: testUser({ status, paymentStatus: 'paid' }), path: '/payment-success' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PaymentCompleteCard', () => {
  it('says a plan bought with none in force is active now (its start, seconds from now by the server\'s clock, included)', () => {
    renderCard({ planName: 'Standard', duration: '3 Months', amount: 2999, startDate: new Date(Date.now() + 30_000).toISOString(), expiryDate: new Date(Date.now() + 90 * day).toISOString() });
    expect(screen.getByText(/Your subscription is now active\./)).toBeTruthy();
    expect(screen.queryByText('Starts On')).toBeNull();
  });

  it('says a plan bought while another is in force starts when that one ends, and when', () => {
    const start = new Date(Date.now() + 200 * day).toISOString();
    renderCard({ planName: 'Premium', duration: '1 Month', amount: 1499, startDate: start, expiryDate: new Date(Date.now() + 230 * day).toISOString() });
    expect(screen.queryByText(/now active/)).toBeNull();
    expect(screen.getByText(new RegExp(`Your new plan starts on ${formatDateIN(start)}, when your current plan ends\\.`))).toBeTruthy();
    expect(screen.getByText('Starts On').nextElementSibling?.textContent).toBe(formatDateIN(start));
  });

  it('a plan bought before approval: starts at approval, with the review time; never "active", no end date yet', () => {
    renderCard(
      { planName: 'Basic', duration: '1 Month', amount: 999, startDate: new Date().toISOString(), expiryDate: new Date(Date.now() + 30 * day).toISOString(), startsOnApproval: true },
      'Pending',
    );
    expect(screen.getByTestId('paid-lead').textContent).toBe(
      'JazakAllahu khairan. Your plan starts when our team approves your profile (usually within one working day), and its 1 Month is counted from then.',
    );
    expect(screen.queryByText(/now active/)).toBeNull();
    expect(screen.getByText('Starts').nextElementSibling?.textContent).toBe('When your profile is approved');
    expect(screen.getByText('Valid Until').nextElementSibling?.textContent).toBe('1 Month after approval');
    expect(screen.queryByRole('link', { name: 'Browse Profiles' })).toBeNull();
  });

  it('"Start now": the new plan is active and the card says when the paused one resumes', () => {
    const resumesAt = new Date(Date.now() + 30 * day).toISOString();
    const endsAt = new Date(Date.now() + 300 * day).toISOString();
    renderCard({
      planName: 'Premium', duration: '1 Month', amount: 1499, startDate: new Date().toISOString(), expiryDate: resumesAt,
      pauses: { planName: 'Basic', resumesAt, endsAt },
    });
    expect(screen.getByText(/Your subscription is now active\./)).toBeTruthy();
    expect(screen.getByText(`Your Basic plan is paused and resumes on ${formatDateIN(resumesAt)} with all its remaining days, until ${formatDateIN(endsAt)}.`)).toBeTruthy();
  });
});
