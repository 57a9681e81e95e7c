import { CURRENCY_SYMBOL, formatPlanDate } from '@sakinah/contract';

/** Whole rupees with Indian digit grouping, e.g. ₹1,49,999. */
export function formatRupees(amount: number): string {
  return `${CURRENCY_SYMBOL}${amount.toLocaleString('en-IN')}`;
}

/** A date as members in India read it, e.g. 12 March 2026 (its India day, as receipts write it); the raw text when it does not parse. */
export function formatDateIN(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatPlanDate(date);
}
