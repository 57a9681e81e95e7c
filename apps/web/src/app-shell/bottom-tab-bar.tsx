import { matchPath, NavLink, useLocation } from 'react-router';
import { Heart, Inbox, MessageCircle, UserRound, type LucideIcon } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { useSession } from '../features/session/session';
import { useConversations } from '../features/messaging/use-conversations';
import { useWaitingCounts } from '../features/requests/use-requests';
import { audienceOf, canSee } from './menu-items';
import { useT } from '../lib/i18n';

interface Tab {
  /** Stable in every language (the badge's test id). */
  id: string;
  to: string;
  label: string;
  icon: LucideIcon;
  /** What waits behind the tab; 0 hides the badge. */
  badge: number;
  /** Other pages this tab stands for (the profile editor is under Profile, a conversation under Messages). */
  also?: string[];
}

/** Where the bar stays out of the way: a conversation has its own composer at the bottom. */
const HIDDEN_ON = [ROUTES.conversation];

/** Whether the phone tab bar shows for this member on this page (the layout leaves room for it then). */
export function useShowsTabBar(): boolean {
  const { user, loading } = useSession();
  const { pathname } = useLocation();
  if (loading || !canSee(audienceOf(user), 'messages')) return false;
  return !HIDDEN_ON.some((pattern) => matchPath(pattern, pathname));
}

const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The bottom tab bar on phones, as in every matrimony app (issue 39): Matches, Requests, Messages, Profile, with
 * badges for what waits. Requests counts profile, photo-access and contact-sharing requests (server counts, kept live
 * by the socket's events); Messages the unread messages. For paid, approved members, who can use all four.
 */
export function BottomTabBar() {
  const { t } = useT();
  const shown = useShowsTabBar();
  const waiting = useWaitingCounts(shown).data;
  const unread = useConversations({ enabled: shown }).data?.totalUnread ?? 0;
  const { pathname } = useLocation();
  if (!shown) return null;
  const requests = (waiting?.profileRequests ?? 0) + (waiting?.photoRequests ?? 0) + (waiting?.contactExchanges ?? 0);
  const tabs: Tab[] = [
    { to: ROUTES.featuredProfiles, id: 'matches', label: t('tabs.matches'), icon: Heart, badge: 0 },
    { to: ROUTES.requests, id: 'requests', label: t('tabs.requests'), icon: Inbox, badge: requests },
    { to: ROUTES.messages, id: 'messages', label: t('tabs.messages'), icon: MessageCircle, badge: unread },
    { to: ROUTES.profilePage, id: 'profile', label: t('tabs.profile'), icon: UserRound, badge: 0, also: [ROUTES.profile] },
  ];
  return (
    <nav aria-label={t('tabs.label')} className="fixed inset-x-0 bottom-0 z-40 border-t border-brand-100 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden">
      <ul className="mx-auto grid max-w-md grid-cols-4">
        {tabs.map(({ id, to, label, icon: Icon, badge, also }) => {
          const current = pathname === to || (also ?? []).includes(pathname);
          return (
            <li key={to}>
              <NavLink
                to={to}
                aria-current={current ? 'page' : undefined}
                className={`flex h-16 flex-col items-center justify-center gap-0.5 text-xs font-medium ${current ? 'text-brand-700' : 'text-ink/70 hover:text-brand-700'}`}
              >
                <span className="relative">
                  <Icon className={`h-6 w-6 ${current ? 'fill-brand-100' : ''}`} aria-hidden="true" />
                  {badge > 0 && (
                    <span
                      aria-hidden="true"
                      data-testid={`tab-badge-${id}`}
                      className="absolute -top-1.5 start-3.5 inline-flex min-w-5 items-center justify-center rounded-full bg-gold-400 px-1 py-0.5 text-[11px] leading-none font-bold text-brand-900"
                    >
                      {badgeText(badge)}
                    </span>
                  )}
                </span>
                {/* The name is the visible label, then what waits in words ("Requests, 2 waiting"): the badge's digits
                    alone are hidden, so a screen reader and the visible text agree. */}
                <span>
                  {label}
                  {badge > 0 && <span className="sr-only">{t('tabs.waiting', { count: badge })}</span>}
                </span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
