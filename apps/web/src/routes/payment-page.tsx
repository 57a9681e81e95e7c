import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';
import { CheckoutView } from '../features/checkout/checkout-view';

export default function PaymentPage() {
  const { t } = useT();
  return (
    <section className="container-page section">
      <Seo title={t('checkout.seoTitle')} description={t('checkout.seoDescription')} />
      <CheckoutView />
    </section>
  );
}
