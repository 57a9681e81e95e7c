import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Ban } from 'lucide-react';
import { API, ROUTES, type MessageResponse } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { api, errorMessage } from '../../lib/api';
import { textNow, useT } from '../../lib/i18n';

interface BlockButtonProps {
  userId: string;
  firstName: string;
  className?: string;
  /** Classes for the visible word, e.g. `max-sm:sr-only` for an icon-only button on phones. */
  labelClassName?: string;
}

/** "Block": asks first, then both members disappear from each other and the member leaves the page. */
export function BlockButton({ userId, firstName, className = '', labelClassName = '' }: BlockButtonProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Ban className="h-4 w-4" aria-hidden="true" />
        <span className={labelClassName}>{t('safety.block')}</span>
      </Button>
      {/* Mounted only while asked, so the page around it needs no query client until then. */}
      {open && <BlockDialog userId={userId} firstName={firstName} onClose={() => setOpen(false)} />}
    </>
  );
}

function BlockDialog({ userId, firstName, onClose }: { userId: string; firstName: string; onClose: () => void }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const block = useMutation({
    mutationFn: () => api<MessageResponse>('POST', API.block(userId)),
    onSuccess: (response) => {
      toast.success(response.message || textNow('blocked'));
      // Leave first: the profile or chat behind would only fail to reload now. What is cached about her (her
      // profile, the thread) is dropped, not reloaded; everything else is.
      const aboutHer = (query: { queryKey: readonly unknown[] }) => query.queryKey.some((part) => JSON.stringify(part)?.includes(userId));
      navigate(ROUTES.featuredProfiles);
      queryClient.removeQueries({ predicate: aboutHer });
      void queryClient.invalidateQueries({ predicate: (query) => !aboutHer(query) });
    },
    onError: (error) => {
      toast.error(errorMessage(error, textNow('processingError')));
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open
      title={t('safety.blockTitle', { name: firstName })}
      text={t('safety.blockText')}
      confirmLabel={t('safety.block')}
      cancelLabel={t('safety.cancel')}
      busyLabel={t('safety.blocking')}
      destructive
      busy={block.isPending || block.isSuccess}
      onConfirm={() => block.mutate()}
      onCancel={onClose}
    />
  );
}
