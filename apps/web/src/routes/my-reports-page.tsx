import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';
import { MyReportsView } from '../features/safety/my-reports';

export default function MyReportsPage() {
  const { t } = useT();
  return (
    <>
      <Seo title={t('safety.myReportsTitle')} description={t('safety.myReportsSeoDescription')} />
      <MyReportsView />
    </>
  );
}
