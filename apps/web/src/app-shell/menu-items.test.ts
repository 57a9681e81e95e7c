import { describe, expect, it } from 'vitest';
import { AUDIENCES, audienceOf, canSee, menusFor, type Audience, type MenuItemId } from './menu-items';

const ITEMS: MenuItemId[] = [
  'home', 'about', 'pricing', 'contact', 'featuredProfiles', 'messages', 'notifications', 'login', 'signup',
  'profile', 'connections', 'guardianHome', 'admin', 'settings', 'logout',
];

// Columns: visitor, Pending, Rejected, Suspended, Active unpaid, Active paid, guardian, admin.
const TABLE: Record<MenuItemId, string> = {
  home:             'Y Y Y Y Y Y Y Y',
  about:            'Y Y Y Y Y Y Y Y',
  pricing:          'Y Y Y Y Y Y Y Y',
  contact:          'Y Y Y Y Y Y Y Y',
  featuredProfiles: '. . . . . Y . .',
  messages:         '. . . . . Y . .',
  notifications:    '. Y Y Y Y Y Y .',
  login:            'Y . . . . . . .',
  signup:           'Y . . . . . . .',
  profile:          '. Y Y Y Y Y . .',
  connections:      '. . . . Y Y . .',
  guardianHome:     '. . . . . . Y .',
  admin:            '. . . . . . . Y',
  settings:         '. Y Y Y Y Y Y Y',
  logout:           '. Y Y Y Y Y Y Y',
};

describe('menu items by status', () => {
  for (const id of ITEMS) {
    const row = TABLE[id].split(' ');
    AUDIENCES.forEach((audience, column) => {
      it(`${id} is ${row[column] === 'Y' ? 'shown' : 'hidden'} for ${audience}`, () => {
        expect(canSee(audience, id)).toBe(row[column] === 'Y');
      });
    });
  }

  it('reads the audience from the session member', () => {
    const cases: [Parameters<typeof audienceOf>[0], Audience][] = [
      [null, 'visitor'],
      [{ role: 'member', status: 'Pending', paymentStatus: 'paid' }, 'pending'],
      [{ role: 'member', status: 'Pending', paymentStatus: 'unpaid' }, 'pending'],
      [{ role: 'member', status: 'Rejected', paymentStatus: 'paid' }, 'rejected'],
      [{ role: 'member', status: 'Suspended', paymentStatus: 'paid' }, 'suspended'],
      [{ role: 'member', status: 'Active', paymentStatus: 'unpaid' }, 'active-unpaid'],
      [{ status: 'Active', paymentStatus: 'paid' }, 'active-paid'],
      [{ role: 'guardian', status: 'Active', paymentStatus: 'unpaid' }, 'guardian'],
      [{ role: 'admin', status: 'Active', paymentStatus: 'unpaid' }, 'admin'],
    ];
    for (const [user, audience] of cases) expect(audienceOf(user)).toBe(audience);
  });

  it('orders each menu and names its items', () => {
    expect(menusFor('visitor').footer.map((item) => item.label)).toEqual(['Home', 'About Us', 'Pricing', 'Create Account', 'Login']);
    expect(menusFor('active-paid').footer.map((item) => item.label)).toEqual(['Home', 'About Us', 'Pricing', 'Featured Profiles', 'My Profile']);
    expect(menusFor('pending').footer.map((item) => item.label)).toEqual(['Home', 'About Us', 'Pricing', 'My Profile']);
    expect(menusFor('admin').footer.map((item) => item.label)).toEqual(['Home', 'About Us', 'Pricing', 'Administration']);
    expect(menusFor('active-paid').nav.map((item) => item.label)).toEqual(['Home', 'About', 'Pricing', 'Contact', 'Featured Profiles']);
    expect(menusFor('active-paid').account.map((item) => item.label)).toEqual(['Profile', 'Messages', 'Connections', 'Settings', 'Logout']);
    expect(menusFor('guardian').account.map((item) => item.label)).toEqual(['Guardian Access', 'Settings', 'Logout']);
    expect(menusFor('admin').account.map((item) => item.label)).toEqual(['Administration', 'Settings', 'Logout']);
  });
});
