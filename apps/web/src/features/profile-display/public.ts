/** The pieces every page that shows a profile uses: labels of stored values, cards, photos. */
export {
  STATUS_TONE_CLASSES,
  formatDate,
  formatDay,
  genderLabel,
  hasText,
  heightLabel,
  maritalStatusLabel,
  orNotSpecified,
  placeLabel,
  profileForLabel,
  statusBadge,
  weightLabel,
} from './labels';
export { BackButton } from './back-button';
export { AboutCard, EducationCareerCard, ExpectationsCard, FamilyCard, PersonalCard } from './detail-cards';
export { PhotoGalleryModal, usePhotoAlt } from './photo-gallery-modal';
export { useProfileLabels, type ProfileLabels } from './use-profile-labels';
export { DetailList, ProfileCard } from './profile-card';
export { SafeImage } from './safe-image';
