import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';
import { ConnectionsView } from '../features/requests/connections-view';

export default function ConnectionsPage() {
  const { t } = useT();
  return (
    <>
      <Seo title={t('connections.title')} description={t('connections.seoDescription')} />
      <ConnectionsView />
    </>
  );
}
