import { useState } from 'react';
import { ImageOff, UserX } from 'lucide-react';
import { IMAGE_MAX_PER_MEMBER, type OwnImage } from '@sakinah/contract';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import type { SessionUser } from '../session/public';
import { localized, useT } from '../../lib/i18n';
import { SectionHeading } from './fields';
import { PhotoGallery } from './photo-gallery';
import { PhotoUpload } from './photo-upload';
import { usePhotos } from './use-photos';

type Pending = { kind: 'avatar'; image: OwnImage } | { kind: 'delete'; image: OwnImage } | { kind: 'remove' } | null;

/** The photo tab: the profile photo, the upload box and the gallery. */
export function PhotoSection({ user, error }: { user: SessionUser; error?: string }) {
  const photos = usePhotos();
  const { t, formatNumber } = useT();
  const [pending, setPending] = useState<Pending>(null);
  const avatar = typeof user.avatar === 'string' && user.avatar ? user.avatar : null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || t('photo.yourPhoto');
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
      <SectionHeading id="profile-photo-heading" title={t('photo.title')} text={t('photo.text')} />
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="flex flex-col items-center rounded-2xl border border-brand-100 bg-cream p-5 text-center lg:self-start">
          <h3 className="text-lg font-bold text-brand-800">{t('photo.profilePhoto')}</h3>
          <div className="mt-3">
            {/* Keyed by address so a new photo is tried again after a failed one. */}
            <Avatar key={avatar ?? 'none'} src={avatar} name={name} size={144} className="ring-4 ring-white shadow" />
          </div>
          {avatar ? (
            <Button variant="ghost" size="sm" className="mt-4" onClick={() => setPending({ kind: 'remove' })} disabled={working}>
              <UserX className="h-4 w-4" aria-hidden="true" />
              {t('photo.remove')}
            </Button>
          ) : (
            <p className="mt-3 text-xs text-muted">{t('photo.setHint')}</p>
          )}
          {error && (
            <p id="profile-avatar-error" className="field-error" role="alert">
              {localized(error)}
            </p>
          )}
        </div>
        <div className="min-w-0 space-y-6">
          <PhotoUpload busy={photos.busy === 'upload'} progress={photos.uploadProgress} onCancel={photos.cancelUpload} onUpload={photos.upload} />
          <div>
            <h3 className="mb-1 text-lg font-bold text-brand-800">
              {t('photo.gallery')}{' '}
              <span className="font-sans text-sm font-normal text-muted">
                ({formatNumber(photos.images.length)}/{formatNumber(IMAGE_MAX_PER_MEMBER)})
              </span>
            </h3>
            {photos.loading ? (
              <p className="text-sm text-muted" role="status">
                {t('loading')}
              </p>
            ) : photos.failed ? (
              <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
                <span>{photos.failedMessage}</span>
                <Button variant="back" size="sm" onClick={photos.retry}>
                  {t('photo.tryAgain')}
                </Button>
              </div>
            ) : photos.images.length === 0 ? (
              <p className="flex items-center gap-2 text-sm text-muted">
                <ImageOff className="h-4 w-4" aria-hidden="true" />
                {t('noPhotos')}
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
        title={t('photo.setTitle')}
        text={t('photo.setText')}
        confirmLabel={t('photo.setYes')}
        busy={photos.busy === 'avatar'}
        busyLabel={t('photo.saving')}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        title={t('photo.deleteTitle')}
        text={t('imageDeleteConfirm')}
        confirmLabel={t('photo.deleteYes')}
        destructive
        busy={photos.busy === 'delete'}
        busyLabel={t('photo.deleting')}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      />
      <ConfirmDialog
        open={pending?.kind === 'remove'}
        title={t('photo.removeTitle')}
        text={t('photo.removeText')}
        confirmLabel={t('photo.removeYes')}
        destructive
        busy={photos.busy === 'remove'}
        busyLabel={t('photo.removing')}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      />
    </div>
  );
}
