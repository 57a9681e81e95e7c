import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { FAITH_MSG, fewMatchesHint, reasonLine } from '@sakinah/contract';
import { SessionProvider, type SessionUser } from '../session/session';
import { FaithTab } from './faith-tab';
import { testUser } from '../session/test-user';

const user: SessionUser = testUser({ status: 'Active', paymentStatus: 'paid', gender: 'female' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTab(calls: Array<{ method: string; body: unknown }>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, body });
      if (method === 'PUT') return new Response(JSON.stringify({ success: true, message: FAITH_MSG.faithSaved, user: { ...user, ...body } }), { status: 200 });
      return new Response(JSON.stringify({ success: true, user }), { status: 200 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SessionProvider>
          <FaithTab user={user} />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Settings → Faith & wishes', () => {
  it('a Shia family states sect, school and practice, offered schools follow the sect, and a field can be kept private', async () => {
    const calls: Array<{ method: string; body: unknown }> = [];
    renderTab(calls);
    const school = screen.getByLabelText('School or movement') as HTMLSelectElement;
    fireEvent.change(screen.getByLabelText('Sect'), { target: { value: 'shia' } });
    const offered = Array.from(school.options).map((o) => o.textContent);
    expect(offered).toContain('Ithna Ashari');
    expect(offered).not.toContain('Hanafi');
    fireEvent.change(school, { target: { value: 'ithna_ashari' } });
    fireEvent.change(screen.getByLabelText('Community or biradari'), { target: { value: 'rizvi' } });
    fireEvent.change(screen.getByLabelText('Prayer'), { target: { value: 'always' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only me: Prayer' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Languages spoken' })).getByRole('checkbox', { name: 'Urdu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save faith profile' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ sect: 'shia', school: 'ithna_ashari', community: 'rizvi', prayer: 'always', languages: ['urdu'], privateFields: ['prayer'] });
  });

  it('marks Shia as a must and an age range as nice to have, and sends every wish', async () => {
    const calls: Array<{ method: string; body: unknown }> = [];
    renderTab(calls);
    const sect = screen.getByRole('group', { name: 'Sect' });
    fireEvent.click(within(sect).getByRole('checkbox', { name: 'Shia' }));
    fireEvent.click(within(sect).getByRole('radio', { name: 'Must' }));
    const age = screen.getByRole('group', { name: 'Age' });
    fireEvent.change(within(age).getByLabelText('From'), { target: { value: '26' } });
    fireEvent.change(within(age).getByLabelText('To'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save wishes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect((calls.find((c) => c.method === 'PUT')!.body as { partnerPreferences: object }).partnerPreferences).toMatchObject({
      sect: { values: ['shia'], must: true }, age: { from: 26, to: 30, must: false }, school: null, height: null,
    });
  });
});

describe('the card\'s reason line', () => {
  it('says her faith, age and town, and how many wishes she meets', () => {
    const card = { age: 27, city: 'Lucknow', faith: { sect: 'sunni', school: 'hanafi', prayer: 'always', community: 'ansari', islamicEducation: '', motherTongue: 'urdu' } };
    const wishes = { sect: { values: ['sunni'], must: true }, prayer: { values: ['always'], must: false }, motherTongue: { values: ['urdu'], must: false }, age: { from: 25, to: 30, must: false } };
    expect(reasonLine(card, wishes)).toBe('Sunni · Hanafi · prays always · 27 · Lucknow · 4 of your wishes');
    expect(reasonLine({ age: null, city: '', faith: { sect: '', school: '', prayer: '' } }, undefined)).toBe('');
  });
});

describe('the "too few pass" hint of today\'s matches', () => {
  it('says how few meet her musts and names the must that narrows most; nothing with enough matches or no must', () => {
    const wishes = { sect: { values: ['shia'], must: true }, prayer: { values: ['always', 'usually'], must: true }, age: { from: 20, to: 40, must: true } };
    // One sect of three admits a third; two prayers of four a half: the sect narrows most.
    expect(fewMatchesHint(1, wishes)).toBe(`${FAITH_MSG.fewMatches(1)} ${FAITH_MSG.relaxWish('Sect')}`);
    expect(fewMatchesHint(0, { age: { from: 26, to: 27, must: true }, sect: { values: ['sunni', 'shia'], must: true } })).toContain('"Age"');
    expect(fewMatchesHint(5, wishes)).toBeNull();
    expect(fewMatchesHint(0, { sect: { values: ['shia'], must: false } })).toBeNull();
  });
});
