import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PauseCircle } from 'lucide-react';
import { API, ROUTES, type SelfUpdatedResponse } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { api, errorMessage } from '../../lib/api';
import { textNow, useT } from '../../lib/i18n';
import { useSession } from '../session/public';

/**
 * Settings → Security → Danger Zone: pause the account. The server keeps this session, so the
 * member is signed out here too; signing in again offers to reactivate.
 */
export function DeactivateAccount({ onLeave, askNow = 0 }: { onLeave: (leaving: boolean) => void; /** Raised to ask now (the delete dialog's "Deactivate instead"). */ askNow?: number }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const { setUser } = useSession();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // Asked again from outside: open the question (state adjusted while rendering, not in an effect).
  const [seenAsk, setSeenAsk] = useState(askNow);
  if (askNow !== seenAsk) {
    setSeenAsk(askNow);
    setConfirming(true);
  }

  const deactivate = async () => {
    setBusy(true);
    let message: string;
    try {
      const response = await api<SelfUpdatedResponse>('POST', API.deactivate);
      message = response.message || textNow('deactivated');
    } catch (error) {
      toast.error(errorMessage(error, textNow('processingError')));
      setBusy(false);
      setConfirming(false);
      return;
    }
    // Tell the page first, so it does not bounce to sign-in once the member is gone.
    onLeave(true);
    try {
      await api('POST', API.logout);
    } catch {
      // The account is paused either way; forgetting the session here is what matters.
    }
    queryClient.clear();
    setUser(null);
    toast.success(message);
    navigate(ROUTES.home);
  };

  return (
    <div className="mt-4 border-b border-red-100 pb-6">
      <h3 className="text-lg font-semibold text-ink">{t('safety.breakTitle')}</h3>
      <p className="mt-1 text-sm text-muted">
        {t('safety.breakLead')}
      </p>
      <Button variant="back" className="mt-4 w-full sm:w-auto" onClick={() => setConfirming(true)} aria-haspopup="dialog">
        <PauseCircle className="h-4 w-4" aria-hidden="true" />
        {t('safety.deactivateAccount')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('safety.deactivateTitle')}
        text={t('safety.deactivateText')}
        confirmLabel={t('safety.deactivate')}
        cancelLabel={t('safety.cancel')}
        busyLabel={t('safety.deactivating')}
        busy={busy}
        onConfirm={() => void deactivate()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
