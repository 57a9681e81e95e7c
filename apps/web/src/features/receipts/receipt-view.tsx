import { useQuery } from '@tanstack/react-query';
import { Download, Printer, ReceiptText } from 'lucide-react';
import { API, ROUTES, type ReceiptResponse } from '@sakinah/contract';
import { Button, ButtonLink, buttonClass } from '../../components/ui/button';
import { PageLoading } from '../../components/ui/page-loading';
import { api, ApiError, errorMessage } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useSession } from '../session/public';
import { BackButton } from '../profile-display/public';
import { ReceiptDocument } from './receipt-document';
import { receiptPdfUrl } from './receipt-format';

/** When printing, only the receipt: the site's header, footer and these buttons stay off the paper. */
const PRINT_CSS = `@media print {
  body > #root header, body > #root footer, [data-print="hide"] { display: none !important; }
  body { background: #fff !important; }
  .receipt-document { box-shadow: none !important; border-color: #d6ece0 !important; }
  @page { margin: 14mm; }
}`;

export const receiptQueryKey = (paymentId: string) => ['receipt', paymentId] as const;

export function ReceiptPageView({ paymentId }: { paymentId: string }) {
  const { t } = useT();
  const { user } = useSession();
  const receipt = useQuery({
    queryKey: receiptQueryKey(paymentId),
    queryFn: async ({ signal }) => (await api<ReceiptResponse>('GET', API.receipt(paymentId), { signal })).receipt,
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
  const backTo = user?.role === 'admin' ? '/admin/payments' : ROUTES.profilePage;

  if (receipt.isPending) return <PageLoading />;

  if (receipt.isError) {
    const missing = receipt.error instanceof ApiError && receipt.error.status === 404;
    return (
      <div className="card mx-auto max-w-md p-8 text-center">
        <ReceiptText className="mx-auto h-10 w-10 text-brand-500" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-brand-700">{missing ? t('receiptNotFound') : t('unexpectedError')}</h1>
        <p className="mt-3 text-muted">
          {missing
            ? t('receipt.missingHint')
            : errorMessage(receipt.error, t('unexpectedErrorRetry'))}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {!missing && <Button onClick={() => void receipt.refetch()}>{t('receipt.tryAgain')}</Button>}
          <ButtonLink to={backTo} variant={missing ? 'primary' : 'back'}>
            {user?.role === 'admin' ? t('receipt.backToPayments') : t('receipt.myProfile')}
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl">
      <style>{PRINT_CSS}</style>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3" data-print="hide">
        <BackButton fallback={backTo} />
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="back" onClick={() => window.print()}>
            <Printer className="h-4 w-4" aria-hidden="true" />
            {t('receipt.print')}
          </Button>
          <a href={receiptPdfUrl(paymentId)} download={`${receipt.data.number}.pdf`} className={buttonClass('primary', 'sm')}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {t('receipt.downloadPdf')}
          </a>
        </div>
      </div>
      <ReceiptDocument receipt={receipt.data} />
    </div>
  );
}
