import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MSG } from '@sakinah/contract';
import type { OwnProfile } from './own-profile';
import { ProfileOverview } from './profile-overview';

const empty: OwnProfile = {
  _id: 'u1', id: 'u1', firstName: 'Zainab', middleName: '', lastName: 'Khan', name: 'Zainab Khan', email: 'z@example.com',
  contactNo: '', bio: '', profileFor: 'self', customRelation: '', dob: '', age: null, gender: '', maritalStatus: '',
  height: '', weight: '', address: '', city: '', state: '', education: '', occupation: '', workLocation: '', annualIncome: '',
  fatherName: '', motherName: '', siblings: '', familyType: '', familyValues: '', caste: '', casteInterestedIn: [],
  ageRangePreference: '', heightPreference: '', educationPreference: '', occupationPreference: '', locationPreference: '',
  aboutMe: '', expectations: '', avatar: null, avatarThumb: null, images: [], status: 'Pending', rejectionReason: null,
  paymentStatus: 'unpaid', isPaymentComplete: false, isProfileComplete: false, photoPrivacy: 'private',
  accountPrivacy: 'public', createdAt: '2025-01-01T00:00:00.000Z', subscription: null,
};

const renderOverview = (user: OwnProfile) =>
  render(
    <MemoryRouter>
      <ProfileOverview user={user} />
    </MemoryRouter>,
  );

afterEach(cleanup);

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
    expect(screen.getByText('Your profile is under review by our team.')).toBeTruthy();
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
        planName: 'Premium', duration: '1 Year', kind: 'paid', startsAt: '2026-11-22T10:00:00.000Z', endsAt: '2027-11-22T10:00:00.000Z',
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
});
