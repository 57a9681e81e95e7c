import { useEffect, useRef } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { SafeImage } from './safe-image';

export interface GalleryPhoto {
  url: string;
  thumbUrl?: string;
}

export function photoAlt(index: number, ownerName: string): string {
  return `Photo ${index + 1} of ${ownerName}`;
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
  const count = photos.length;
  const open = index !== null && count > 0;
  const current = open ? Math.min(Math.max(index, 0), count - 1) : 0;
  const nextRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndexChange((current + 1) % count);
      else if (event.key === 'ArrowLeft') onIndexChange((current - 1 + count) % count);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, count, current, onIndexChange]);

  const photo = photos[current];
  return (
    <Modal
      open={open}
      onClose={() => onIndexChange(null)}
      title={`Photos of ${ownerName}`}
      size="md"
      initialFocus={count > 1 ? nextRef : closeRef}
      actions={
        <Button ref={closeRef} variant="back" onClick={() => onIndexChange(null)}>
          Close
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
              <Button variant="back" size="sm" onClick={() => onIndexChange((current - 1 + count) % count)} aria-label="Previous photo">
                <ChevronLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
                Previous
              </Button>
            ) : (
              <span />
            )}
            <p className="text-sm text-muted" aria-live="polite">
              {current + 1} / {count}
            </p>
            {count > 1 ? (
              <Button ref={nextRef} variant="back" size="sm" onClick={() => onIndexChange((current + 1) % count)} aria-label="Next photo">
                Next
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
