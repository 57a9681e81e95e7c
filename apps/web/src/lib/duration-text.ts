import { DURATIONS, type Duration } from '@sakinah/contract';
import type { TextKey } from './i18n';

const DURATION_KEYS: Record<Duration, TextKey> = {
  '1 Month': 'checkout.duration.1 Month',
  '3 Months': 'checkout.duration.3 Months',
  '6 Months': 'checkout.duration.6 Months',
  '1 Year': 'checkout.duration.1 Year',
};
const PER_KEYS: Record<Duration, TextKey> = {
  '1 Month': 'checkout.per.1 Month',
  '3 Months': 'checkout.per.3 Months',
  '6 Months': 'checkout.per.6 Months',
  '1 Year': 'checkout.per.1 Year',
};

const isDuration = (value: string): value is Duration => (DURATIONS as readonly string[]).includes(value);

/** A plan's duration in the reader's language ("3 Months", "3 महीने"); a value we do not know stays as it came. */
export function durationText(t: (key: TextKey) => string, duration: string): string {
  return isDuration(duration) ? t(DURATION_KEYS[duration]) : duration;
}

/** "/3 months" after a price. */
export function perDurationText(t: (key: TextKey) => string, duration: string): string {
  return isDuration(duration) ? t(PER_KEYS[duration]) : '';
}
