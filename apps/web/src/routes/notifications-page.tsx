import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';
import { NotificationsView } from '../features/notifications/notifications-view';

export default function NotificationsPage() {
  const { t } = useT();
  return (
    <>
      <Seo title={t('nav.notifications')} description={t('notifications.seoDescription')} />
      <NotificationsView />
    </>
  );
}
