import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { localized } from '../../lib/i18n';
import { API, MSG, ROUTES, type SignupData, type SelfUpdatedResponse } from '@sakinah/contract';
import { ApiError, api, errorMessage } from '../../lib/api';
import { useSession } from '../session/public';

/** The body of POST /api/signup: every field of the wizard. */
export type SignupRequest = SignupData & { phoneVerified: boolean };

/** The toast for a failed sign-up: the server's words, or the spec's fallbacks. */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return localized(MSG.anErrorOccurred);
  return errorMessage(error, localized(MSG.signupFailed));
}

/**
 * Creates the account. On success the server has set the session cookie, so the member goes
 * into the session straight away and on to their profile. Failures are toasted here and handed
 * back, so the wizard can point at the field the server refused.
 */
export function useSignup() {
  const { setUser } = useSession();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (body: SignupRequest) => api<SelfUpdatedResponse>('POST', API.signup, { body }),
  });

  const signup = async (body: SignupRequest): Promise<{ ok: true } | { ok: false; error: unknown }> => {
    try {
      const response = await mutation.mutateAsync(body);
      toast.success(response.message || localized(MSG.accountCreated));
      setUser(response.user);
      navigate(ROUTES.profile);
      return { ok: true };
    } catch (error) {
      toast.error(failureMessage(error));
      return { ok: false, error };
    }
  };

  return { signup, submitting: mutation.isPending };
}
