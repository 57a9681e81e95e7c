import { Seo } from '../lib/seo';
import { NotificationsView } from '../features/notifications/notifications-view';

export default function NotificationsPage() {
  return (
    <>
      <Seo title="Notifications" description="Requests, answers, messages and news about your Sakinah account." />
      <NotificationsView />
    </>
  );
}
