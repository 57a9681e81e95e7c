import { useParams } from 'react-router';
import { Seo } from '../lib/seo';
import { ReceiptPageView } from '../features/receipts/receipt-view';

/** ROUTES.receipt: one payment's receipt, printable, with its PDF (the payer's own; any for an admin). */
export default function ReceiptPage() {
  const { paymentId = '' } = useParams();
  return (
    <section className="container-page py-8 sm:py-12">
      <Seo title="Receipt" description="Your Sakinah payment receipt." />
      <ReceiptPageView paymentId={paymentId} />
    </section>
  );
}
