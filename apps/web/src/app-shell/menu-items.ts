import { ROUTES, type UiTextKey } from '@sakinah/contract';

/**
 * Who is looking at the header and footer. A member's status and payment decide what she can use
 * (spec section 6, and the server's guards: browsing and messaging need a paid, Active member;
 * connections need an Active one); guardians and admins have their own pages and no member ones.
 */
export type Audience =
  | 'visitor'
  | 'pending'
  | 'rejected'
  | 'suspended'
  | 'active-unpaid'
  | 'active-paid'
  | 'guardian'
  | 'admin';

export const AUDIENCES: readonly Audience[] = [
  'visitor',
  'pending',
  'rejected',
  'suspended',
  'active-unpaid',
  'active-paid',
  'guardian',
  'admin',
];

/** The fields of the session's member that decide the menus. */
export interface MenuViewer {
  role?: 'member' | 'admin' | 'guardian';
  status: string;
  paymentStatus: 'unpaid' | 'paid';
}

export function audienceOf(user: MenuViewer | null): Audience {
  if (!user) return 'visitor';
  if (user.role === 'admin') return 'admin';
  if (user.role === 'guardian') return 'guardian';
  switch (user.status) {
    case 'Active':
      return user.paymentStatus === 'paid' ? 'active-paid' : 'active-unpaid';
    case 'Rejected':
      return 'rejected';
    case 'Suspended':
      return 'suspended';
    default:
      return 'pending';
  }
}

export type MenuItemId =
  | 'home'
  | 'about'
  | 'pricing'
  | 'contact'
  | 'featuredProfiles'
  | 'messages'
  | 'notifications'
  | 'login'
  | 'signup'
  | 'profile'
  | 'connections'
  | 'guardianHome'
  | 'admin'
  | 'settings'
  | 'logout';

export interface MenuItem {
  id: MenuItemId;
  to: string;
  /** The English label (the catalogues' key below gives it in the member's language). */
  label: string;
  textKey: UiTextKey;
}

const EVERYONE: readonly Audience[] = AUDIENCES;
const SIGNED_IN = AUDIENCES.filter((audience) => audience !== 'visitor');
const MEMBERS: readonly Audience[] = ['pending', 'rejected', 'suspended', 'active-unpaid', 'active-paid'];

/** The one table of who sees which item. */
const SEEN_BY: Record<MenuItemId, readonly Audience[]> = {
  home: EVERYONE,
  about: EVERYONE,
  pricing: EVERYONE,
  contact: EVERYONE,
  featuredProfiles: ['active-paid'],
  messages: ['active-paid'],
  // Everyone with an account hears of something: her approval, a guardian's approval to give.
  notifications: [...MEMBERS, 'guardian'],
  login: ['visitor'],
  signup: ['visitor'],
  profile: MEMBERS,
  connections: ['active-unpaid', 'active-paid'],
  guardianHome: ['guardian'],
  admin: ['admin'],
  settings: SIGNED_IN,
  logout: SIGNED_IN,
};

const ITEMS: Record<MenuItemId, Omit<MenuItem, 'id'>> = {
  home: { to: ROUTES.home, label: 'Home', textKey: 'nav.home' },
  about: { to: ROUTES.about, label: 'About', textKey: 'nav.about' },
  pricing: { to: ROUTES.pricing, label: 'Pricing', textKey: 'nav.pricing' },
  contact: { to: ROUTES.contact, label: 'Contact', textKey: 'nav.contact' },
  featuredProfiles: { to: ROUTES.featuredProfiles, label: 'Featured Profiles', textKey: 'nav.featuredProfiles' },
  messages: { to: ROUTES.messages, label: 'Messages', textKey: 'nav.messages' },
  notifications: { to: ROUTES.notifications, label: 'Notifications', textKey: 'nav.notifications' },
  login: { to: ROUTES.login, label: 'Login', textKey: 'nav.login' },
  signup: { to: ROUTES.signup, label: 'Create Account', textKey: 'nav.signup' },
  profile: { to: ROUTES.profilePage, label: 'Profile', textKey: 'nav.profile' },
  connections: { to: ROUTES.connections, label: 'Connections', textKey: 'nav.connections' },
  guardianHome: { to: ROUTES.guardianHome, label: 'Guardian Access', textKey: 'nav.guardianHome' },
  admin: { to: ROUTES.admin, label: 'Administration', textKey: 'nav.admin' },
  settings: { to: ROUTES.settings, label: 'Settings', textKey: 'nav.settings' },
  logout: { to: ROUTES.home, label: 'Logout', textKey: 'nav.logout' },
};

/** Whether the item is offered to this audience. */
export function canSee(audience: Audience, id: MenuItemId): boolean {
  return SEEN_BY[id].includes(audience);
}

/** The items of one menu, in its order, that this audience sees; labels may be renamed per menu. */
function pick(audience: Audience, ids: readonly MenuItemId[], labels: Partial<Record<MenuItemId, [string, UiTextKey]>> = {}): MenuItem[] {
  return ids
    .filter((id) => canSee(audience, id))
    .map((id) => ({ id, ...ITEMS[id], label: labels[id]?.[0] ?? ITEMS[id].label, textKey: labels[id]?.[1] ?? ITEMS[id].textKey }));
}

/** Every menu of the shell for one audience: the header's links, its account menu, the footer's quick links. */
export function menusFor(audience: Audience) {
  return {
    /** The header's page links (also the phone menu's). */
    nav: pick(audience, ['home', 'about', 'pricing', 'contact', 'featuredProfiles']),
    /** The header's messages link, beside the account menu. */
    messages: canSee(audience, 'messages'),
    /** The header's bell, beside the messages link. */
    notifications: canSee(audience, 'notifications'),
    /** The header's Login button (also in the phone menu). */
    login: canSee(audience, 'login'),
    /** The avatar menu. */
    account: pick(audience, ['profile', 'messages', 'connections', 'guardianHome', 'admin', 'settings', 'logout']),
    /** The footer's quick links. */
    footer: pick(
      audience,
      ['home', 'about', 'pricing', 'signup', 'login', 'featuredProfiles', 'profile', 'guardianHome', 'admin'],
      { about: ['About Us', 'nav.aboutUs'], profile: ['My Profile', 'nav.myProfile'] },
    ),
  };
}
