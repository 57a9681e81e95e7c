import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { API, MSG, type DraftResponse } from '@sakinah/contract';
import { api } from '../../lib/api';
import { isProfileSection } from './profile-form';
import type { SavedDraft } from './profile-editor';

/** The saved draft, or null when there is none or it could not be loaded (the editor still opens). */
async function fetchDraft(): Promise<SavedDraft | null> {
  try {
    const data = await api<DraftResponse>('GET', API.getDraft);
    return {
      drafts: data.drafts ?? {},
      currentSection: isProfileSection(data.currentSection) ? data.currentSection : 'personal',
    };
  } catch {
    toast.error(MSG.draftFetchFailed, { id: 'draft-fetch-failed' });
    return null;
  }
}

/** Fetched fresh on every visit (never from cache): the form is initialised once from it. */
export function useProfileDraft(enabled: boolean) {
  return useQuery({
    queryKey: ['profile-editor', 'draft'],
    queryFn: fetchDraft,
    enabled,
    gcTime: 0,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
