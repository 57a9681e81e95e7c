import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LogOut, Settings, User } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { Avatar } from '../../components/ui/avatar';
import { errorMessage } from '../../lib/api';
import { type SessionUser, useLogout } from '../session/public';
import { textNow, useT } from '../../lib/i18n';

const itemClass = 'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-start text-sm font-medium transition-colors';

/** Who is signed in, and the three account links. */
export function SettingsSidebar({ user, onLeave }: { user: SessionUser; onLeave: (leaving: boolean) => void }) {
  const { t } = useT();
  const logout = useLogout();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const name = `${user.firstName} ${user.lastName}`.trim();

  const onLogout = async () => {
    setBusy(true);
    // Tell the page first, so it does not bounce to sign-in once the member is gone.
    onLeave(true);
    try {
      await logout();
      navigate(ROUTES.home);
    } catch (error) {
      onLeave(false);
      setBusy(false);
      toast.error(errorMessage(error, textNow('unexpectedErrorRetry')));
    }
  };

  return (
    <aside className="card h-fit p-5 sm:p-6" aria-label={t('settings.accountAside')}>
      <div className="flex items-center gap-4 lg:flex-col lg:text-center">
        <Avatar src={user.avatar ?? null} name={name} size={72} className="shrink-0" />
        <div className="min-w-0">
          <p className="truncate font-display text-xl font-bold text-brand-800">{name}</p>
          <p className="truncate text-sm text-muted">{user.email}</p>
        </div>
      </div>
      <nav aria-label={t('settings.accountPages')} className="mt-5 border-t border-brand-100 pt-4">
        <ul className="flex flex-col gap-1">
          <li>
            {/* A guardian has no profile of her own: her home lists the members she guards. */}
            <Link to={user.role === 'guardian' ? ROUTES.guardianHome : ROUTES.profilePage} className={`${itemClass} text-ink hover:bg-brand-50`}>
              <User className="h-4 w-4 text-brand-700" aria-hidden="true" />
              {user.role === 'guardian' ? t('settings.guardianHome') : t('settings.profile')}
            </Link>
          </li>
          <li>
            <Link to={ROUTES.settings} aria-current="page" className={`${itemClass} bg-brand-50 text-brand-800`}>
              <Settings className="h-4 w-4 text-brand-700" aria-hidden="true" />
              {t('settings.settings')}
            </Link>
          </li>
          <li>
            <button type="button" onClick={onLogout} disabled={busy} className={`${itemClass} text-red-700 hover:bg-red-50 disabled:opacity-60`}>
              <LogOut className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
              {t('settings.logout')}
            </button>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
