import { describe, expect, it } from 'vitest';
import { ROUTES } from '@sakinah/contract';
import { gateDecision } from '../gating/gate-decision';

describe('gateDecision for guardians', () => {
  it('sends guardians to their read-only page, whatever their payment or status', () => {
    expect(gateDecision({ role: 'guardian', status: 'Active', paymentStatus: 'unpaid' })).toEqual({ kind: 'navigate', to: ROUTES.guardianHome });
    expect(gateDecision({ role: 'guardian', status: 'Pending', paymentStatus: 'paid' })).toEqual({ kind: 'navigate', to: ROUTES.guardianHome });
  });
});
