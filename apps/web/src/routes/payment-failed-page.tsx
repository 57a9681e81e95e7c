import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';
import { PaymentFailedView } from '../features/checkout/payment-failed-view';

export default function PaymentFailedPage() {
  const { t } = useT();
  return (
    <section className="container-page section">
      <Seo title={t('checkout.failedSeoTitle')} description={t('checkout.failedSeoDescription')} />
      <PaymentFailedView />
    </section>
  );
}
