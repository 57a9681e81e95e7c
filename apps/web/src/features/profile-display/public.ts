/** The pieces every page that shows a profile uses: labels of stored values, cards, photos. */
export {
  STATUS_TONE_CLASSES,
  formatDate,
  formatDay,
  genderLabel,
  hasText,
  heightLabel,
  lastActiveLabel,
  managedBy,
  holderRelationWord,
  speakerLine,
  maritalStatusLabel,
  orNotSpecified,
  placeLabel,
  profileForLabel,
  statusBadge,
  weightLabel,
} from './labels';
export { BackButton } from './back-button';
export { AboutCard, EducationCareerCard, ExpectationsCard, FamilyCard, PersonalCard } from './detail-cards';
export { PhotoGalleryModal, photoAlt } from './photo-gallery-modal';
export { DetailList, ProfileCard } from './profile-card';
export { SafeImage } from './safe-image';
