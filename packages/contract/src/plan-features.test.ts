import { describe, expect, it } from 'vitest';
import {
  MSG, OFFERED_PLAN_FEATURE_KEYS, PLAN_FEATURES, PLAN_FEATURE_KEYS, packageInputSchema, packageViewSchema, planCapabilities, planFeatureLines,
} from './index';

const limits = { maxProfileViews: null, maxPhotosViews: null, messagingDailyCap: null };

describe('plan features are capabilities', () => {
  it('offers what is built: every key, daily suggestions, who is interested and calls included', () => {
    expect(OFFERED_PLAN_FEATURE_KEYS).toEqual(['contactDetails', 'readReceipts', 'prioritySupport', 'dailySuggestions', 'whoIsInterested', 'calls']);
    expect(PLAN_FEATURE_KEYS).toEqual(OFFERED_PLAN_FEATURE_KEYS);
  });

  it('derives the enforced flags from the keys', () => {
    expect(planCapabilities([])).toEqual({ canSeeContactInfo: false, readReceipts: false, prioritySupport: false });
    expect(planCapabilities(['contactDetails'])).toEqual({ canSeeContactInfo: true, readReceipts: false, prioritySupport: false });
    expect(planCapabilities(['readReceipts', 'prioritySupport'])).toEqual({ canSeeContactInfo: false, readReceipts: true, prioritySupport: true });
    // Free text is no capability, whatever it says.
    expect(planCapabilities(['See contact details of connections', 'Priority support'])).toEqual({ canSeeContactInfo: false, readReceipts: false, prioritySupport: false });
  });

  it('writes the limits first, then the capabilities in the list order, never an unknown key', () => {
    expect(planFeatureLines({ features: [], maxProfileViews: 30, maxPhotosViews: 20, messagingDailyCap: 5 })).toEqual([
      'View up to 30 profiles per month', 'See the photos of up to 20 members per month', 'Start up to 5 new conversations a day',
    ]);
    expect(planFeatureLines({ features: ['prioritySupport', 'whoIsInterested', 'contactDetails', 'dailySuggestions', 'made up'], ...limits })).toEqual([
      'Unlimited profile views', 'Unlimited photo views', 'Unlimited new conversations', PLAN_FEATURES.contactDetails.text, PLAN_FEATURES.prioritySupport.text,
      PLAN_FEATURES.dailySuggestions.text, PLAN_FEATURES.whoIsInterested.text,
    ]);
    expect(planFeatureLines({ features: [], maxProfileViews: 0, maxPhotosViews: 1, messagingDailyCap: null })).toEqual([
      'View up to 0 profiles per month', 'See the photos of up to 1 member per month', 'Unlimited new conversations',
    ]);
  });

  it('the admin input takes offered keys only, with a clear message', () => {
    const base = { name: 'Gold', price: 999, duration: '1 Month' };
    expect(packageInputSchema.parse(base).features).toEqual([]);
    expect(packageInputSchema.parse({ ...base, features: ['contactDetails', 'prioritySupport'] }).features).toEqual(['contactDetails', 'prioritySupport']);
    expect(packageInputSchema.parse({ ...base, features: ['whoIsInterested', 'dailySuggestions'] }).features).toEqual(['whoIsInterested', 'dailySuggestions']);
    for (const features of [['videoCalls'], ['contactDetails', 'videoCalls'], ['Unlimited everything'], 'contactDetails', [1]]) {
      const parsed = packageInputSchema.safeParse({ ...base, features });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(MSG.invalidPlanFeature);
    }
  });

  it('the package view holds keys, not text', () => {
    const view = {
      _id: 'p', id: 'p', name: 'Basic', description: '', price: 999, originalPrice: 999, discount: 0, finalPrice: 999, duration: '1 Month',
      features: ['contactDetails'], featureLines: ['x'], highlighted: false, buttonText: 'Get Basic', canSeeContactInfo: true,
      maxPhotosViews: null, maxProfileViews: null, messagingDailyCap: null, readReceipts: false, isActive: true,
    };
    expect(packageViewSchema.safeParse(view).success).toBe(true);
    expect(packageViewSchema.safeParse({ ...view, features: ['Daily match suggestions'] }).success).toBe(false);
  });
});
