/** What other features use of receipts: the link to a payment's receipt. */
export { ReceiptLink } from './receipt-link';
