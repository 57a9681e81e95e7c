import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';
import { PaymentSuccessView } from '../features/checkout/payment-success-view';

export default function PaymentSuccessPage() {
  const { t } = useT();
  return (
    <section className="container-page section">
      <Seo title={t('checkout.successTitle')} description={t('checkout.successSeoDescription')} />
      <PaymentSuccessView />
    </section>
  );
}
