import { describe, expect, it } from 'vitest';
import { siteCountText } from '@sakinah/contract';
import { presentSiteCounts } from './site-counts.service';

describe('the landing page counts', () => {
  it('are shown only from 100 up, rounded down so they never claim more than is true', () => {
    expect(presentSiteCounts({ verifiedProfiles: 99, connections: 0 })).toEqual([]);
    expect(presentSiteCounts({ verifiedProfiles: 100, connections: 57 })).toEqual([{ key: 'verifiedProfiles', value: 100, text: '100+', label: 'Verified Profiles' }]);
    expect(presentSiteCounts({ verifiedProfiles: 1234, connections: 25_999 }).map((c) => c.text)).toEqual(['1,200+', '25,000+']);
  });

  it('rounds to two significant figures, downwards', () => {
    expect([100, 157, 999, 1000, 1999, 12_345, 250_000].map(siteCountText)).toEqual(['100+', '150+', '990+', '1,000+', '1,900+', '12,000+', '2,50,000+']);
  });
});
