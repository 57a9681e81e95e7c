import { useEffect, useRef } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { useT } from '../../lib/i18n';
import { SafeImage } from './safe-image';

export interface GalleryPhoto {
  url: string;
  thumbUrl?: string;
}

/** "Photo 2 of Zainab", in the reader's language. */
export function usePhotoAlt(): (index: number, ownerName: string) => string {
  const { t } = useT();
  return (index, ownerName) => t('profileView.photoN', { number: index + 1, name: ownerName });
}

interface PhotoGalleryModalProps {
  photos: readonly GalleryPhoto[];
  /** The open photo, or null when the gallery is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  ownerName: string;
}

/** One large photo at a time with Previous and Next (also the arrow keys); Escape closes it. */
export function PhotoGalleryModal({ photos, index, onIndexChange, ownerName }: PhotoGalleryModalProps) {
  const { t, dir } = useT();
  const photoAlt = usePhotoAlt();
  const count = photos.length;
  const open = index !== null && count > 0;
  const current = open ? Math.min(Math.max(index, 0), count - 1) : 0;
  const nextRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open || count < 2) return;
    // Next is the arrow that points where Next stands: right in English and Hindi, left on Urdu's mirrored page.
    const nextKey = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const previousKey = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === nextKey) onIndexChange((current + 1) % count);
      else if (event.key === previousKey) onIndexChange((current - 1 + count) % count);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, count, current, onIndexChange, dir]);

  const photo = photos[current];
  return (
    <Modal
      open={open}
      onClose={() => onIndexChange(null)}
      title={t('profileView.photosOf', { name: ownerName })}
      size="md"
      initialFocus={count > 1 ? nextRef : closeRef}
      actions={
        <Button ref={closeRef} variant="back" onClick={() => onIndexChange(null)}>
          {t('profileView.close')}
        </Button>
      }
    >
      {photo && (
        <div>
          <SafeImage
            key={photo.url}
            src={photo.url}
            alt={photoAlt(current, ownerName)}
            className="mx-auto aspect-[4/5] max-h-[60vh] w-full rounded-xl bg-brand-50 object-contain"
          />
          <div className="mt-4 flex items-center justify-between gap-3">
            {count > 1 ? (
              <Button variant="back" size="sm" onClick={() => onIndexChange((current - 1 + count) % count)} aria-label={t('profileView.previousPhoto')}>
                <ChevronLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
                {t('profileView.previous')}
              </Button>
            ) : (
              <span />
            )}
            <p className="text-sm text-muted" aria-live="polite">
              {current + 1} / {count}
            </p>
            {count > 1 ? (
              <Button ref={nextRef} variant="back" size="sm" onClick={() => onIndexChange((current + 1) % count)} aria-label={t('profileView.nextPhoto')}>
                {t('profileView.next')}
                <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
              </Button>
            ) : (
              <span />
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
