import { lazy, Suspense, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { ChevronDown, Eye, LayoutDashboard, LogOut, Menu, MessageCircle, Settings, User, Users, X, type LucideIcon } from 'lucide-react';
import { toast } from 'sonner';
import { ROUTES } from '@sakinah/contract';
import { useSession } from '../features/session/session';
import { useLogout } from '../features/session/use-logout';
import { buttonClass } from '../components/ui/button';
import { Avatar } from '../components/ui/avatar';
import { BrandLogo } from '../components/ui/brand-logo';
import { UnreadMessagesLink } from '../features/messaging/unread-badge';
import { audienceOf, menusFor, type MenuItemId } from './menu-items';
import { LanguageSwitch } from './language-switch';
import { useT } from '../lib/i18n';
import { useDismiss } from '../lib/use-dismiss';

const ACCOUNT_ICONS: Partial<Record<MenuItemId, LucideIcon>> = {
  profile: User,
  messages: MessageCircle,
  connections: Users,
  guardianHome: Eye,
  admin: LayoutDashboard,
  settings: Settings,
};

/**
 * Loaded beside the page rather than in the shell every signed-in page waits for (its budget, docs/performance.md);
 * its place is kept meanwhile, so nothing moves when it arrives.
 */
const NotificationsBell = lazy(() => import('../features/notifications/notifications-bell').then((module) => ({ default: module.NotificationsBell })));
const bellPlace = <span className="inline-flex h-10 w-10" aria-hidden="true" />;

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink/80 hover:bg-brand-50 hover:text-brand-700'
  }`;

export function Header() {
  const { t, path } = useT();
  const { user, loading } = useSession();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [mobileOpenAt, setMobileOpenAt] = useState<string | null>(null);
  const mobileOpen = mobileOpenAt === pathname;
  const setMobileOpen = (update: (open: boolean) => boolean) => setMobileOpenAt(update(mobileOpen) ? pathname : null);
  const menus = menusFor(audienceOf(loading ? null : user));
  const links = menus.nav;

  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        {/* A member's header holds five icons: under 380 px the name gives way to them (the mark stays). */}
        <BrandLogo nameClassName={user ? 'max-[379px]:hidden' : ''} />
        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={path(link.to)} end className={navClass}>
              {t(link.textKey)}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitch />
          {loading ? (
            <span className="hidden h-9 w-20 md:block" aria-hidden="true" />
          ) : user ? (
            <>
              {menus.messages && <UnreadMessagesLink />}
              {menus.notifications && (
                <Suspense fallback={bellPlace}>
                  <NotificationsBell />
                </Suspense>
              )}
              <AccountMenu />
            </>
          ) : (
            menus.login && <span className="hidden md:block">
              <Link to={path(ROUTES.login)} className={buttonClass('primary', 'sm')}>
                {t('nav.login')}
              </Link>
            </span>
          )}
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 md:hidden"
            aria-label={mobileOpen ? t('menu.close') : t('menu.open')}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <X className="h-5 w-5" /> : <Menu className="h-5 w-5" />}
          </button>
        </div>
      </div>
      {mobileOpen && (
        <nav
          id="mobile-menu"
          aria-label={t('nav.mobile')}
          className="max-h-[500px] overflow-y-auto border-t border-brand-100 bg-white px-4 pb-4 md:hidden"
        >
          <ul className="flex flex-col gap-1 pt-2">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={path(link.to)} end className={({ isActive: active }) => `block ${navClass({ isActive: active })}`}>
                  {t(link.textKey)}
                </NavLink>
              </li>
            ))}
            {!loading && menus.login && (
              <li className="pt-2">
                <Link to={path(ROUTES.login)} className={buttonClass('primary', 'md', 'w-full')}>
                  {t('nav.login')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
      )}
    </header>
  );
}

function AccountMenu() {
  const { t, path } = useT();
  const { user } = useSession();
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const logout = useLogout();
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (value: boolean | ((open: boolean) => boolean)) =>
    setOpenAt((typeof value === 'function' ? value(open) : value) ? pathname : null);
  useDismiss(ref, open, () => setOpenAt(null));

  if (!user) return null;
  const menus = menusFor(audienceOf(user));
  const name = `${user.firstName} ${user.lastName}`.trim();
  const itemClass = 'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm text-ink hover:bg-brand-50';

  return (
    <div className="relative" ref={ref}>
      <button
        type="button"
        className="flex shrink-0 items-center gap-2 rounded-full py-1 pe-2 ps-1 hover:bg-brand-50 max-sm:pe-1"
        aria-haspopup="menu"
        aria-expanded={open}
        // The visible first name starts the accessible name (WCAG 2.5.3, label in name).
        aria-label={t('menu.account', { name: user.firstName }).trim()}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar src={user.avatar ?? null} name={name} size={36} />
        <span className="hidden max-w-32 truncate text-sm font-medium sm:block" dir="auto">{user.firstName}</span>
        {/* On phones the avatar alone is the button: the header's icons need the room. */}
        <ChevronDown className="h-4 w-4 text-muted max-sm:hidden" aria-hidden="true" />
      </button>
      {open && (
        <div role="menu" className="absolute end-0 mt-2 w-52 rounded-2xl border border-brand-100 bg-white p-1.5 shadow-lg">
          {menus.account.map((item) => {
            const Icon = ACCOUNT_ICONS[item.id];
            return Icon ? (
              <Link key={item.id} role="menuitem" to={path(item.to)} className={itemClass}>
                <Icon className="h-4 w-4" aria-hidden="true" /> {t(item.textKey)}
              </Link>
            ) : null;
          })}
          <button
            role="menuitem"
            type="button"
            className={itemClass}
            onClick={async () => {
              try {
                await logout();
                navigate(ROUTES.home);
              } catch (error) {
                toast.error((error as Error).message);
              }
            }}
          >
            <LogOut className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" /> {t('nav.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
