import { useState, type ReactNode } from 'react';
import { ROUTES, type MemberView, type MemberRelation } from '@sakinah/contract';
import { BackButton, PhotoGalleryModal } from '../profile-display/public';
import { ProfileSafetyActions } from '../safety/public';
import { MemberContact, MemberDetails } from './member-details';
import { MemberHeader } from './member-header';
import { MemberPhotos } from './member-photos';

export interface ViewProfileProps {
  user: MemberView;
  relation: MemberRelation;
  /**
   * The privacy feature's "Request Access" control, shown under "Photos are private" when the
   * photos are locked. Nothing is shown when absent (no button that does nothing).
   */
  renderPhotoAccess?: (user: MemberView, relation: MemberRelation) => ReactNode;
}

/** Another member's profile: header, photos, contact and the detail cards. */
export function ViewProfile({ user, relation, renderPhotoAccess }: ViewProfileProps) {
  const [photoIndex, setPhotoIndex] = useState<number | null>(null);
  const avatarIndex = Math.max(0, user.images.findIndex((photo) => photo.isAvatar));
  const canOpen = !user.photosLocked && user.images.length > 0;

  return (
    <section className="container-page py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackButton fallback={ROUTES.home} />
        <ProfileSafetyActions userId={user.id || user._id} firstName={user.firstName} isSelf={relation.isSelf} />
      </div>
      <div className="mt-6 space-y-6">
        <MemberHeader user={user} relation={relation} onOpenPhoto={canOpen ? () => setPhotoIndex(avatarIndex) : undefined} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
          <div className="space-y-6 lg:col-span-1">
            <MemberPhotos
              user={user}
              onOpen={setPhotoIndex}
              photoAccessSlot={user.photosLocked ? renderPhotoAccess?.(user, relation) : undefined}
            />
            <MemberContact user={user} relation={relation} />
          </div>
          <div className="lg:col-span-2">
            <MemberDetails user={user} />
          </div>
        </div>
      </div>
      <PhotoGalleryModal photos={user.images} index={photoIndex} onIndexChange={setPhotoIndex} ownerName={user.firstName} />
    </section>
  );
}
