import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, IMAGE_MAX_PER_MEMBER, IMAGE_TYPES, MSG, fileMessages } from '@sakinah/contract';

/** The file's type by its declared MIME type, or by its extension when the browser gives none. */
function isAllowedType(file: File): boolean {
  if (file.type) return (IMAGE_TYPES as readonly string[]).includes(file.type);
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * The first reason not to upload these files, checked before anything is sent (the server checks
 * again, by the bytes): none chosen, a wrong type, over 10 MB, or too many photos in all.
 */
export function uploadProblem(files: readonly File[], alreadyUploaded: number): string | null {
  if (files.length === 0) return MSG.selectImage;
  for (const file of files) {
    if (!isAllowedType(file)) return fileMessages.invalidType(file.name);
    if (file.size > IMAGE_MAX_BYTES) return fileMessages.tooLarge(file.name);
  }
  if (alreadyUploaded + files.length > IMAGE_MAX_PER_MEMBER) return MSG.tooManyPhotos;
  return null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
