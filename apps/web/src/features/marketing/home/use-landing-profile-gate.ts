import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '@sakinah/contract/routes';
import { useSession } from '../../session/session';

/**
 * Where the landing page's profile buttons lead. Kept in one hook because a later issue
 * replaces it with the full gating check.
 */
export function useLandingProfileGate(): () => void {
  const { user } = useSession();
  const navigate = useNavigate();
  return useCallback(() => {
    if (!user) navigate(ROUTES.login);
    else if (user.paymentStatus !== 'paid') navigate(ROUTES.pricing);
    else if (user.status === 'Active') navigate(ROUTES.featuredProfiles);
    else navigate(ROUTES.profilePage);
  }, [user, navigate]);
}
