import { NavLink } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { useSession } from '../session/public';
import { useConversations, useConversationsLive } from './use-conversations';
import { useT } from '../../lib/i18n';

/** Caps the badge so it stays small; the label carries the exact number. */
function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The header link to the messages, with the number of unread messages. */
export function UnreadMessagesLink({ className = '' }: { className?: string }) {
  const { t } = useT();
  const { user } = useSession();
  // Polling is only a fallback: socket events refresh the count at once.
  const { data } = useConversations({ poll: true, enabled: Boolean(user) });
  useConversationsLive();
  const unread = data?.totalUnread ?? 0;
  // The count as a plain string: the English stays "Messages, 1200 unread", as before.
  const label = unread > 0 ? t('chat.unreadLabel', { count: String(unread) }) : t('nav.messages');
  return (
    <NavLink
      to={ROUTES.messages}
      aria-label={label}
      className={({ isActive }) =>
        `relative inline-flex items-center gap-1.5 rounded-full px-2 py-2 text-sm sm:gap-2 sm:px-3 font-medium transition-colors ${
          isActive ? 'bg-brand-50 text-brand-700' : 'text-ink/80 hover:bg-brand-50 hover:text-brand-700'
        } ${className}`
      }
    >
      <MessageCircle className="h-5 w-5" aria-hidden="true" />
      {/* Icon only on small phones, with the count on it as on the bell, so the header fits 360 px in every language. */}
      <span className="hidden sm:inline">{t('nav.messages')}</span>
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -end-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-gold-400 px-1 py-0.5 text-xs leading-none font-bold text-brand-900 ring-2 ring-white sm:static sm:px-1.5 sm:ring-0"
        >
          {badgeText(unread)}
        </span>
      )}
    </NavLink>
  );
}
