import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, EyeOff, Star, Trash2 } from 'lucide-react';
import type { OwnImage } from '@sakinah/contract';
import { useT } from '../../lib/i18n';
import { GalleryImage } from './gallery-image';

/** The photos in the member's chosen order; photos not placed yet (new uploads) come last. */
export function arrange(images: readonly OwnImage[], order: readonly string[]): OwnImage[] {
  const byKey = new Map(images.map((image) => [image.key, image]));
  const placed = order.flatMap((key) => {
    const image = byKey.get(key);
    return image ? [image] : [];
  });
  return [...placed, ...images.filter((image) => !order.includes(image.key))];
}

interface ActionButtonProps {
  label: string;
  onClick: () => void;
  /** Which button it is and of which photo, to put focus back after a move. */
  action: string;
  photoKey: string;
  disabled?: boolean;
  danger?: boolean;
  children: ReactNode;
}

function ActionButton({ label, onClick, action, photoKey, disabled, danger, children }: ActionButtonProps) {
  return (
    <button
      type="button"
      data-action={action}
      data-photo={photoKey}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/95 shadow-sm transition-colors disabled:opacity-40 ${
        danger ? 'text-red-700 hover:bg-red-50' : 'text-brand-800 hover:bg-brand-50'
      }`}
    >
      {children}
    </button>
  );
}

interface PhotoGalleryProps {
  images: readonly OwnImage[];
  disabled: boolean;
  onSetAvatar: (image: OwnImage) => void;
  onDelete: (image: OwnImage) => void;
}

/**
 * The member's photos. The order can be changed by dragging or with the arrow buttons, for this
 * visit only (the server keeps no order). Actions show on hover, on focus and always on touch.
 */
export function PhotoGallery({ images, disabled, onSetAvatar, onDelete }: PhotoGalleryProps) {
  const { t } = useT();
  const [order, setOrder] = useState<string[]>([]);
  const [dragKey, setDragKey] = useState<string | null>(null);
  const [overKey, setOverKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = arrange(images, order);
  // The moved photo's button keeps focus after a keyboard move (React moves the node, which blurs it).
  const refocus = useRef<{ key: string; action: 'left' | 'right' } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const find = (action: string) =>
      listRef.current?.querySelector<HTMLButtonElement>(`button[data-photo="${target.key}"][data-action="${action}"]`);
    const button = find(target.action);
    (button && !button.disabled ? button : find(target.action === 'left' ? 'right' : 'left'))?.focus();
  }, [order]);

  const moveWithButton = (index: number, action: 'left' | 'right') => {
    refocus.current = { key: list[index]!.key, action };
    move(index, action === 'left' ? index - 1 : index + 1);
  };

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= list.length) return;
    const keys = list.map((image) => image.key);
    const [key] = keys.splice(from, 1);
    keys.splice(to, 0, key!);
    setOrder(keys);
    setAnnouncement(t('photo.moved', { position: to + 1, total: list.length }));
  };
  const endDrag = () => {
    setDragKey(null);
    setOverKey(null);
  };
  const onDrop = (event: DragEvent<HTMLLIElement>, target: string) => {
    event.preventDefault();
    if (dragKey) move(list.findIndex((image) => image.key === dragKey), list.findIndex((image) => image.key === target));
    endDrag();
  };

  return (
    <div>
      <p id="profile-gallery-hint" className="mb-3 text-xs text-muted">
        {t('photo.arrangeHint')}
      </p>
      <ul ref={listRef} className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t('photo.yourPhotos')} aria-describedby="profile-gallery-hint">
        {list.map((image, index) => {
          const n = index + 1;
          return (
            <li
              key={image.key}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', image.key);
                setDragKey(image.key);
              }}
              onDragOver={(event) => {
                if (!dragKey) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setOverKey(image.key);
              }}
              onDrop={(event) => onDrop(event, image.key)}
              onDragEnd={endDrag}
              className={`group relative aspect-square cursor-grab overflow-hidden rounded-xl border-2 bg-brand-50 active:cursor-grabbing ${
                overKey === image.key && dragKey !== image.key ? 'border-gold-500' : image.isAvatar ? 'border-brand-700' : 'border-transparent'
              } ${dragKey === image.key ? 'opacity-50' : ''}`}
            >
              <GalleryImage src={image.thumbUrl || image.url} alt={image.isAvatar ? t('photo.nthAvatar', { n }) : t('photo.nth', { n })} />
              {image.isAvatar && (
                <span className="absolute top-2 start-2 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  <Star className="h-3 w-3" aria-hidden="true" />
                  {t('photo.badge')}
                </span>
              )}
              {image.held && (
                <span className="absolute top-2 end-2 inline-flex items-center gap-1 rounded-full bg-gold-400 px-2 py-0.5 text-xs font-semibold text-brand-900">
                  <EyeOff className="h-3 w-3" aria-hidden="true" />
                  {t('photoUnderReviewBadge')}
                </span>
              )}
              <div className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-1.5 bg-linear-to-t from-brand-900/70 to-transparent p-2 pt-6 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100">
                <ActionButton
                  label={t('photo.moveLeft', { n })}
                  action="left"
                  photoKey={image.key}
                  onClick={() => moveWithButton(index, 'left')}
                  disabled={index === 0}
                >
                  <ChevronLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
                </ActionButton>
                {!image.isAvatar && (
                  <ActionButton
                    label={t('photo.setNth', { n })}
                    action="avatar"
                    photoKey={image.key}
                    onClick={() => onSetAvatar(image)}
                    disabled={disabled}
                  >
                    <Star className="h-4 w-4" aria-hidden="true" />
                  </ActionButton>
                )}
                <ActionButton label={t('photo.deleteNth', { n })} action="delete" photoKey={image.key} onClick={() => onDelete(image)} disabled={disabled} danger>
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </ActionButton>
                <ActionButton
                  label={t('photo.moveRight', { n })}
                  action="right"
                  photoKey={image.key}
                  onClick={() => moveWithButton(index, 'right')}
                  disabled={index === list.length - 1}
                >
                  <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
                </ActionButton>
              </div>
            </li>
          );
        })}
      </ul>
      {list.some((image) => image.held) && <p className="mt-3 text-sm text-muted">{t('photoUnderReview')}</p>}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
