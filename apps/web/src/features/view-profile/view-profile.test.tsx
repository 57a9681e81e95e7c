import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../lib/query-client';
import { MSG } from '@sakinah/contract';
import type { MemberView as MemberProfile, MemberRelation } from '@sakinah/contract';
import { ViewProfile } from './view-profile';

const member = (overrides: Partial<MemberProfile> = {}): MemberProfile => ({
  _id: 'm1', id: 'm1', firstName: 'Zainab', lastName: 'Mirza', name: 'Zainab Mirza', age: 27, gender: 'female', verified: false,
  status: 'Active', profileFor: 'self', customRelation: '', maritalStatus: 'single', height: "5'4", weight: '54',
  city: 'Lucknow', state: 'Uttar Pradesh', education: 'Masters', occupation: 'Engineer', workLocation: '', annualIncome: '',
  fatherName: 'Anwar', motherName: 'Nasreen', siblings: '1', familyType: '', familyValues: 'Moderate', caste: 'Mirza', sect: '', school: '', community: 'mirza', prayer: '', covering: '', islamicEducation: '', motherTongue: '', languages: [],
  ageRangePreference: '26-30', heightPreference: 'Any', educationPreference: 'Any', occupationPreference: 'Any',
  locationPreference: '', aboutMe: '', about: '', expectations: 'Kind and honest', photoPrivacy: 'public', photosLocked: false,
  photoCount: 3, avatar: '/media/a-large.webp', avatarThumb: '/media/a-small.webp',
  images: [
    { url: '/media/a-large.webp', thumbUrl: '/media/a-small.webp', isAvatar: true },
    { url: '/media/b-large.webp', thumbUrl: '/media/b-small.webp', isAvatar: false },
    { url: '/media/c-large.webp', thumbUrl: '/media/c-small.webp', isAvatar: false },
  ],
  email: null, contactNo: null, lastActiveAt: null, photosLimitReached: false, accountHolder: null, contactOwner: null,
  ...overrides,
});
const relation: MemberRelation = { isSelf: false, connected: false, outgoingRequest: null, incomingRequest: null, photoAccess: 'no_request', contactExchange: null, contactVisible: false, contactNeedsPlan: false };

function stubWidth(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: desktop, media: query, addEventListener: () => {}, removeEventListener: () => {},
  }));
}

function renderView(user: MemberProfile, extra: Partial<Parameters<typeof ViewProfile>[0]> = {}) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
    <MemoryRouter>
      <ViewProfile user={user} relation={relation} {...extra} />
    </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ViewProfile', () => {
  it('shows every card on desktop, with fallbacks and the contact note', () => {
    stubWidth(true);
    renderView(member());
    expect(screen.getByRole('heading', { level: 1, name: 'Zainab Mirza' })).toBeTruthy();
    for (const title of ['Photos', 'About Me', 'Personal Details', 'Education & Career', 'Family Details', 'Partner Expectations']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByText(MSG.noInformation)).toBeTruthy();
    expect(screen.getAllByText(MSG.notSpecified).length).toBeGreaterThan(0);
    expect(screen.getByText(MSG.contactAfterConnecting)).toBeTruthy();
    // Not connected: Chat is shown but disabled, with the reason.
    const chat = screen.getByRole('button', { name: /chat/i }) as HTMLButtonElement;
    expect(chat.disabled).toBe(true);
    expect(screen.getByText('Chat opens once you are connected.')).toBeTruthy();
  });

  it('opens the gallery and moves with Next and Previous', () => {
    stubWidth(true);
    renderView(member());
    fireEvent.click(screen.getByRole('button', { name: 'Photo 2 of Zainab' }));
    const dialog = screen.getByRole('dialog', { name: 'Photos of Zainab' });
    expect(within(dialog).getByRole('img', { name: 'Photo 2 of Zainab' }).getAttribute('src')).toBe('/media/b-large.webp');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByRole('img', { name: 'Photo 3 of Zainab' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByRole('img', { name: 'Photo 1 of Zainab' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(within(dialog).getByRole('img', { name: 'Photo 3 of Zainab' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks private photos without a dead button, and renders the access slot when given', () => {
    stubWidth(true);
    const locked = member({ photosLocked: true, images: [], avatar: '/media/a-blur.webp' });
    const { unmount } = renderView(locked);
    expect(screen.getAllByText('Photos are private').length).toBe(2);
    expect(screen.getByText('Zainab shares photos only with members they approve.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request Access' })).toBeNull();
    // Not connected: the profile offers Send Request (a real action), not a dead button.
    expect(screen.getByRole('button', { name: 'Send Request' })).toBeTruthy();
    unmount();
    renderView(locked, { renderPhotoAccess: () => <button type="button">Request Access</button> });
    expect(screen.getByRole('button', { name: 'Request Access' })).toBeTruthy();
  });

  it('shows a neutral silhouette when a big photo fails to load', () => {
    stubWidth(true);
    renderView(member());
    const photo = screen.getByRole('img', { name: 'Profile photo of Zainab' });
    expect(photo.tagName).toBe('IMG');
    fireEvent.error(photo);
    const fallback = screen.getByRole('img', { name: 'Profile photo of Zainab' });
    expect(fallback.tagName).toBe('DIV');
  });

  it('puts the details behind Career, Family and About tabs on phones', () => {
    stubWidth(false);
    renderView(member({ profileFor: 'daughter', email: 'z@example.com', contactNo: '9876543210' }));
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Career', 'Family', 'About']);
    expect(screen.getByRole('heading', { name: 'Education & Career' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Family Details' })).toBeNull();
    fireEvent.click(tabs[1]!);
    expect(screen.getByRole('heading', { name: 'Family Details' })).toBeTruthy();
    expect(screen.getByText('This profile is managed by the parents')).toBeTruthy();
    expect(screen.getByText('Profile created for their daughter')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Contact Details' })).toBeTruthy();
    // By its text: jsdom lays the address's <wbr> break points out as blocks, so its computed name has spaces.
    expect(screen.getByText('z@example.com').closest('a')?.getAttribute('href')).toBe('mailto:z@example.com');
  });

  it('says who manages the profile, by relation and first name, and whose the shared contact details are', () => {
    stubWidth(true);
    renderView(member({
      gender: 'female', profileFor: 'daughter', accountHolder: { relation: 'father', name: 'Iqbal' },
      contactNo: '9876543210', email: 'iqbal@example.com', contactOwner: { name: 'Iqbal Rizvi', relation: 'father' },
    }));
    expect(screen.getByText('Managed by her father, Iqbal')).toBeTruthy();
    expect(screen.getByText('Contact details of Iqbal Rizvi (father)')).toBeTruthy();
  });

  describe('contact details only when both agree', () => {
    const connected: MemberRelation = { ...relation, connected: true, outgoingRequest: 'accepted' };

    it('connected but nobody asked: how to ask, with a way to the chat', () => {
      stubWidth(true);
      renderView(member(), { relation: { ...connected, contactExchange: null } });
      expect(screen.getByText(MSG.contactHowToAsk)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Open chat' }).getAttribute('href')).toBe('/user/messages/m1');
      expect(screen.queryByRole('heading', { name: 'Contact Details' })).toBeNull();
    });

    it('my ask is waiting, or theirs is: says which', () => {
      stubWidth(true);
      renderView(member(), { relation: { ...connected, contactExchange: { status: 'pending', requesterId: 'me' } } });
      expect(screen.getByText(MSG.contactWaitingForThem)).toBeTruthy();
      cleanup();
      renderView(member(), { relation: { ...connected, contactExchange: { status: 'pending', requesterId: 'm1' } } });
      expect(screen.getByText(MSG.contactTheyAsked)).toBeTruthy();
    });

    it('both agreed but my plan leaves them out: the plan is named, not the asking', () => {
      stubWidth(true);
      renderView(member(), { relation: { ...connected, contactExchange: { status: 'accepted', requesterId: 'me' }, contactNeedsPlan: true } });
      expect(screen.getByText(MSG.contactNeedsPlan)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    });

    it('shared: the phone and email, and how to stop', () => {
      stubWidth(true);
      renderView(member({ email: 'zainab@example.com', contactNo: '9876543210' }), {
        relation: { ...connected, contactExchange: { status: 'accepted', requesterId: 'me' }, contactVisible: true },
      });
      expect(screen.getByRole('heading', { name: 'Contact Details' })).toBeTruthy();
      expect(screen.getByText('zainab@example.com').closest('a')?.getAttribute('href')).toBe('mailto:zainab@example.com');
      expect(screen.getByText(/Either of you can stop sharing/)).toBeTruthy();
    });
  });
});
