import { useId, useState, type FormEvent } from 'react';
import { rejectMemberSchema, suspendMemberSchema } from '@sakinah/contract';
import { Modal } from '../../components/ui/modal';
import { Button } from '../../components/ui/button';

interface ReasonDialogProps {
  open: boolean;
  memberName: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/**
 * Rejection needs a reason the member will read, so it is required (3+ characters, checked with
 * the same schema as the server). The form is remounted each time it opens, so no stale text.
 */
export function RejectDialog(props: ReasonDialogProps) {
  return (
    <Modal
      open={props.open}
      onClose={props.onCancel}
      dismissible={!props.busy}
      title="Reject profile"
      description={`${props.memberName} will see this reason and can edit the profile and send it again.`}
      size="md"
    >
      <ReasonForm {...props} required submitLabel="Reject profile" busyLabel="Rejecting…" label="Reason" />
    </Modal>
  );
}

/** Suspension stops sign-in and hides the member; a reason is optional and kept in the audit trail. */
export function SuspendDialog(props: ReasonDialogProps) {
  return (
    <Modal
      open={props.open}
      onClose={props.onCancel}
      dismissible={!props.busy}
      title="Suspend member"
      description={`${props.memberName} will not be able to sign in and will disappear from listings until reinstated.`}
      size="md"
    >
      <ReasonForm {...props} required={false} submitLabel="Suspend member" busyLabel="Suspending…" label="Reason (optional)" />
    </Modal>
  );
}

function ReasonForm({
  busy,
  onCancel,
  onSubmit,
  required,
  submitLabel,
  busyLabel,
  label,
}: ReasonDialogProps & { required: boolean; submitLabel: string; busyLabel: string; label: string }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = required ? rejectMemberSchema.safeParse({ reason }) : suspendMemberSchema.safeParse({ reason: reason.trim() || undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the reason');
      return;
    }
    setError(null);
    onSubmit(parsed.data.reason ?? '');
  };

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={`${id}-reason`} className="label">
        {label}
      </label>
      <textarea
        id={`${id}-reason`}
        className="input min-h-28"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={500}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="back" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="delete" disabled={busy} aria-busy={busy || undefined}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
