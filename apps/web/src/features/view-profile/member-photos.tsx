import type { ReactNode } from 'react';
import { Images, Lock } from 'lucide-react';
import type { MemberView } from '@sakinah/contract';
import { ProfileCard, SafeImage, usePhotoAlt } from '../profile-display/public';
import { useT } from '../../lib/i18n';

interface MemberPhotosProps {
  user: MemberView;
  onOpen: (index: number) => void;
  /** Where the privacy feature puts its "Request Access" control for locked photos. */
  photoAccessSlot?: ReactNode;
}

/** The member's photos as thumbnails, or why they cannot be seen. */
export function MemberPhotos({ user, onOpen, photoAccessSlot }: MemberPhotosProps) {
  const { t } = useT();
  const photoAlt = usePhotoAlt();
  return (
    <ProfileCard title={t('profileView.photos')} icon={Images}>
      {user.photosLocked ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-brand-200 bg-brand-50/60 px-4 py-8 text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm" aria-hidden="true">
            <Lock className="h-6 w-6" />
          </span>
          <p className="mt-4 font-semibold text-brand-800">{t('profileView.photosPrivate')}</p>
          <p className="mt-1 max-w-xs text-sm text-muted">{t('profileView.photosSharedWith', { name: user.firstName })}</p>
          {photoAccessSlot && <div className="mt-5">{photoAccessSlot}</div>}
        </div>
      ) : user.images.length === 0 ? (
        <p className="text-[15px] text-muted italic">{t('noPhotos')}</p>
      ) : (
        <ul className="grid grid-cols-3 gap-3">
          {user.images.map((photo, index) => (
            <li key={photo.url}>
              <button
                type="button"
                onClick={() => onOpen(index)}
                className="group block aspect-square w-full overflow-hidden rounded-xl border border-brand-100 bg-brand-50"
              >
                <SafeImage
                  src={photo.thumbUrl || photo.url}
                  alt={photoAlt(index, user.firstName)}
                  loading="lazy"
                  className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </ProfileCard>
  );
}
