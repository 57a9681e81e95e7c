/** Address of a photo variant; served by the media route, which checks who asks. */
export function mediaUrl(storageKey: string, variant: 'small' | 'large' | 'blur'): string {
  return `/media/${storageKey}-${variant}.webp`;
}
