import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { RISK_KIND_LABELS, type RiskItemView } from '@sakinah/contract';
import { RiskPage } from './risk-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const at = '2026-11-22T10:00:00.000Z';
const member = (id: string, name: string, riskScore: number) => ({ id, name, email: `${id}@example.com`, status: 'Active', riskScore });
const base = { status: 'open' as const, resolution: null, score: 40, createdAt: at, updatedAt: at };
const items: RiskItemView[] = [
  {
    ...base,
    id: 'r1',
    kind: 'duplicate_photo',
    subject: member('u1', 'Hina Copy', 40),
    other: member('u2', 'Rukhsar Original', 0),
    photo: { id: 'i1', url: '/media/new-large.webp', held: true },
    otherPhoto: { id: 'i2', url: '/media/old-large.webp', held: false },
    details: { distance: 6, mirrored: true, maxDistance: 10 },
  },
  { ...base, id: 'r2', kind: 'many_reports', score: 30, subject: member('u3', 'Reported Person', 30), other: null, photo: null, otherPhoto: null, details: { reporters: 3 } },
];

describe('/admin/risk', () => {
  it('shows both members and both photos side by side; Reject photo only on a photo item', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, items }), { status: 200 })));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <RiskPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const [photoItem, reportsItem] = await screen.findAllByRole('article');
    const photo = within(photoItem!);
    expect(photo.getByRole('heading').textContent).toBe(RISK_KIND_LABELS.duplicate_photo);
    expect(photo.getByRole('img', { name: 'New photo (held)' }).getAttribute('src')).toBe('/media/new-large.webp');
    expect(photo.getByRole('img', { name: 'Earlier photo of Rukhsar Original' }).getAttribute('src')).toBe('/media/old-large.webp');
    expect(photo.getByRole('link', { name: 'Hina Copy' }).getAttribute('href')).toBe('/admin/members/u1');
    expect(photo.getByRole('link', { name: 'Rukhsar Original' }).getAttribute('href')).toBe('/admin/members/u2');
    expect(photoItem!.textContent).toContain('6 of 64 bits differ');
    expect(photoItem!.textContent).toContain('mirrored copy');
    expect(photoItem!.textContent).toContain('Risk score 40 · high');
    expect(photo.getAllByRole('button').map((b) => b.textContent)).toEqual(['False alarm', 'Reject photo', 'Suspend member']);

    const reports = within(reportsItem!);
    expect(reports.getByRole('heading').textContent).toBe(RISK_KIND_LABELS.many_reports);
    expect(reports.getAllByRole('button').map((b) => b.textContent)).toEqual(['False alarm', 'Suspend member']);
  });
});
