/** What other features use of pricing: how amounts and plan dates are written, and what paying now will do. */
export { formatDateIN, formatRupees } from './format';
export { PurchaseNotice, StartChoice } from './purchase-notice';
