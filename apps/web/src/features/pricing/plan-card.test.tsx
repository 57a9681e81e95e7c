import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { PLAN_FEATURES, planFeatureLines, type PackageView } from '@sakinah/contract';
import { CATALOGUES, translatePlansText } from '@sakinah/contract/translate';
import { switchLanguage } from '../../lib/i18n';
import { DurationTabs } from './duration-tabs';
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

  it('words the same facts as the server\'s English lines, never anything else', () => {
    // featureLines is the API's English; the card words the plan's own facts (limits, capabilities) itself.
    render(<PlanCard plan={plan({ name: 'Premium', featureLines: ['Line one', 'Line two'] })} selected={false} showPopular={false} />);
    const items = within(screen.getByRole('list', { name: 'Premium includes' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(planFeatureLines(plan()));
  });

  it('selecting calls back with the plan', () => {
    const onSelect = vi.fn();
    const p = plan();
    render(<PlanCard plan={p} selected={false} showPopular onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Get Standard' }));
    expect(onSelect).toHaveBeenCalledWith(p);
  });
});

describe.each(['hi', 'ur'] as const)('the plan card and tabs in %s', (language) => {
  afterAll(async () => switchLanguage('en'));
  const c = () => CATALOGUES[language];

  it('lines, badge, price suffix, saving and button in the reader\'s language; the name and amounts stay', async () => {
    await switchLanguage(language);
    render(<PlanCard plan={plan({ description: 'More profiles, unlimited conversations, daily match suggestions and the contact details of your connections.' })} selected={false} showPopular />);
    const name = language === 'ur' ? '\u2068Standard\u2069' : 'Standard';
    const list = screen.getByRole('list', { name: c()['plans.includes']!.replace('{plan}', name) });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      translatePlansText(language, { key: 'plans.feature.profileViews', values: { count: 150 } }),
      translatePlansText(language, { key: 'plans.feature.photoViews', values: { count: 100 } }),
      c()['plans.feature.conversationsUnlimited'],
      c()['plans.feature.contactDetails'],
    ]);
    expect(screen.getByText(c()['plans.popular']!)).toBeTruthy();
    expect(screen.getByText(c()['plans.description.standard']!)).toBeTruthy();
    expect(screen.getByText(c()['checkout.per.1 Month']!)).toBeTruthy();
    expect(screen.getByText(c()['plans.save']!.replace('{percent}', '10'))).toBeTruthy();
    // An admin's English button text gives way to the language's own words.
    expect(screen.getByRole('button', { name: c()['plans.get']!.replace('{plan}', name) })).toBeTruthy();
    expect(document.body.textContent).toContain('1,799');
    expect(document.body.textContent).not.toMatch(/View up to|Most Popular|Get Standard|\/month/);
  });

  it('the duration tabs name each length and the best value in the reader\'s language', async () => {
    await switchLanguage(language);
    const onChange = vi.fn();
    render(<DurationTabs durations={['1 Month', '1 Year']} active="1 Month" onChange={onChange} panelId="p" />);
    expect(screen.getByRole('tablist', { name: c()['plans.durationTabs'] })).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([c()['checkout.duration.1 Month'], `${c()['checkout.duration.1 Year']}${c()['plans.bestValue']}`]);
    // The next tab in reading order: the left arrow in Urdu, the right one in Hindi.
    fireEvent.keyDown(screen.getAllByRole('tab')[0]!, { key: language === 'ur' ? 'ArrowLeft' : 'ArrowRight' });
    expect(onChange).toHaveBeenCalledWith('1 Year');
  });
});
