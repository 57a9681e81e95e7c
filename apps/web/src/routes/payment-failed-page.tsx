import { Seo } from '../lib/seo';
import { PaymentFailedView } from '../features/checkout/payment-failed-view';

export default function PaymentFailedPage() {
  return (
    <section className="container-page section">
      <Seo title="Payment Failed" description="Your Sakinah payment could not be completed. You can try again from the pricing page." />
      <PaymentFailedView />
    </section>
  );
}
