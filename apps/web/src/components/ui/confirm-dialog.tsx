import { useRef, type ReactNode } from 'react';
import { AlertTriangle, HelpCircle } from 'lucide-react';
import { Button } from './button';
import { Modal } from './modal';
import { useT } from '../../lib/i18n';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button and warning icon, for actions that cannot be undone. */
  destructive?: boolean;
  /** While the action runs: buttons disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question on top of Modal. Destructive questions start on Cancel, the safe answer. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  busyLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      dismissible={!busy}
      title={title}
      description={text}
      tone={destructive ? 'danger' : 'default'}
      icon={destructive ? <AlertTriangle className="h-7 w-7" /> : <HelpCircle className="h-7 w-7" />}
      initialFocus={destructive ? cancelRef : confirmRef}
      actions={
        <>
          <Button ref={cancelRef} variant="back" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('ui.cancel')}
          </Button>
          <Button ref={confirmRef} variant={destructive ? 'delete' : 'primary'} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {busy && busyLabel ? busyLabel : (confirmLabel ?? t('ui.confirm'))}
          </Button>
        </>
      }
    />
  );
}
