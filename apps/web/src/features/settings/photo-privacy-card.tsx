import { useId, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Images, Inbox } from 'lucide-react';
import { API, PRIVACY_TOAST_MS, type PhotoPrivacyResponse } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api';
import { useSession, type SessionUser } from '../session/public';
import { AccessRequestsModal } from './access-requests-modal';
import { SegmentedControl, type SegmentOption } from '../../components/ui/setting-controls';
import {
  failureText,
  fetchPhotoAccessRequests,
  photoPrivacyOf,
  type PhotoPrivacy,
} from './privacy-api';
import { photoAccessKeys } from '../../lib/query-keys';
import { textNow, useT } from '../../lib/i18n';


/** Settings → Privacy: photos public or private, and (when private) who asked to see them. */
export function PhotoPrivacyCard({ user }: { user: SessionUser }) {
  const { t, formatNumber } = useT();
  const OPTIONS: ReadonlyArray<SegmentOption<PhotoPrivacy>> = [
    { value: 'public', label: t('privacy.public') },
    { value: 'private', label: t('privacy.private') },
  ];
  const { setUser } = useSession();
  const [modalOpen, setModalOpen] = useState(false);
  const headingId = useId();
  const countId = useId();
  const current = photoPrivacyOf(user);

  const mutation = useMutation({
    mutationFn: (photoPrivacy: PhotoPrivacy) => api<PhotoPrivacyResponse>('PUT', API.updatePhotoPrivacy, { body: { photoPrivacy } }),
    onSuccess: (response, value) => {
      toast.success(response.message || textNow('photoPrivacySet', { value }), { duration: PRIVACY_TOAST_MS });
      setUser(response.user ?? { ...user, photoPrivacy: value });
    },
    onError: (error) => toast.error(failureText(error, textNow('privacyUpdateFailed'), textNow('privacyUpdateError'))),
  });
  // Show the choice at once; it falls back to the saved value if the server refuses it.
  const shown: PhotoPrivacy = mutation.isPending && mutation.variables ? mutation.variables : current;
  const isPrivate = current === 'private';

  const pending = useQuery({
    queryKey: photoAccessKeys.count(user.id),
    queryFn: ({ signal }) =>
      fetchPhotoAccessRequests('pending', { failed: textNow('fetchAccessRequestsFailed'), network: textNow('fetchPendingError') }, signal),
    enabled: isPrivate,
    staleTime: 0,
  });
  const pendingCount = pending.data?.length ?? 0;


  return (
    <section className="card space-y-5 p-5 sm:p-7" aria-labelledby={headingId}>
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
          <Images className="h-5 w-5" />
        </span>
        <div>
          <h2 id={headingId} className="text-2xl font-bold text-brand-800">
            {t('privacy.photosTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('privacy.photosLead')}</p>
        </div>
      </div>
      <SegmentedControl
        label={t('privacy.photoPrivacy')}
        description={
          shown === 'private'
            ? t('privacy.photoPrivate')
            : t('privacy.photoPublic')
        }
        options={OPTIONS}
        value={shown}
        onChange={(value) => mutation.mutate(value)}
        busy={mutation.isPending}
      />
      {isPrivate && (
        <div className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50/60 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink">{t('privacy.photoRequestsLead')}</p>
          <Button
            variant="profile"
            size="sm"
            className="shrink-0"
            aria-haspopup="dialog"
            aria-describedby={countId}
            onClick={() => setModalOpen(true)}
          >
            <Inbox className="h-4 w-4" aria-hidden="true" />
            {t('privacy.accessRequests')}
            <span
              aria-hidden="true"
              className={`min-w-6 rounded-full px-1.5 text-xs leading-5 ${pendingCount > 0 ? 'bg-gold-400 text-brand-900' : 'bg-brand-100 text-brand-800'}`}
            >
              {formatNumber(pendingCount)}
            </span>
          </Button>
          <span id={countId} className="sr-only">
            {t('privacy.pendingRequests', { count: pendingCount })}
          </span>
        </div>
      )}
      <AccessRequestsModal open={modalOpen} onClose={() => setModalOpen(false)} userId={user.id} />
    </section>
  );
}
