import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { MSG, type PaymentView } from '@sakinah/contract';
import type { OwnProfile } from './own-profile';
import { ProfileOverview } from './profile-overview';
import { testUser } from '../session/test-user';

const empty: OwnProfile = testUser({ name: 'Zainab Khan' });

const payment = (over: Partial<PaymentView>): PaymentView => ({
  _id: 'p1', id: 'p1', paymentId: 'pay_1', orderId: 'order_1', package: { _id: 'k1', id: 'k1', name: 'Basic', duration: '1 Year' },
  amount: 6399, currency: 'INR', paymentStatus: 'paid', isPaymentComplete: true, createdAt: '2026-11-22T10:00:00.000Z',
  startDate: '2026-11-22T10:00:00.000Z', expiryDate: '2027-11-22T10:00:00.000Z', planStatus: 'Active', ...over,
});

function renderOverview(user: OwnProfile, history: PaymentView[] = []) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, data: history }), { status: 200 })));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProfileOverview user={user} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfileOverview', () => {
  it('shows the fallbacks of an empty profile and the way to a package', () => {
    renderOverview(empty);
    expect(screen.getByRole('heading', { level: 1, name: 'Zainab Khan' })).toBeTruthy();
    expect(screen.getAllByText(MSG.notSpecified).length).toBeGreaterThan(10);
    expect(screen.getAllByText(MSG.noInformation)).toHaveLength(2);
    expect(screen.getByText(MSG.noPhotos)).toBeTruthy();
    expect(screen.getByText(MSG.noActiveSubscription)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Packages' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/user/profile');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    // Unpaid: told to pay so the team can review her, never that she is under review.
    expect(screen.getByText(MSG.unpaidPendingText)).toBeTruthy();
    expect(screen.queryByText('Your profile is under review by our team.')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Profile completion' }).getAttribute('aria-valuenow')).toBe('10');
  });

  it('shows the plan, the rejection reason and the labelled values', () => {
    renderOverview({
      ...empty,
      status: 'Rejected',
      rejectionReason: 'Please upload a clearer photo.',
      maritalStatus: 'single',
      height: "5'4",
      images: ['/media/a-large.webp'],
      subscription: {
        packageId: 'k9', planName: 'Premium', duration: '1 Year', kind: 'paid', startsAt: '2026-11-22T10:00:00.000Z', endsAt: '2027-11-22T10:00:00.000Z',
        isActive: true, canSeeContactInfo: true, maxPhotosViews: null, maxProfileViews: null,
      },
    });
    expect(screen.getByText('Please upload a clearer photo.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit your profile' }).getAttribute('href')).toBe('/user/profile');
    expect(screen.getByText('Active Subscription')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade Package' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getAllByText(/22 Nov 2027/).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Never Married').length).toBeGreaterThan(0);
    expect(screen.getByText('5\'4" (163 cm)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Photo 1 of Zainab' })).toBeTruthy();
    expect(screen.queryByText(MSG.noActiveSubscription)).toBeNull();
  });

  it('a rejected member whose payment was refunded is told it came back in full; without a refund she is not', async () => {
    // After the refund her plan has ended, so the server sends her as unpaid with the payment Refunded.
    const rejected = { ...empty, status: 'Rejected', paymentStatus: 'unpaid', rejectionReason: 'Please upload a clearer photo.' } as const;
    renderOverview(rejected, [payment({ paymentStatus: 'refunded', isPaymentComplete: false, planStatus: 'Refunded' })]);
    expect(await screen.findByText(MSG.rejectedRefunded)).toBeTruthy();
    expect(screen.getByText(MSG.profileRejectedTitle)).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();

    renderOverview(rejected, [payment({ planStatus: 'Expired' })]);
    expect(await screen.findByText('Expired')).toBeTruthy();
    expect(screen.getByText(MSG.profileRejectedTitle)).toBeTruthy();
    expect(screen.queryByText(MSG.rejectedRefunded)).toBeNull();
  });

  it('shows an expired plan with Renew Now into checkout for the same plan, and the history with each status and receipt', async () => {
    renderOverview(
      {
        ...empty,
        status: 'Active',
        expiredSubscription: {
          packageId: 'k1', planName: 'Basic', duration: '1 Year', kind: 'paid', startsAt: '2025-11-22T10:00:00.000Z', endsAt: '2026-11-22T10:00:00.000Z', isActive: false,
        },
      },
      [payment({ id: 'p2', paymentId: 'pay_2', planStatus: 'Expired' })],
    );
    expect(screen.getByText(MSG.subscriptionExpired)).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.renewNow }).getAttribute('href')).toBe('/payment?id=k1');
    const receipt = await screen.findByRole('link', { name: /Receipt/ });
    expect(screen.getAllByText('Expired').length).toBeGreaterThanOrEqual(2);
    expect(receipt.getAttribute('href')).toBe('/user/receipts/pay_2');
  });

  it('shows the plan queued after the current one', async () => {
    renderOverview(
      {
        ...empty,
        status: 'Active',
        subscription: {
          packageId: 'k1', planName: 'Basic', duration: '1 Year', kind: 'paid', startsAt: '2026-11-22T10:00:00.000Z', endsAt: '2027-11-22T10:00:00.000Z',
          isActive: true, canSeeContactInfo: false, maxPhotosViews: 20, maxProfileViews: 30,
        },
        upcomingSubscriptions: [{ packageId: 'k2', planName: 'Standard', duration: '3 Months', startsAt: '2027-11-22T10:00:00.000Z', endsAt: '2028-02-20T10:00:00.000Z', startsOnApproval: false }],
      },
      [payment({ id: 'p3', paymentId: 'pay_3', package: { _id: 'k2', id: 'k2', name: 'Standard', duration: '3 Months' }, planStatus: 'Scheduled' }), payment({})],
    );
    expect(screen.getByText(/Then/).textContent).toContain('Standard');
    expect(await screen.findByText('Scheduled')).toBeTruthy();
    expect(screen.getByText('Next Plan')).toBeTruthy();
  });

  it('a paid member under review: her plan is paid for and starts at approval, never "No Active Subscription"', () => {
    renderOverview({
      ...empty,
      status: 'Pending',
      paymentStatus: 'paid',
      upcomingSubscriptions: [{ packageId: 'k1', planName: 'Basic', duration: '1 Month', startsAt: '2026-11-22T10:00:00.000Z', endsAt: '2026-12-22T10:00:00.000Z', startsOnApproval: true }],
    });
    expect(screen.getByTestId('plan-awaiting-approval').textContent).toContain('Your Basic plan is paid for');
    expect(screen.getByText(/Your profile is under review by our team\./).textContent).toContain(MSG.planStartsAtApproval);
    expect(screen.queryByText(MSG.noActiveSubscription)).toBeNull();
    expect(screen.getByText('When your profile is approved')).toBeTruthy();
  });
});
