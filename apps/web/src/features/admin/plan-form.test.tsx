import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { OFFERED_PLAN_FEATURE_KEYS, PLAN_FEATURES } from '@sakinah/contract';
import { PlanFormDialog } from './plan-form';
import type { AdminPackage } from '@sakinah/contract';

const standard: AdminPackage = {
  _id: 'p1', id: 'p1', slug: 'standard', sortOrder: 1, originalPrice: 1999, name: 'Standard', description: 'More profiles.', price: 1999, discount: 10, finalPrice: 1799, duration: '1 Month',
  features: ['contactDetails'], featureLines: [], highlighted: true, buttonText: 'Get Standard', canSeeContactInfo: true, readReceipts: false,
  maxPhotosViews: 100, maxProfileViews: 150, messagingDailyCap: null, isActive: true,
};

function renderForm(plan: AdminPackage | null) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, message: 'Plan saved', package: standard }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PlanFormDialog plan={plan} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { fetchMock, onClose };
}

const sentBody = (fetchMock: ReturnType<typeof vi.fn>) => JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as Record<string, unknown>;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('admin plan editor', () => {
  it('offers the built features as checkboxes with their texts, and no free-text feature box', () => {
    renderForm(standard);
    const group = screen.getByRole('group', { name: 'Features' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(OFFERED_PLAN_FEATURE_KEYS.map((key) => PLAN_FEATURES[key].text));
    // Every key is built now: daily suggestions and who is interested are offered too.
    expect(within(group).getByRole('checkbox', { name: PLAN_FEATURES.dailySuggestions.text })).toBeTruthy();
    expect(within(group).getByRole('checkbox', { name: PLAN_FEATURES.whoIsInterested.text })).toBeTruthy();
    expect((within(group).getByRole('checkbox', { name: PLAN_FEATURES.contactDetails.text }) as HTMLInputElement).checked).toBe(true);
    expect((within(group).getByRole('checkbox', { name: PLAN_FEATURES.readReceipts.text }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByLabelText(/one per line/i)).toBeNull();
    expect(document.querySelectorAll('textarea')).toHaveLength(1); // the description only
  });

  it('saves the picked keys and the numeric limits (empty = unlimited)', async () => {
    const { fetchMock, onClose } = renderForm(standard);
    fireEvent.click(screen.getByRole('checkbox', { name: PLAN_FEATURES.prioritySupport.text }));
    fireEvent.click(screen.getByRole('checkbox', { name: PLAN_FEATURES.contactDetails.text }));
    fireEvent.click(screen.getByRole('checkbox', { name: PLAN_FEATURES.readReceipts.text }));
    fireEvent.change(screen.getByLabelText('New chats a day'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Photo views'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/admin/packages/p1');
    expect(init.method).toBe('PUT');
    const body = sentBody(fetchMock);
    expect(body.features).toEqual(['readReceipts', 'prioritySupport']);
    expect(body).toMatchObject({ messagingDailyCap: 12, maxPhotosViews: null, maxProfileViews: 150 });
    expect(body).not.toHaveProperty('canSeeContactInfo');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('a new plan starts with no features and posts the keys', async () => {
    const { fetchMock } = renderForm(null);
    expect(screen.getAllByRole('checkbox', { checked: true }).map((box) => box.closest('label')?.textContent)).toEqual(['Active (on sale)']);
    fireEvent.change(screen.getByLabelText('Plan name'), { target: { value: 'Gold' } });
    fireEvent.change(screen.getByLabelText('Price (₹)'), { target: { value: '2999' } });
    fireEvent.click(screen.getByRole('checkbox', { name: PLAN_FEATURES.contactDetails.text }));
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].method).toBe('POST');
    expect(sentBody(fetchMock)).toMatchObject({ name: 'Gold', price: 2999, features: ['contactDetails'], maxProfileViews: null, messagingDailyCap: null });
  });
});
