import type { TextKey } from '../../lib/i18n';

const REASON_KEYS: Record<string, TextKey> = {
  fake_profile: 'safety.reason.fake_profile',
  inappropriate_photos: 'safety.reason.inappropriate_photos',
  harassment: 'safety.reason.harassment',
  asking_for_money: 'safety.reason.asking_for_money',
  already_married: 'safety.reason.already_married',
  other: 'safety.reason.other',
};

/** A report's reason (REPORT_REASONS) in the reader's language; one we do not know keeps the label it came with. */
export function reportReasonText(t: (key: TextKey) => string, reason: string, label: string): string {
  const key = REASON_KEYS[reason];
  return key ? t(key) : label;
}
