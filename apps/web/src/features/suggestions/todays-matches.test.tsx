import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { MSG, type MemberCard } from '@sakinah/contract';
import { SessionProvider } from '../session/session';
import { TodaysMatches } from './todays-matches';
import { ViewersBadgeLink } from './viewers-badge-link';
import { ProfileViewersView } from './profile-viewers-view';

const user = { _id: 'u1', id: 'u1', firstName: 'Yusuf', lastName: 'Ali', email: 'y@example.com', status: 'Active', paymentStatus: 'paid' };

const card = (i: number): MemberCard => ({
  _id: `m${i}`, id: `m${i}`, firstName: `Amina${i}`, lastName: 'Khan', name: `Amina${i} Khan`, age: 26, gender: 'female', maritalStatus: 'never_married',
  height: "5'4\"", city: 'Pune', state: 'Maharashtra', education: 'Masters', occupation: 'Doctor', caste: 'Syed', profileFor: 'self', status: 'Active',
  photosLocked: true, avatar: null, verified: false, matchScore: 10 - i, request: null,
  faith: { sect: '', school: '', community: '', prayer: '', islamicEducation: '', motherTongue: '' },
});

/** Answers the app's GETs by path; `pending` never answers, to show the loading state. */
function stubApi(routes: Record<string, unknown | 'pending'>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://local').pathname;
      const group = { list: [], count: 0 };
      const fallback = path === '/api/get-user' ? { success: true, user } : { success: true, data: { requests: group, incomingRequests: group, outgoingRequests: group } };
      const body = routes[path] ?? fallback;
      if (body === 'pending') return new Promise<Response>(() => undefined);
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
}

function renderIn(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SessionProvider>{node}</SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Today's matches", () => {
  it('shows skeletons while loading', () => {
    stubApi({ '/api/daily-suggestions': 'pending' });
    renderIn(<TodaysMatches onRespond={() => undefined} />);
    expect(screen.getByRole('heading', { name: MSG.dailySuggestionsTitle })).toBeTruthy();
    expect(screen.getByRole('status', { name: MSG.loading })).toBeTruthy();
  });

  it('lists the day\'s cards in order in a scroller', async () => {
    stubApi({ '/api/daily-suggestions': { success: true, locked: false, day: '2026-11-23', suggestions: [card(1), card(2), card(3)] } });
    renderIn(<TodaysMatches onRespond={() => undefined} />);
    const list = await screen.findByRole('list', { name: MSG.dailySuggestionsTitle });
    const names = within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual(['Amina1 Khan, 26', 'Amina2 Khan, 26', 'Amina3 Khan, 26']);
    expect(within(list).getAllByRole('link', { name: 'View Profile' })[0]!.getAttribute('href')).toBe('/user/view-profile/m1');
  });

  it('without the plan feature: the upgrade path, no cards', async () => {
    stubApi({ '/api/daily-suggestions': { success: true, locked: true, day: '2026-11-23', suggestions: [] } });
    renderIn(<TodaysMatches onRespond={() => undefined} />);
    expect(await screen.findByText(MSG.dailySuggestionsLocked)).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.upgradePackage }).getAttribute('href')).toBe('/pricing');
  });

  it('nothing new today: says so', async () => {
    stubApi({ '/api/daily-suggestions': { success: true, locked: false, day: '2026-11-23', suggestions: [] } });
    renderIn(<TodaysMatches onRespond={() => undefined} />);
    expect(await screen.findByText(MSG.dailySuggestionsEmpty)).toBeTruthy();
  });
});

describe('Who viewed you', () => {
  it('the header link carries the count', async () => {
    stubApi({ '/api/profile-viewers': { success: true, locked: true, count: 4, viewers: [], nextCursor: null } });
    renderIn(<ViewersBadgeLink />);
    const link = screen.getByRole('link', { name: /Who viewed you/ });
    expect(link.getAttribute('href')).toBe('/user/viewers');
    expect(await within(link).findByText('4')).toBeTruthy();
  });

  it('locked: the count and the upgrade path only', async () => {
    stubApi({ '/api/profile-viewers': { success: true, locked: true, count: 3, viewers: [], nextCursor: null } });
    renderIn(<ProfileViewersView />);
    expect(await screen.findByText(MSG.profileViewersLocked(3))).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.upgradePackage }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('link', { name: 'View Profile' })).toBeNull();
  });

  it('with the feature: the viewers newest first, each with when', async () => {
    const viewers = [card(1), card(2)].map((c, i) => ({ ...c, viewedAt: new Date(Date.UTC(2026, 10, 23, 10 - i)).toISOString() }));
    stubApi({ '/api/profile-viewers': { success: true, locked: false, count: 2, viewers, nextCursor: null } });
    renderIn(<ProfileViewersView />);
    await screen.findByText('Amina1 Khan');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Amina1 Khan, 26', 'Amina2 Khan, 26']);
    expect(screen.getAllByText(/^Viewed /)).toHaveLength(2);
  });

  it('no viewers yet: says so', async () => {
    stubApi({ '/api/profile-viewers': { success: true, locked: false, count: 0, viewers: [], nextCursor: null } });
    renderIn(<ProfileViewersView />);
    expect(await screen.findByText(MSG.profileViewersEmpty)).toBeTruthy();
  });
});
