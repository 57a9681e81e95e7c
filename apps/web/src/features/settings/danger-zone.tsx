import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Trash2 } from 'lucide-react';
import { API, ROUTES, type DeleteAccountInput, type MessageResponse } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { DeleteAccountDialog } from './delete-account-dialog';
import { api } from '../../lib/api';
import { clearDeviceData, forgetPushOnThisDevice } from '../../lib/device-worker';
import { DeactivateAccount } from '../safety/public';
import { useSession } from '../session/public';
import { textNow, useT } from '../../lib/i18n';

/**
 * Deleting the account: asked twice (the dialog says what is lost, asks why, offers deactivation instead), then the
 * session is forgotten and the member goes home.
 */
export function DangerZone({ onLeave }: { onLeave: (leaving: boolean) => void }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const { setUser } = useSession();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // "Deactivate instead" in the dialog asks the deactivation's own question.
  const [askDeactivate, setAskDeactivate] = useState(0);

  const deleteAccount = async (input: DeleteAccountInput) => {
    setBusy(true);
    try {
      const response = await api<MessageResponse>('DELETE', API.deleteUser, { body: input });
      // Tell the page first, so it does not bounce to sign-in once the member is gone.
      onLeave(true);
      queryClient.clear();
      setUser(null);
      // The server dropped her subscriptions with the account; the device lets go of its own and of the caches.
      void forgetPushOnThisDevice().then(clearDeviceData);
      toast.success(response.message || textNow('accountDeleted'));
      navigate(ROUTES.home);
    } catch {
      toast.error(textNow('deleteAccountFailed'));
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <section className="rounded-2xl border-2 border-red-200 bg-white p-5 shadow-sm sm:p-7" aria-labelledby="danger-heading">
      <h2 id="danger-heading" className="text-2xl font-bold text-red-800">
        {t('settings.dangerZone')}
      </h2>
      <DeactivateAccount onLeave={onLeave} askNow={askDeactivate} />
      <p className="mt-5 text-sm text-muted">
        {t('settings.dangerText')}
      </p>
      <Button variant="delete" className="mt-5 w-full sm:w-auto" onClick={() => setConfirming(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {t('settings.deleteForever')}
      </Button>
      <DeleteAccountDialog
        open={confirming}
        busy={busy}
        onDelete={(input) => void deleteAccount(input)}
        onDeactivateInstead={() => {
          setConfirming(false);
          setAskDeactivate((n) => n + 1);
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
