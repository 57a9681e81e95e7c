import { Link } from 'react-router';
import { ReceiptText } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { receiptPath } from './receipt-format';

/** "Receipt" next to a paid payment; `context` tells screen readers which payment it is. */
export function ReceiptLink({ paymentId, context, className = '' }: { paymentId: string; context?: string; className?: string }) {
  const { t } = useT();
  return (
    <Link
      to={receiptPath(paymentId)}
      className={`inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline ${className}`}
    >
      <ReceiptText className="h-3.5 w-3.5" aria-hidden="true" />
      {t('receipt.link')}
      {context && <span className="sr-only"> {t('receipt.linkFor', { context })}</span>}
    </Link>
  );
}
