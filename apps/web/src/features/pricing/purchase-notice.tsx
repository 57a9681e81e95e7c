import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CalendarPlus, Clock } from 'lucide-react';
import { API, type PurchasePreviewResponse, type StartMode } from '@sakinah/contract';
import { useT } from '../../lib/i18n';
import { api } from '../../lib/api';
import { usePlanTexts } from './plan-texts';

export const purchasePreviewKey = (packageId: string, start: StartMode) => ['purchase-preview', packageId, start] as const;

export function usePurchasePreview(packageId: string | null | undefined, enabled = true, start: StartMode = 'after') {
  return useQuery({
    queryKey: purchasePreviewKey(packageId ?? '', start),
    queryFn: async ({ signal }) => (await api<PurchasePreviewResponse>('GET', `${API.purchasePreview(packageId!)}?start=${start}`, { signal })).preview,
    enabled: enabled && !!packageId,
    staleTime: 0,
    retry: false,
  });
}

/**
 * What paying now will do to the member's plans, in the server's words (the same rule the
 * activation applies), shown before she pays. Nothing when it cannot be known.
 */
export function PurchaseNotice({
  packageId,
  enabled = true,
  start = 'after',
  className = '',
}: {
  packageId: string | null | undefined;
  enabled?: boolean;
  start?: StartMode;
  className?: string;
}) {
  const preview = usePurchasePreview(packageId, enabled, start);
  const texts = usePlanTexts();
  if (!preview.data) return null;
  const waits = preview.data.mode !== 'now' && preview.data.mode !== 'pauses';
  const Icon = preview.data.startsOnApproval ? Clock : waits ? CalendarPlus : CalendarClock;
  const tinted = waits || preview.data.startsOnApproval;
  return (
    <p
      role="status"
      data-testid="purchase-notice"
      className={`flex items-start gap-2 rounded-xl border p-3 text-sm ${tinted ? 'border-gold-200 bg-gold-50 text-ink' : 'border-brand-100 bg-brand-50 text-ink'} ${className}`}
    >
      <Icon className={`mt-0.5 h-4 w-4 shrink-0 ${tinted ? 'text-gold-700' : 'text-brand-600'}`} aria-hidden="true" />
      {texts.previewMessage(preview.data)}
    </p>
  );
}

/**
 * With a paid plan in force, the member chooses before paying when the new one starts: "Start now" (the current plan
 * pauses and resumes afterwards with all its days) or "After my current plan". Shown only when there is a choice;
 * the server applies the one sent with the order.
 */
export function StartChoice({ packageId, value, onChange, className = '' }: { packageId: string; value: StartMode; onChange(start: StartMode): void; className?: string }) {
  const { t, formatDate } = useT();
  const formatPlanDate = (value: string) => formatDate(value, { day: 'numeric', month: 'long', year: 'numeric' });
  const name = useId();
  const after = usePurchasePreview(packageId, true, 'after');
  const now = usePurchasePreview(packageId, after.data?.canChoose === true, 'now');
  if (!after.data?.canChoose) return null;
  const current = now.data?.pauses?.planName ?? after.data.after?.planName ?? t('checkout.currentPlan');
  const options: Array<{ value: StartMode; title: string; text: string }> = [
    {
      value: 'now',
      title: t('checkout.startNow'),
      text: now.data?.pauses
        ? t('checkout.startNowOn', { plan: current, date: formatPlanDate(now.data.pauses.resumesAt) })
        : t('checkout.startNowLater', { plan: current }),
    },
    {
      value: 'after',
      title: t('checkout.startAfter'),
      text: t('checkout.startAfterOn', { date: formatPlanDate(after.data.startsAt), plan: current }),
    },
  ];
  return (
    <fieldset className={className} data-testid="start-choice">
      <legend className="text-sm font-semibold text-ink">{t('checkout.startQuestion')}</legend>
      <div className="mt-2 grid gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-500 ${
              value === option.value ? 'border-brand-600 bg-brand-50' : 'border-brand-100 bg-white hover:border-brand-300'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-ink">{option.title}</span>
              <span className="mt-0.5 block text-muted">{option.text}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
