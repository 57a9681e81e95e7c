import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Ban } from 'lucide-react';
import { API, type BlockedUser, type BlockedUsersResponse, type MessageResponse } from '@sakinah/contract';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { api, errorMessage } from '../../lib/api';
import { textNow, useT } from '../../lib/i18n';
import { BLOCKED_USERS_KEY } from '../../lib/query-keys';

/** Settings → Privacy: the members I blocked, each with Unblock. */
export function BlockedMembersCard() {
  const { t, formatDate } = useT();
  const headingId = useId();
  const queryClient = useQueryClient();
  const blocked = useQuery({
    queryKey: BLOCKED_USERS_KEY,
    queryFn: ({ signal }) => api<BlockedUsersResponse>('GET', API.blockedUsers, { signal }),
    select: (response) => response.users ?? [],
  });
  const unblock = useMutation({
    mutationFn: (member: BlockedUser) => api<MessageResponse>('DELETE', API.block(member.id)),
    onSuccess: (response) => {
      toast.success(response.message || textNow('unblocked'));
      // Listings, requests and chats may show the member again.
      void queryClient.invalidateQueries();
    },
    onError: (error) => toast.error(errorMessage(error, textNow('processingError'))),
  });

  return (
    <section className="card space-y-5 p-5 sm:p-7" aria-labelledby={headingId}>
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
          <Ban className="h-5 w-5" />
        </span>
        <div>
          <h2 id={headingId} className="text-2xl font-bold text-brand-800">
            {t('safety.blockedTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('safety.blockedLead')}</p>
        </div>
      </div>
      {blocked.isPending ? (
        <p role="status" className="text-sm text-muted">
          {t('loading')}
        </p>
      ) : blocked.isError ? (
        <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          <p>{errorMessage(blocked.error, t('unexpectedErrorRetry'))}</p>
          <button type="button" onClick={() => void blocked.refetch()} className="mt-1 font-semibold underline underline-offset-2">
            {t('safety.tryAgain')}
          </button>
        </div>
      ) : blocked.data.length === 0 ? (
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">{t('safety.noneBlocked')}</p>
      ) : (
        <ul className="divide-y divide-brand-100">
          {blocked.data.map((member) => {
            const name = `${member.firstName} ${member.lastName}`.trim() || t('requests.member');
            const date = member.blockedAt ? formatDate(member.blockedAt) : '';
            const busy = unblock.isPending && unblock.variables?.id === member.id;
            return (
              <li key={member.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                <span aria-hidden="true" className="shrink-0">
                  <Avatar src={member.avatar} name={name} size={40} />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold text-ink">{name}</p>
                  {date && <p className="text-xs text-muted">{t('safety.blockedOn', { date })}</p>}
                </div>
                <Button
                  variant="back"
                  size="sm"
                  className="shrink-0"
                  disabled={unblock.isPending}
                  aria-busy={busy || undefined}
                  aria-label={t('safety.unblockName', { name })}
                  onClick={() => unblock.mutate(member)}
                >
                  {busy ? t('safety.unblocking') : t('safety.unblock')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
