import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Ban } from 'lucide-react';
import { API, MSG, ROUTES, type MessageResponse } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { api, errorMessage } from '../../lib/api';

interface BlockButtonProps {
  userId: string;
  firstName: string;
  className?: string;
  /** Classes for the visible word, e.g. `max-sm:sr-only` for an icon-only button on phones. */
  labelClassName?: string;
}

/** "Block": asks first, then both members disappear from each other and the member leaves the page. */
export function BlockButton({ userId, firstName, className = '', labelClassName = '' }: BlockButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Ban className="h-4 w-4" aria-hidden="true" />
        <span className={labelClassName}>Block</span>
      </Button>
      {/* Mounted only while asked, so the page around it needs no query client until then. */}
      {open && <BlockDialog userId={userId} firstName={firstName} onClose={() => setOpen(false)} />}
    </>
  );
}

function BlockDialog({ userId, firstName, onClose }: { userId: string; firstName: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const block = useMutation({
    mutationFn: () => api<MessageResponse>('POST', API.block(userId)),
    onSuccess: (response) => {
      toast.success(response.message || MSG.blocked);
      // Leave first: the profile or chat behind would only fail to reload now. What is cached about her (her
      // profile, the thread) is dropped, not reloaded; everything else is.
      const aboutHer = (query: { queryKey: readonly unknown[] }) => query.queryKey.some((part) => JSON.stringify(part)?.includes(userId));
      navigate(ROUTES.featuredProfiles);
      queryClient.removeQueries({ predicate: aboutHer });
      void queryClient.invalidateQueries({ predicate: (query) => !aboutHer(query) });
    },
    onError: (error) => {
      toast.error(errorMessage(error, MSG.processingError));
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open
      title={`Block ${firstName}?`}
      text="You will no longer see each other anywhere on Sakinah: in listings, profiles, requests or messages. Open requests between you are closed."
      confirmLabel="Block"
      cancelLabel="Cancel"
      busyLabel="Blocking..."
      destructive
      busy={block.isPending || block.isSuccess}
      onConfirm={() => block.mutate()}
      onCancel={onClose}
    />
  );
}
