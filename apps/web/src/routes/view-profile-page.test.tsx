import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { MSG } from '@sakinah/contract';
import { keysInvalidatedBy } from '../features/realtime/event-invalidation';
import ViewProfilePage from './view-profile-page';

const HER = 'her-1111';
const profile = {
  success: true,
  user: {
    _id: HER, id: HER, firstName: 'Zainab', lastName: 'Mirza', name: 'Zainab Mirza', age: 27, gender: 'female', status: 'Active',
    profileFor: 'self', customRelation: '', maritalStatus: 'single', height: '', weight: '', city: '', state: '', education: '',
    occupation: '', workLocation: '', annualIncome: '', fatherName: '', motherName: '', siblings: '', familyType: '', familyValues: '',
    caste: '', ageRangePreference: '', heightPreference: '', educationPreference: '', occupationPreference: '', locationPreference: '',
    aboutMe: '', expectations: '', photoPrivacy: 'public', photosLocked: false, photoCount: 0, avatar: null, avatarThumb: null, images: [],
    email: null, contactNo: null, lastActiveAt: null,
  },
  relation: { isSelf: false, connected: true, outgoingRequest: 'accepted', incomingRequest: null, photoAccess: 'no_request', contactExchange: null },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the view-profile page while it is open', () => {
  it('a block (relationChanged) that closes the profile replaces it at once; a network failure would not', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    let answer: () => Response = () => new Response(JSON.stringify(profile), { status: 200 });
    vi.stubGlobal('fetch', vi.fn(async () => answer()));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/user/view-profile/${HER}`]}>
          <Routes>
            <Route path="/user/view-profile/:id" element={<ViewProfilePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Zainab Mirza' })).toBeTruthy();
    const relationChanged = () =>
      act(async () => {
        await Promise.all(keysInvalidatedBy('relationChanged', { otherUserId: HER }).map((queryKey) => client.invalidateQueries({ queryKey })));
      });

    // Offline for a moment: what was shown stays.
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await relationChanged();
    expect(screen.getByRole('heading', { level: 1, name: 'Zainab Mirza' })).toBeTruthy();

    // She blocked me: the server no longer shows her.
    answer = () => new Response(JSON.stringify({ success: false, message: MSG.userNotAvailable }), { status: 404 });
    await relationChanged();
    expect(await screen.findByRole('heading', { level: 1, name: MSG.userNotAvailable })).toBeTruthy();
    expect(screen.queryByText('Zainab Mirza')).toBeNull();
  });
});
