import { Clock, CreditCard } from 'lucide-react';
import { MSG } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';

export type GatePopup = 'payment' | 'review' | 'reactivate' | null;

interface GatePopupsProps {
  popup: GatePopup;
  onPay: () => void;
  onLater: () => void;
  onAcknowledge: () => void;
}

/** The two answers of the gating check that need the member to read something first. */
export function GatePopups({ popup, onPay, onLater, onAcknowledge }: GatePopupsProps) {
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
    </>
  );
}
