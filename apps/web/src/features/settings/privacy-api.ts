import { API, PROFILE_VISIBILITY, type ACCOUNT_PRIVACY, type PHOTO_PRIVACY, type PhotoAccessRequest, type PhotoAccessRequestsResponse } from '@sakinah/contract';
import { toast } from 'sonner';
import { ApiError, api } from '../../lib/api';
import type { SessionUser } from '../session/public';
import type { AccessStatus } from '../../lib/query-keys';

export type PhotoPrivacy = (typeof PHOTO_PRIVACY)[number];
export type AccountPrivacy = (typeof ACCOUNT_PRIVACY)[number];
export type ProfileVisibility = (typeof PROFILE_VISIBILITY)[number];

export interface PrivacySettings {
  accountPrivacy: AccountPrivacy;
  profileVisibility: ProfileVisibility;
  activityStatus: boolean;
  searchable: boolean;
  /** Browse without appearing in listings or leaving visits and last-active behind. */
  invisibleMode: boolean;
}

/** The current settings as the session has them, with the server's defaults for anything missing. */
export function photoPrivacyOf(user: SessionUser): PhotoPrivacy {
  return user.photoPrivacy === 'public' ? 'public' : 'private';
}

export function privacySettingsOf(user: SessionUser): PrivacySettings {
  return {
    accountPrivacy: user.accountPrivacy === 'private' ? 'private' : 'public',
    profileVisibility: PROFILE_VISIBILITY.find((value) => value === user.profileVisibility) ?? 'public',
    activityStatus: typeof user.activityStatus === 'boolean' ? user.activityStatus : true,
    searchable: typeof user.searchable === 'boolean' ? user.searchable : true,
    invisibleMode: user.invisibleMode === true,
  };
}

/** The server's message for a refused call, `failed` when it sent none, `network` when it never answered. */
export function failureText(error: unknown, failed: string, network: string): string {
  if (!(error instanceof ApiError) || error.status === 0) return network;
  return error.message || failed;
}

/** The id the respond/remove endpoints expect. */
export function requestIdOf(request: PhotoAccessRequest): string {
  return request.id || request._id || '';
}

export function requesterName(request: PhotoAccessRequest): string {
  const name = `${request.requester.firstName ?? ''} ${request.requester.lastName ?? ''}`.trim();
  return name || 'Member';
}

/** Loads requests to see my photos; on failure toasts `failed` (server refused) or `network`. */
export async function fetchPhotoAccessRequests(
  status: AccessStatus,
  messages: { failed: string; network: string },
  signal?: AbortSignal,
): Promise<PhotoAccessRequest[]> {
  try {
    const data = await api<PhotoAccessRequestsResponse>('GET', API.photoAccessRequests(status), { signal });
    return data.requests ?? [];
  } catch (error) {
    // The spec names fixed texts here (not the server's message): one for a refusal, one for no answer.
    if ((error as Error).name !== 'AbortError') {
      toast.error(error instanceof ApiError && error.status !== 0 ? messages.failed : messages.network);
    }
    throw error;
  }
}
