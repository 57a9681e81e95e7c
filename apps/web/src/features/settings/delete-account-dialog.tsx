import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CalendarX, PauseCircle } from 'lucide-react';
import {
  API,
  DEPARTURE_NOTE_MAX,
  DEPARTURE_REASONS,
  type DeleteAccountInput,
  type DeletionPreviewResponse,
  type DepartureReason,
} from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';

interface Props {
  open: boolean;
  busy: boolean;
  onDelete(input: DeleteAccountInput): void;
  onDeactivateInstead(): void;
  onCancel(): void;
}

/**
 * Before deleting: what is lost (the paid days still ahead, and what the refund policy gives, from the server), why
 * she is leaving (optional, for the team), and deactivation offered instead. Starts on Cancel, the safe answer.
 */
export function DeleteAccountDialog({ open, busy, onDelete, onDeactivateInstead, onCancel }: Props) {
  const { t, label, formatDate } = useT();
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [reasons, setReasons] = useState<DepartureReason[]>([]);
  const [note, setNote] = useState('');
  const preview = useQuery({
    queryKey: ['deletion-preview'],
    queryFn: async ({ signal }) => await api<DeletionPreviewResponse>('GET', API.deletionPreview, { signal }),
    enabled: open,
    staleTime: 0,
  });
  const toggle = (reason: DepartureReason) =>
    setReasons((chosen) => (chosen.includes(reason) ? chosen.filter((r) => r !== reason) : [...chosen, reason]));
  const lost = preview.data;
  return (
    <Modal
      open={open}
      onClose={onCancel}
      dismissible={!busy}
      title={t('delete.title')}
      description={t('confirmDelete')}
      tone="danger"
      icon={<AlertTriangle className="h-7 w-7" />}
      initialFocus={cancelRef}
      size="md"
      actions={
        <>
          <Button ref={cancelRef} variant="back" onClick={onCancel} disabled={busy}>
            {t('delete.cancel')}
          </Button>
          <Button
            variant="delete"
            onClick={() => onDelete({ reasons, ...(note.trim() ? { note: note.trim() } : {}) })}
            disabled={busy || preview.isPending}
            aria-busy={busy || undefined}
          >
            {busy ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </>
      }
    >
      <div className="space-y-4 text-start text-sm">
        {lost && lost.paidDaysLeft > 0 && (
          <div className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-900" data-testid="deletion-loses">
            <p className="flex items-start gap-2 font-semibold">
              <CalendarX className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {t('delete.loses', {
                days: lost.paidDaysLeft,
                plans: lost.plans
                  .map((plan) =>
                    plan.endsAt
                      ? t('delete.planUntil', { plan: plan.planName, date: formatDate(plan.endsAt, { day: 'numeric', month: 'long', year: 'numeric' }) })
                      : t('delete.planNotStarted', { plan: plan.planName }),
                  )
                  .join(t('delete.and')),
              })}
            </p>
            {lost.refundPolicy && <p className="mt-1.5">{lost.refundPolicy}</p>}
          </div>
        )}
        <p className="text-muted">{t('deleteKeepsConversations')}</p>
        <fieldset>
          <legend className="font-semibold text-ink">{t('delete.whyLeaving')}</legend>
          <div className="mt-2 grid gap-1.5 sm:grid-cols-2">
            {(Object.keys(DEPARTURE_REASONS) as DepartureReason[]).map((reason) => (
              <label key={reason} className="flex cursor-pointer items-center gap-2 rounded-lg px-1 py-1 hover:bg-brand-50">
                <input type="checkbox" checked={reasons.includes(reason)} onChange={() => toggle(reason)} className="h-4 w-4 accent-brand-700" disabled={busy} />
                {label('departure', reason, DEPARTURE_REASONS[reason])}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-note`} className="font-semibold text-ink">
            {t('delete.anythingElse')}
          </label>
          <textarea
            id={`${id}-note`}
            rows={2}
            maxLength={DEPARTURE_NOTE_MAX}
            className="input mt-1.5 resize-y"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            disabled={busy}
          />
        </div>
        <div className="rounded-xl border border-brand-100 bg-brand-50 p-3">
          <p className="text-ink">{t('deactivateInstead')}</p>
          <Button variant="back" size="sm" className="mt-2" onClick={onDeactivateInstead} disabled={busy}>
            <PauseCircle className="h-4 w-4" aria-hidden="true" />
            {t('delete.deactivateInstead')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
