import { Seo } from '../lib/seo';
import { PaymentSuccessView } from '../features/checkout/payment-success-view';

export default function PaymentSuccessPage() {
  return (
    <section className="container-page section">
      <Seo title="Payment Successful" description="Your Sakinah subscription payment is confirmed." />
      <PaymentSuccessView />
    </section>
  );
}
