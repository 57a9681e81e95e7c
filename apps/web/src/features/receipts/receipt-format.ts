import { API, API_BASE, CURRENCY_SYMBOL, ROUTES } from '@sakinah/contract';
import { generatePath } from 'react-router';

/** "₹2,999", or "₹2,999.50" when there are paise (the receipt mail and PDF write the same). */
export function formatPaise(paise: number): string {
  const hasPaise = paise % 100 !== 0;
  return `${CURRENCY_SYMBOL}${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: hasPaise ? 2 : 0, maximumFractionDigits: 2 })}`;
}

/** The receipt page of a payment, by the provider's payment id. */
export function receiptPath(paymentId: string): string {
  return generatePath(ROUTES.receipt, { paymentId });
}

/** The PDF of a receipt (served as an attachment named after its number). */
export function receiptPdfUrl(paymentId: string): string {
  return `${API_BASE}${API.receiptPdf(paymentId)}`;
}
