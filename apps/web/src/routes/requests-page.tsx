import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';
import { ProfileRequestsSection } from '../features/requests/requests-view';
import { PhotoRequestsPanel } from '../features/settings/photo-requests-panel';
import { ContactAsksPanel } from '../features/messaging/contact-asks-panel';

/** Everything that waits for an answer, in one place (the phone tab bar's Requests). */
export default function RequestsPage() {
  const { t } = useT();
  return (
    <>
      <Seo title={t('tabs.requests')} description={t('requests.seoDescription')} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl">{t('tabs.requests')}</h1>
        <div className="space-y-3">
          <PhotoRequestsPanel />
          <ContactAsksPanel />
        </div>
        <ProfileRequestsSection />
      </div>
    </>
  );
}
