import { Seo } from '../lib/seo';
import { CheckoutView } from '../features/checkout/checkout-view';

export default function PaymentPage() {
  return (
    <section className="container-page section">
      <Seo title="Checkout" description="Review your Sakinah plan and complete your payment securely." />
      <CheckoutView />
    </section>
  );
}
