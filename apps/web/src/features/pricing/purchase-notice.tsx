import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CalendarPlus } from 'lucide-react';
import { API, type PurchasePreviewResponse } from '@sakinah/contract';
import { api } from '../../lib/api';

export const purchasePreviewKey = (packageId: string) => ['purchase-preview', packageId] as const;

export function usePurchasePreview(packageId: string | null | undefined, enabled = true) {
  return useQuery({
    queryKey: purchasePreviewKey(packageId ?? ''),
    queryFn: async ({ signal }) => (await api<PurchasePreviewResponse>('GET', API.purchasePreview(packageId!), { signal })).preview,
    enabled: enabled && !!packageId,
    staleTime: 0,
    retry: false,
  });
}

/**
 * What paying now will do to the member's plans, in the server's words (the same rule the
 * activation applies), shown before she pays. Nothing when it cannot be known.
 */
export function PurchaseNotice({ packageId, enabled = true, className = '' }: { packageId: string | null | undefined; enabled?: boolean; className?: string }) {
  const preview = usePurchasePreview(packageId, enabled);
  if (!preview.data) return null;
  const waits = preview.data.mode !== 'now';
  const Icon = waits ? CalendarPlus : CalendarClock;
  return (
    <p
      role="status"
      data-testid="purchase-notice"
      className={`flex items-start gap-2 rounded-xl border p-3 text-sm ${waits ? 'border-gold-200 bg-gold-50 text-ink' : 'border-brand-100 bg-brand-50 text-ink'} ${className}`}
    >
      <Icon className={`mt-0.5 h-4 w-4 shrink-0 ${waits ? 'text-gold-700' : 'text-brand-600'}`} aria-hidden="true" />
      {preview.data.message}
    </p>
  );
}
