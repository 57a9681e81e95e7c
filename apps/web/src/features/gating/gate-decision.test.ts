import { describe, expect, it } from 'vitest';
import { ROUTES } from '@sakinah/contract';
import { ADMIN_HOME, gateDecision } from './gate-decision';

describe('gateDecision', () => {
  it('asks unpaid members to pay, whatever their status', () => {
    expect(gateDecision({ status: 'Active', paymentStatus: 'unpaid' })).toEqual({ kind: 'payment' });
    expect(gateDecision({ status: 'Pending', paymentStatus: 'unpaid' })).toEqual({ kind: 'payment' });
  });

  it('tells paid members awaiting approval that the profile is under review', () => {
    expect(gateDecision({ status: 'Pending', paymentStatus: 'paid' })).toEqual({ kind: 'review' });
  });

  it('tells a member the team did not approve why, instead of "under review"', () => {
    expect(gateDecision({ status: 'Rejected', paymentStatus: 'paid', rejectionReason: 'Please upload a clearer photo.' })).toEqual({
      kind: 'rejected',
      reason: 'Please upload a clearer photo.',
    });
  });

  it('sends Active paid members to the featured profiles and admins to the admin area', () => {
    expect(gateDecision({ status: 'Active', paymentStatus: 'paid' })).toEqual({ kind: 'navigate', to: ROUTES.featuredProfiles });
    expect(gateDecision({ role: 'admin', status: 'Active', paymentStatus: 'unpaid' })).toEqual({ kind: 'navigate', to: ADMIN_HOME });
  });

  it('sends visitors to sign in', () => {
    expect(gateDecision(null)).toEqual({ kind: 'navigate', to: ROUTES.login });
  });
});
