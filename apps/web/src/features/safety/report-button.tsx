import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Flag } from 'lucide-react';
import { API, REPORT_REASONS, ROUTES, type MessageResponse } from '@sakinah/contract';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { ApiError, api, errorMessage } from '../../lib/api';
import { textNow, useT } from '../../lib/i18n';
import { reportReasonText } from './report-reason';

const NOTE_MAX = 1000;
type Reason = (typeof REPORT_REASONS)[number]['value'];

/** "Report": a short form for the team; the reported member never learns who sent it. */
export function ReportButton({ userId, firstName, className = '' }: { userId: string; firstName: string; className?: string }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Flag className="h-4 w-4" aria-hidden="true" />
        {t('safety.report')}
      </Button>
      {open && <ReportDialog userId={userId} firstName={firstName} onClose={() => setOpen(false)} />}
    </>
  );
}

interface ReportDialogProps {
  userId: string;
  firstName: string;
  onClose: () => void;
  /** Chosen already (Report under a chat warning: 'asking_for_money'); the member may still change it. */
  initialReason?: Reason;
  /** A message she received from this member, attached to the report and shown in the dialog. */
  message?: { id: string; text: string };
}

export function ReportDialog({ userId, firstName, onClose, initialReason, message }: ReportDialogProps) {
  const { t, formatNumber } = useT();
  const id = useId();
  const navigate = useNavigate();
  const formId = `${id}-form`;
  const errorId = `${id}-reason-error`;
  const noteId = `${id}-note`;
  const countId = `${id}-note-count`;
  const firstRadio = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState<Reason | ''>(initialReason ?? '');
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: (body: { reason: Reason; note?: string; messageId?: string }) => api<MessageResponse>('POST', API.report(userId), { body }),
    onSuccess: (response) => {
      // The way to follow it up: My reports shows its outcome.
      toast.success(response.message || textNow('reported'), { action: { label: textNow('safety.myReportsAction'), onClick: () => void navigate(ROUTES.myReports) } });
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        toast.info(error.message || textNow('reportDuplicate'));
        onClose();
        return;
      }
      if (error instanceof ApiError && error.status === 400) {
        setReasonError(error.message || textNow('reportReasonRequired'));
        firstRadio.current?.focus();
        return;
      }
      toast.error(errorMessage(error, textNow('processingError')));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setReasonError(textNow('reportReasonRequired'));
      firstRadio.current?.focus();
      return;
    }
    const trimmed = note.trim();
    send.mutate({ reason, ...(trimmed ? { note: trimmed } : {}), ...(message ? { messageId: message.id } : {}) });
  };

  const busy = send.isPending;
  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!busy}
      size="md"
      title={t('safety.reportTitle', { name: firstName })}
      description={t('safety.reportDescription')}
      icon={<Flag className="h-7 w-7" />}
      tone="warning"
      actions={
        <>
          <Button variant="back" onClick={onClose} disabled={busy}>
            {t('safety.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="primary" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('safety.sending') : t('safety.sendReport')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-5">
        {message && (
          <figure className="rounded-xl border border-brand-100 bg-cream px-3 py-2 text-sm">
            <figcaption className="text-xs font-semibold text-muted">{textNow('reportMessageAttached')}</figcaption>
            {/* Plain text: React escapes it. */}
            <blockquote dir="auto" className="mt-1 line-clamp-4 break-words whitespace-pre-wrap text-ink">{message.text}</blockquote>
          </figure>
        )}
        <fieldset aria-describedby={reasonError ? errorId : undefined}>
          <legend className="label">{t('safety.reason')}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {REPORT_REASONS.map((option, index) => (
              <label
                key={option.value}
                className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm text-ink transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-500 ${
                  reason === option.value ? 'border-brand-700 bg-brand-50 font-semibold' : 'border-brand-200 bg-white hover:bg-brand-50'
                }`}
              >
                <input
                  ref={index === 0 ? firstRadio : undefined}
                  type="radio"
                  name={`${id}-reason`}
                  value={option.value}
                  checked={reason === option.value}
                  onChange={() => {
                    setReason(option.value);
                    setReasonError(null);
                  }}
                  required
                  className="h-4 w-4 shrink-0 accent-brand-700"
                />
                {reportReasonText(t, option.value, option.label)}
              </label>
            ))}
          </div>
          {reasonError && (
            <p id={errorId} role="alert" className="field-error mt-2">
              {reasonError}
            </p>
          )}
        </fieldset>
        <div>
          <label htmlFor={noteId} className="label">
            {t('safety.details')}
          </label>
          <textarea
            id={noteId}
            className="input min-h-28"
            rows={4}
            maxLength={NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-describedby={countId}
            placeholder={t('safety.detailsPlaceholder')}
          />
          <p id={countId} className="mt-1 text-end text-xs text-muted">
            {t('safety.characters', { count: formatNumber(note.length), max: formatNumber(NOTE_MAX) })}
          </p>
        </div>
      </form>
    </Modal>
  );
}
