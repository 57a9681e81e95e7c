import { useState } from 'react';
import { Globe, Images, Lock } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { PhotoGalleryModal, ProfileCard, SafeImage, usePhotoAlt } from '../profile-display/public';

/** The member's own photos; a click opens them large. */
export function PhotosCard({ images, ownerName, photoPrivacy }: { images: readonly string[]; ownerName: string; photoPrivacy: string }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const photoAlt = usePhotoAlt();
  const { t } = useT();
  const photos = images.map((url) => ({ url }));
  const isPrivate = photoPrivacy !== 'public';
  return (
    <ProfileCard
      title={t('profileView.photos')}
      icon={Images}
      aside={
        <span className="inline-flex items-center gap-1.5 rounded-full border border-brand-100 bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700">
          {isPrivate ? <Lock className="h-3.5 w-3.5" aria-hidden="true" /> : <Globe className="h-3.5 w-3.5" aria-hidden="true" />}
          {isPrivate ? t('overview.privatePhotos') : t('overview.publicPhotos')}
        </span>
      }
    >
      {photos.length === 0 ? (
        <p className="text-[15px] text-muted italic">{t('noPhotos')}</p>
      ) : (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {photos.map((photo, index) => (
            <li key={photo.url}>
              <button
                type="button"
                onClick={() => setOpenIndex(index)}
                className="group block aspect-square w-full overflow-hidden rounded-xl border border-brand-100 bg-brand-50"
              >
                <SafeImage
                  src={photo.url}
                  alt={photoAlt(index, ownerName)}
                  loading="lazy"
                  className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <PhotoGalleryModal photos={photos} index={openIndex} onIndexChange={setOpenIndex} ownerName={ownerName} />
    </ProfileCard>
  );
}
