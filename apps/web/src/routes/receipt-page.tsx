import { useParams } from 'react-router';
import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';
import { ReceiptPageView } from '../features/receipts/receipt-view';

/** ROUTES.receipt: one payment's receipt, printable, with its PDF (the payer's own; any for an admin). */
export default function ReceiptPage() {
  const { t } = useT();
  const { paymentId = '' } = useParams();
  return (
    <section className="container-page py-8 sm:py-12">
      <Seo title={t('receipt.seoTitle')} description={t('receipt.seoDescription')} />
      <ReceiptPageView paymentId={paymentId} />
    </section>
  );
}
