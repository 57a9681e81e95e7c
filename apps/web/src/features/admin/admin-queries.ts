import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { MSG, type AdminDashboardResponse, type AdminRiskResponse, type MessageResponse } from '@sakinah/contract';
import { api, errorMessage } from '../../lib/api';

/** Every admin query key starts with 'admin', so one invalidation refreshes the whole console. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  queue: ['admin', 'review-queue'] as const,
  members: (q: string, status: string, offset: number) => ['admin', 'members', { q, status, offset }] as const,
  member: (id: string) => ['admin', 'member', id] as const,
  packages: ['admin', 'packages'] as const,
  payments: (filters: Record<string, string>) => ['admin', 'payments', filters] as const,
  messages: (filter: string) => ['admin', 'messages', filter] as const,
  audit: ['admin', 'audit'] as const,
  risk: (status: RiskStatus) => ['admin', 'risk', status] as const,
};

export type RiskStatus = 'open' | 'dismissed' | 'actioned';

/** The Risk queue of one status (the nav's count shares the open one's cache). */
export function riskItemsQuery(status: RiskStatus) {
  return {
    queryKey: adminKeys.risk(status),
    queryFn: ({ signal }: { signal: AbortSignal }) => api<AdminRiskResponse>('GET', `/admin/risk?status=${status}`, { signal }),
    select: (response: AdminRiskResponse) => response.items,
  };
}

export function useDashboard() {
  return useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: () => api<AdminDashboardResponse>('GET', '/admin/dashboard'),
    select: (response) => response.data,
  });
}

export interface AdminAction {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

/**
 * A mutation for the member and message actions: toasts the server's message either way and
 * refreshes every admin query, since a decision changes counts, lists and the audit trail at once.
 */
export function useAdminAction(onDone?: (response: MessageResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body }: AdminAction) => api<MessageResponse>(method, path, { body }),
    onSuccess: async (response) => {
      toast.success(response.message);
      onDone?.(response);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      toast.error(errorMessage(error, MSG.unexpectedErrorRetry));
    },
  });
}
