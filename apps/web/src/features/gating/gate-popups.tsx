import { Clock, CreditCard, XCircle } from 'lucide-react';
import { MSG } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';

export type GatePopup = 'payment' | 'review' | 'rejected' | 'reactivate' | null;

interface GatePopupsProps {
  popup: GatePopup;
  /** The team's reason, shown with the 'rejected' popup. */
  rejectionReason?: string | null;
  onPay: () => void;
  onLater: () => void;
  onAcknowledge: () => void;
  onEditProfile: () => void;
}

/** The answers of the gating check that need the member to read something first. */
export function GatePopups({ popup, rejectionReason, onPay, onLater, onAcknowledge, onEditProfile }: GatePopupsProps) {
  return (
    <>
      <Modal
        open={popup === 'payment'}
        onClose={onLater}
        title={MSG.paymentRequiredTitle}
        description={MSG.paymentRequiredText}
        tone="warning"
        icon={<CreditCard className="h-7 w-7" />}
        actions={
          <>
            <Button variant="back" onClick={onLater}>
              Later
            </Button>
            <Button variant="primary" onClick={onPay}>
              Complete Payment
            </Button>
          </>
        }
      />
      <Modal
        open={popup === 'review'}
        onClose={onAcknowledge}
        title={MSG.underReviewTitle}
        description={MSG.underReviewText}
        tone="warning"
        icon={<Clock className="h-7 w-7" />}
        actions={
          <Button variant="primary" onClick={onAcknowledge}>
            OK
          </Button>
        }
      />
      <Modal
        open={popup === 'rejected'}
        onClose={onAcknowledge}
        title={MSG.profileRejectedTitle}
        description={rejectionReason ? `Reason: ${rejectionReason} ${MSG.profileRejectedText}` : MSG.profileRejectedText}
        tone="warning"
        icon={<XCircle className="h-7 w-7" />}
        actions={
          <>
            <Button variant="back" onClick={onAcknowledge}>
              Later
            </Button>
            <Button variant="primary" onClick={onEditProfile}>
              Edit your profile
            </Button>
          </>
        }
      />
    </>
  );
}
