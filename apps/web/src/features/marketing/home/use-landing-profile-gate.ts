import { useCallback, type ReactElement } from 'react';
import { useSession } from '../../session/public';
import { useAccountGate } from '../../gating/public';

/**
 * The landing page's View Profile and View More Profiles buttons run the same gating check as
 * sign-in (spec section 4): visitors to login, unpaid members to the payment popup, and so on.
 */
export function useLandingProfileGate(): { open: () => void; popups: ReactElement } {
  const { user } = useSession();
  const gate = useAccountGate();
  const { run } = gate;
  const open = useCallback(() => run(user), [run, user]);
  return { open, popups: gate.popups };
}
