/** What comes before a photo's storage key in its address, and after it for each variant (mediaUrl; SQL that writes cards). */
export const MEDIA_URL_PREFIX = '/media/';
export const mediaUrlSuffix = (variant: 'small' | 'large' | 'blur') => `-${variant}.webp`;

/** Address of a photo variant; served by the media route, which checks who asks. */
export function mediaUrl(storageKey: string, variant: 'small' | 'large' | 'blur'): string {
  return `${MEDIA_URL_PREFIX}${storageKey}${mediaUrlSuffix(variant)}`;
}
