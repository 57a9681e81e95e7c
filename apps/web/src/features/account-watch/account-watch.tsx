import { useEffect } from 'react';
import { toast } from 'sonner';
import { useLocation } from 'react-router';
import { API, bareRoute, SESSION_SKIP_ROUTES, SUBSCRIPTION_RECHECK_MS } from '@sakinah/contract';
import { api } from '../../lib/api';
import { useSession } from '../session/public';
import { useRealtimeEvent } from '../realtime/public';
import { ReactivateDialog, isDeactivated } from '../safety/public';
import { textNow } from '../../lib/i18n';

/**
 * Keeps the signed-in member's account fresh:
 * - the spec's subscription check, on load and every 24 hours: a plan past its end is reported to the
 *   server, which marks it inactive only if that is really so, then the member is reloaded;
 * - the team's decisions (approval, rejection, suspension) arrive in real time.
 */
export function AccountWatch() {
  const { user, refresh } = useSession();
  const { pathname } = useLocation();
  const userId = user?.id ?? null;
  const endsAt = user?.subscription?.endsAt ?? null;

  useEffect(() => {
    if (!userId || !endsAt) return;
    const check = () => {
      if (Date.parse(endsAt) > Date.now()) return;
      void api('PATCH', API.updatePackageStatus(userId), { body: { isActive: false } })
        .catch(() => undefined)
        .then(() => refresh());
    };
    check();
    const timer = window.setInterval(check, SUBSCRIPTION_RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [userId, endsAt, refresh]);

  useRealtimeEvent('accountStatusChanged', (payload) => {
    if (payload.status === 'Active') toast.success(textNow('account.approvedToast'));
    else if (payload.status === 'Rejected') toast.error(textNow('account.rejectedToast', { reason: payload.reason ?? textNow('account.rejectedNoReason') }));
    else if (payload.status === 'Suspended') toast.error(textNow('account.suspendedToast'));
    void refresh();
  });

  // A paused account (e.g. after a reload) is asked to reactivate; the sign-in page asks on its own.
  const onAuthPage = SESSION_SKIP_ROUTES.includes(bareRoute(pathname));
  return isDeactivated(user) && !onAuthPage ? <ReactivateDialog /> : null;
}
