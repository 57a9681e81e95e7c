import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithSession } from '../session/render-with-session';
import { testUser } from '../session/test-user';
import { formatDateIN } from '../pricing/format';
import { PaymentCompleteCard } from './payment-complete-card';
import type { PaidSummary } from './payment-complete-card';

const day = 864e5;

const renderCard = (summary: PaidSummary) =>
  renderWithSession(<PaymentCompleteCard summary={summary} />, { user: testUser({ status: 'Active', paymentStatus: 'paid' }), path: '/payment-success' });

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
});
