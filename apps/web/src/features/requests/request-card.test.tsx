import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { RequestItem } from '@sakinah/contract';
import { RequestCard } from './request-card';

const item = (overrides: Partial<RequestItem> = {}): RequestItem => ({
  _id: 'r1', requestId: 'r1', requestshipId: 'r1', status: 'pending', createdAt: '2026-11-20T09:00:00.000Z', userId: 'u-ayesha',
  firstName: 'Ayesha', lastName: 'Rizvi', avatar: null, email: null, contactNo: null, contactShared: false, sender: 'me', receiver: 'u-ayesha',
  message: null, age: 27, city: 'Lucknow', state: 'Uttar Pradesh', profileFor: 'daughter', accountHolder: null,
  ...overrides,
});

afterEach(cleanup);

describe('request card: who manages the profile (issue 41)', () => {
  it('names the account holder when the server sends one', () => {
    render(<MemoryRouter><RequestCard item={item({ accountHolder: { relation: 'father', name: 'Iqbal' } })} /></MemoryRouter>);
    expect(screen.getByText('Managed by Iqbal (Ayesha’s father)')).toBeTruthy();
  });

  it('falls back to the profile\'s own words without one', () => {
    render(<MemoryRouter><RequestCard item={item({ profileFor: 'self' })} /></MemoryRouter>);
    expect(screen.getByText('Managed by the member')).toBeTruthy();
  });
});
