import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PauseCircle } from 'lucide-react';
import { API, ROUTES, type SelfUpdatedResponse } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { api, errorMessage } from '../../lib/api';
import { textNow, useT } from '../../lib/i18n';
import { useSession, type SessionUser } from '../session/public';

/** True when the signed-in member paused their account and has not reactivated it yet. */
export function isDeactivated(user: SessionUser | null | undefined): boolean {
  return user?.deactivated === true;
}

interface ReactivateDialogProps {
  /** After reactivation, with the server's member (already in the session). */
  onReactivated?: (user: SessionUser) => void;
}

/**
 * For a member whose account is paused: reactivate it, or sign out ("Not now") and go home.
 * Render it only while it should show; it cannot be dismissed without an answer.
 */
export function ReactivateDialog({ onReactivated }: ReactivateDialogProps) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const { user, setUser } = useSession();
  const navigate = useNavigate();
  const reactivateRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState<'reactivate' | 'leave' | null>(null);

  const reactivate = async () => {
    setBusy('reactivate');
    try {
      const response = await api<SelfUpdatedResponse>('POST', API.reactivate);
      toast.success(response.message || textNow('reactivated'));
      const next = response.user ?? (user ? { ...user, deactivated: false } : null);
      setUser(next);
      // Whatever the page tried to load while the account was paused can load now.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      if (next) onReactivated?.(next);
    } catch (error) {
      toast.error(errorMessage(error, textNow('processingError')));
      setBusy(null);
    }
  };

  const notNow = async () => {
    setBusy('leave');
    try {
      await api('POST', API.logout);
    } catch {
      // Forget the session here all the same.
    }
    queryClient.clear();
    setUser(null);
    navigate(ROUTES.home);
  };

  return (
    <Modal
      open
      onClose={() => undefined}
      dismissible={false}
      title={t('safety.reactivateTitle')}
      description={t('safety.reactivateText')}
      tone="warning"
      icon={<PauseCircle className="h-7 w-7" />}
      initialFocus={reactivateRef}
      actions={
        <>
          <Button variant="back" onClick={() => void notNow()} disabled={busy !== null} aria-busy={busy === 'leave' || undefined}>
            {busy === 'leave' ? t('safety.signingOut') : t('safety.notNow')}
          </Button>
          <Button ref={reactivateRef} variant="primary" onClick={() => void reactivate()} disabled={busy !== null} aria-busy={busy === 'reactivate' || undefined}>
            {busy === 'reactivate' ? t('safety.reactivating') : t('safety.reactivate')}
          </Button>
        </>
      }
    />
  );
}
