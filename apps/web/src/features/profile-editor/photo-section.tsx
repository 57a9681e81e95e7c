import { useState } from 'react';
import { ImageOff, UserX } from 'lucide-react';
import { IMAGE_MAX_PER_MEMBER, MSG, type OwnImage } from '@sakinah/contract';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import type { SessionUser } from '../session/public';
import { SectionHeading } from './fields';
import { PhotoGallery } from './photo-gallery';
import { PhotoUpload } from './photo-upload';
import { usePhotos } from './use-photos';

type Pending = { kind: 'avatar'; image: OwnImage } | { kind: 'delete'; image: OwnImage } | { kind: 'remove' } | null;

/** The photo tab: the profile photo, the upload box and the gallery. */
export function PhotoSection({ user, error }: { user: SessionUser; error?: string }) {
  const photos = usePhotos();
  const [pending, setPending] = useState<Pending>(null);
  const avatar = typeof user.avatar === 'string' && user.avatar ? user.avatar : null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || 'Your profile photo';
  const working = photos.busy !== null;

  const confirm = async () => {
    if (!pending) return;
    if (pending.kind === 'avatar') await photos.setAvatar(pending.image);
    else if (pending.kind === 'delete') await photos.deleteImage(pending.image);
    else await photos.removeAvatar();
    setPending(null);
  };
  const cancel = () => {
    if (!working) setPending(null);
  };

  return (
    <div>
      <SectionHeading id="profile-photo-heading" title="Your Photos" text="Add clear, recent photos. Your profile photo is the first thing members see." />
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="flex flex-col items-center rounded-2xl border border-brand-100 bg-cream p-5 text-center lg:self-start">
          <h3 className="text-lg font-bold text-brand-800">Profile Photo</h3>
          <div className="mt-3">
            {/* Keyed by address so a new photo is tried again after a failed one. */}
            <Avatar key={avatar ?? 'none'} src={avatar} name={name} size={144} className="ring-4 ring-white shadow" />
          </div>
          {avatar ? (
            <Button variant="ghost" size="sm" className="mt-4" onClick={() => setPending({ kind: 'remove' })} disabled={working}>
              <UserX className="h-4 w-4" aria-hidden="true" />
              Remove Profile Photo
            </Button>
          ) : (
            <p className="mt-3 text-xs text-muted">Upload a photo, or pick one from your gallery, to set it here.</p>
          )}
          {error && (
            <p id="profile-avatar-error" className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="min-w-0 space-y-6">
          <PhotoUpload busy={photos.busy === 'upload'} progress={photos.uploadProgress} onCancel={photos.cancelUpload} onUpload={photos.upload} />
          <div>
            <h3 className="mb-1 text-lg font-bold text-brand-800">
              Gallery <span className="font-sans text-sm font-normal text-muted">({photos.images.length}/{IMAGE_MAX_PER_MEMBER})</span>
            </h3>
            {photos.loading ? (
              <p className="text-sm text-muted" role="status">
                {MSG.loading}
              </p>
            ) : photos.failed ? (
              <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
                <span>{photos.failedMessage}</span>
                <Button variant="back" size="sm" onClick={photos.retry}>
                  Try Again
                </Button>
              </div>
            ) : photos.images.length === 0 ? (
              <p className="flex items-center gap-2 text-sm text-muted">
                <ImageOff className="h-4 w-4" aria-hidden="true" />
                {MSG.noPhotos}
              </p>
            ) : (
              <PhotoGallery
                images={photos.images}
                disabled={working}
                onSetAvatar={(image) => setPending({ kind: 'avatar', image })}
                onDelete={(image) => setPending({ kind: 'delete', image })}
              />
            )}
          </div>
        </div>
      </div>

      <ConfirmDialog
        open={pending?.kind === 'avatar'}
        title="Set Profile Photo"
        text="Set this photo as your profile photo?"
        confirmLabel="Yes, set it"
        busy={photos.busy === 'avatar'}
        busyLabel="Saving..."
        onConfirm={() => void confirm()}
        onCancel={cancel}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        title="Delete Photo?"
        text={MSG.imageDeleteConfirm}
        confirmLabel="Yes, delete it"
        destructive
        busy={photos.busy === 'delete'}
        busyLabel="Deleting..."
        onConfirm={() => void confirm()}
        onCancel={cancel}
      />
      <ConfirmDialog
        open={pending?.kind === 'remove'}
        title="Remove Profile Photo?"
        text="The photo stays in your gallery, but it will no longer be your profile photo."
        confirmLabel="Yes, remove it"
        destructive
        busy={photos.busy === 'remove'}
        busyLabel="Removing..."
        onConfirm={() => void confirm()}
        onCancel={cancel}
      />
    </div>
  );
}
