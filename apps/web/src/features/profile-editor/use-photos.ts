import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { API, MSG, type OwnImage, type OwnImagesResponse, type UploadedImagesResponse, type AvatarSetResponse, type MessageResponse } from '@sakinah/contract';
import { ApiError, api, errorMessage } from '../../lib/api';
import { isCancelled, useUpload } from '../../lib/upload';
import { useSession } from '../session/public';
import { uploadProblem } from './photo-files';

export type PhotoAction = 'upload' | 'avatar' | 'delete' | 'remove';

const IMAGES_QUERY_KEY = ['profile-editor', 'images'] as const;

/** No answer at all (offline, connection dropped): status 0 from api(). */
const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;

/** The two messages of each photo call (spec section 8): the server refused, or never answered. */
interface Outcome {
  failed: string;
  error: string;
}
const failureOf = (error: unknown, outcome: Outcome) => (isNetworkError(error) ? outcome.error : outcome.failed);
const FETCH_OUTCOME: Outcome = { failed: MSG.imagesFetchFailed, error: MSG.imagesFetchError };

async function fetchImages(): Promise<OwnImage[]> {
  try {
    return (await api<OwnImagesResponse>('GET', API.allImages)).images;
  } catch (error) {
    // A fixed id: a retry or a second mount never stacks the same toast.
    toast.error(failureOf(error, FETCH_OUTCOME), { id: 'images-fetch-failed' });
    throw error;
  }
}

/** The member's photos and the four photo actions; each action reloads the photos and the session. */
export function usePhotos() {
  const { refresh, setUser } = useSession();
  const queryClient = useQueryClient();
  const images = useQuery({ queryKey: IMAGES_QUERY_KEY, queryFn: fetchImages, retry: false, refetchOnWindowFocus: false });
  const [busy, setBusy] = useState<PhotoAction | null>(null);
  const transfer = useUpload();
  const list = images.data ?? [];

  const reloadImages = () => queryClient.invalidateQueries({ queryKey: IMAGES_QUERY_KEY });
  const reloadAll = () => Promise.all([reloadImages(), refresh()]);

  /** Resolves true when the files were uploaded (the caller then clears its selection). */
  async function upload(files: readonly File[]): Promise<boolean> {
    const problem = uploadProblem(files, list.length);
    if (problem) {
      toast.error(problem);
      return false;
    }
    const body = new FormData();
    for (const file of files) body.append('images', file, file.name);
    setBusy('upload');
    try {
      const bytes = files.reduce((sum, file) => sum + file.size, 0);
      const response = await transfer.send<UploadedImagesResponse>(API.uploadImages, body, bytes);
      toast.success(response.message || MSG.imagesUploaded);
      if (response.user) setUser(response.user);
      await reloadImages();
      return true;
    } catch (error) {
      // Cancelled: the server saved nothing (it stores photos only once the whole form has arrived).
      if (isCancelled(error)) toast.info(MSG.uploadCancelled, { id: 'upload-cancelled' });
      else toast.error(isNetworkError(error) ? MSG.uploadError : errorMessage(error, MSG.uploadFailed));
      return false;
    } finally {
      setBusy(null);
    }
  }

  /** Runs one JSON action, toasts its outcome and reloads; resolves when all is done. */
  async function run(action: PhotoAction, call: () => Promise<MessageResponse>, success: string, failure: Outcome) {
    setBusy(action);
    try {
      const response = await call();
      toast.success(response.message || success);
    } catch (error) {
      toast.error(failureOf(error, failure));
    }
    try {
      await reloadAll();
    } finally {
      setBusy(null);
    }
  }

  const setAvatar = (image: OwnImage) =>
    run('avatar', () => api<AvatarSetResponse>('PUT', API.setAvatar, { body: { avatarPath: image.key } }), MSG.avatarUpdated, {
      failed: MSG.avatarSetFailed,
      error: MSG.avatarSetError,
    });
  const deleteImage = (image: OwnImage) =>
    run('delete', () => api<MessageResponse>('DELETE', API.deleteImage, { body: { key: image.key } }), MSG.imageDeleted, {
      failed: MSG.imageDeleteFailed,
      error: MSG.imageDeleteError,
    });
  const removeAvatar = () => run('remove', () => api<MessageResponse>('DELETE', API.removeAvatar), MSG.avatarRemoved, {
      failed: MSG.avatarRemoveFailed,
      error: MSG.avatarRemoveError,
    });

  return {
    images: list,
    loading: images.isPending,
    failed: images.isError,
    /** What the gallery says when the list could not be loaded. */
    failedMessage: images.isError ? failureOf(images.error, FETCH_OUTCOME) : null,
    retry: () => void images.refetch(),
    busy,
    upload,
    /** How much of the upload under way has been sent (null when none is). */
    uploadProgress: transfer.progress,
    cancelUpload: transfer.cancel,
    setAvatar,
    deleteImage,
    removeAvatar,
  };
}
