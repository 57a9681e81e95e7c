import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { PLAN_FEATURES, planFeatureLines, type PackageView } from '@sakinah/contract';
import { PlanCard } from './plan-card';

afterEach(cleanup);

function plan(overrides: Partial<PackageView> = {}): PackageView {
  const base = {
    _id: 'p1', id: 'p1', name: 'Standard', description: 'More profiles and conversations.', price: 1999, originalPrice: 1999, discount: 10, finalPrice: 1799,
    duration: '1 Month' as const, features: ['contactDetails' as const], highlighted: true, buttonText: 'Get Standard', canSeeContactInfo: true,
    maxPhotosViews: 100, maxProfileViews: 150, messagingDailyCap: null, readReceipts: false, isActive: true,
    ...overrides,
  };
  return { ...base, featureLines: overrides.featureLines ?? planFeatureLines(base) };
}

describe('plan card', () => {
  it('lists the plan\'s own lines from the server, once each: limits, then the contact-details line', () => {
    render(<PlanCard plan={plan()} selected={false} showPopular />);
    const list = screen.getByRole('list', { name: 'Standard includes' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'View up to 150 profiles per month', 'See the photos of up to 100 members per month', 'Unlimited new conversations', PLAN_FEATURES.contactDetails.text,
    ]);
    expect(screen.getByText('Most Popular')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get Standard' })).toBeTruthy();
  });

  it('a Basic plan shows its limits only; nothing it does not have', () => {
    render(<PlanCard plan={plan({ name: 'Basic', features: [], canSeeContactInfo: false, maxProfileViews: 30, maxPhotosViews: 20, messagingDailyCap: 5, highlighted: false })} selected={false} showPopular />);
    const items = within(screen.getByRole('list', { name: 'Basic includes' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['View up to 30 profiles per month', 'See the photos of up to 20 members per month', 'Start up to 5 new conversations a day']);
    for (const text of ['Daily match suggestions', 'Priority support', 'Direct messaging', 'Profile recommendations']) expect(screen.queryByText(new RegExp(text, 'i'))).toBeNull();
  });

  it('shows exactly what the server sent, in its order', () => {
    render(<PlanCard plan={plan({ name: 'Premium', featureLines: ['Line one', 'Line two'] })} selected={false} showPopular={false} />);
    expect(within(screen.getByRole('list', { name: 'Premium includes' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Line one', 'Line two']);
  });

  it('selecting calls back with the plan', () => {
    const onSelect = vi.fn();
    const p = plan();
    render(<PlanCard plan={p} selected={false} showPopular onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Get Standard' }));
    expect(onSelect).toHaveBeenCalledWith(p);
  });
});
