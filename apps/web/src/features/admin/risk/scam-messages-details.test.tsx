import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { SCAM_CATEGORY_LABELS, type RiskItemView } from '@sakinah/contract';
import { ScamMessagesDetails } from './scam-messages-details';

afterEach(cleanup);

const member = { id: 'u1', name: 'Imran Ansari', email: 'i@example.com', status: 'Active', riskScore: 50 };
const item = (details: Record<string, unknown>): RiskItemView =>
  ({
    id: 'r1', kind: 'scam_messages', status: 'open', resolution: null, score: 50, subject: member, other: null, photo: null, otherPhoto: null,
    details, createdAt: '2026-11-22T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z',
  }) as RiskItemView;

describe('scam messages in the Risk queue', () => {
  it('shows the counts and each flagged message with its categories in words and its time', () => {
    render(
      <ScamMessagesDetails
        item={item({
          hitsToday: 3,
          distinctReceivers: 2,
          flaggedMessages: [
            { id: 'm1', text: 'paise bhej do', rules: ['money_request.hindi'], sentAt: '2026-11-22T09:00:00.000Z' },
            { id: 'm2', text: 'send it on paytm, IFSC bhi', rules: ['payment_link.app', 'bank_details.ask', 'retired.rule'], sentAt: '2026-11-22T09:05:00.000Z' },
          ],
        })}
      />,
    );
    expect(screen.getByText('hits today').nextSibling?.textContent).toBe('3');
    expect(screen.getByText('distinct receivers').nextSibling?.textContent).toBe('2');
    const listed = screen.getAllByRole('listitem');
    expect(listed).toHaveLength(2);
    expect(within(listed[0]!).getByText('paise bhej do')).toBeTruthy();
    expect(within(listed[0]!).getByText(SCAM_CATEGORY_LABELS.money_request)).toBeTruthy();
    expect(within(listed[1]!).getByText(SCAM_CATEGORY_LABELS.payment_link)).toBeTruthy();
    expect(within(listed[1]!).getByText(SCAM_CATEGORY_LABELS.bank_details)).toBeTruthy();
    expect(listed[1]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-22T09:05:00.000Z');
  });

  it('keeps to the numbers when the stored details hold no readable messages', () => {
    render(<ScamMessagesDetails item={item({ hitsToday: 1, flaggedMessages: 'not a list' })} />);
    expect(screen.getByText('hits today')).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
