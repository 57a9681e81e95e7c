import { NavLink } from 'react-router';
import { Bell } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { useUnreadNotifications } from './use-unread-notifications';
import { textNow } from '../../lib/i18n';

/** The accessible name says the exact count; the badge caps it so it stays small. */
export function bellLabel(unread: number): string {
  return unread > 0 ? textNow('notifications.bellUnread', { count: unread }) : textNow('nav.notifications');
}

/** The header's bell: a link to the notification centre with the unread count, live over the socket. */
export function NotificationsBell() {
  const unread = useUnreadNotifications();
  return (
    <NavLink
      to={ROUTES.notifications}
      aria-label={bellLabel(unread)}
      className={({ isActive }) =>
        `relative inline-flex h-10 w-10 items-center justify-center rounded-full transition-colors ${
          isActive ? 'bg-brand-50 text-brand-700' : 'text-ink/80 hover:bg-brand-50 hover:text-brand-700'
        }`
      }
    >
      <Bell className="h-5 w-5" aria-hidden="true" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="notifications-badge"
          className="absolute -top-0.5 -end-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-gold-400 px-1 py-0.5 text-xs leading-none font-bold text-brand-900 ring-2 ring-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </NavLink>
  );
}
