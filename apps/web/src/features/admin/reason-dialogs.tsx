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

interface ReasonFormProps {
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
  /** A reason the member will read is required (3+ characters, the server's schema); otherwise optional. */
  required: boolean;
  label: string;
  submitLabel: string;
  busyLabel: string;
  maxLength?: number;
}

/**
 * The one dialog that asks an admin for a reason (rejecting a profile or a verification,
 * suspending a member). The form is remounted each time it opens, so no stale text.
 */
export function ReasonDialog({
  open,
  title,
  description,
  ...form
}: ReasonFormProps & { open: boolean; title: string; description: string }) {
  return (
    <Modal open={open} onClose={form.onCancel} dismissible={!form.busy} title={title} description={description} size="md">
      <ReasonForm {...form} />
    </Modal>
  );
}

/** Rejection needs a reason the member will read, so it is required. */
export function RejectDialog({ memberName, ...props }: ReasonDialogProps) {
  return (
    <ReasonDialog
      {...props}
      title="Reject profile"
      description={`${memberName} will see this reason and can edit the profile and send it again.`}
      required
      submitLabel="Reject profile"
      busyLabel="Rejecting…"
      label="Reason"
    />
  );
}

/** Suspension stops sign-in and hides the member; a reason is optional and kept in the audit trail. */
export function SuspendDialog({ memberName, ...props }: ReasonDialogProps) {
  return (
    <ReasonDialog
      {...props}
      title="Suspend member"
      description={`${memberName} will not be able to sign in and will disappear from listings until reinstated.`}
      required={false}
      submitLabel="Suspend member"
      busyLabel="Suspending…"
      label="Reason (optional)"
    />
  );
}

function ReasonForm({ busy, onCancel, onSubmit, required, submitLabel, busyLabel, label, maxLength = 500 }: ReasonFormProps) {
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
        maxLength={maxLength}
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
