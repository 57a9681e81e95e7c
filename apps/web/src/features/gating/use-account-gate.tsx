import { useCallback, useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '@sakinah/contract';
import { ReactivateDialog } from '../safety/public';
import { gateDecision, type GateUser } from './gate-decision';
import { GatePopups, type GatePopup } from './gate-popups';

export interface AccountGate {
  /** Sends the member where they belong, or opens the popup that explains why they cannot go on. */
  run(user: GateUser | null): void;
  /** Render this once in the page that calls `run`. */
  popups: ReactElement;
}

/**
 * The gating check shared by sign-in and the landing page:
 * `const gate = useAccountGate(); … gate.run(user); … {gate.popups}`.
 */
export function useAccountGate(): AccountGate {
  const navigate = useNavigate();
  const [popup, setPopup] = useState<GatePopup>(null);
  const [rejectionReason, setRejectionReason] = useState<string | null>(null);

  const run = useCallback(
    (user: GateUser | null) => {
      const decision = gateDecision(user);
      if (decision.kind === 'navigate') {
        navigate(decision.to);
        return;
      }
      if (decision.kind === 'rejected') setRejectionReason(decision.reason);
      setPopup(decision.kind);
    },
    [navigate],
  );

  const leaveTo = (to: string) => {
    setPopup(null);
    navigate(to);
  };

  const popups = (
    <>
      <GatePopups
        popup={popup}
        rejectionReason={rejectionReason}
        onPay={() => leaveTo(ROUTES.pricing)}
        onLater={() => leaveTo(ROUTES.home)}
        onAcknowledge={() => leaveTo(ROUTES.home)}
        onEditProfile={() => leaveTo(ROUTES.profile)}
      />
      {/* Mounted only when needed: it signs out or reactivates through the session. */}
      {popup === 'reactivate' && (
        <ReactivateDialog
          onReactivated={(user) => {
            setPopup(null);
            run(user);
          }}
        />
      )}
    </>
  );

  return { run, popups };
}
