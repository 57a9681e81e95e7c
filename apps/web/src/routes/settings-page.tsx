import { useState } from 'react';
import { Navigate } from 'react-router';
import { BRAND_NAME, ROUTES } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { PageLoading } from '../components/ui/page-loading';
import { useSession } from '../features/session/session';
import { SettingsView } from '../features/settings/settings-view';
import { useT } from '../lib/i18n';

export default function SettingsPage() {
  const { t } = useT();
  const { user, loading } = useSession();
  // Set while logging out or deleting the account, which navigate home on their own.
  const [leaving, setLeaving] = useState(false);

  let body;
  if (loading) body = <PageLoading />;
  else if (user) body = <SettingsView user={user} onLeave={setLeaving} />;
  else if (leaving) body = null;
  else body = <Navigate to={ROUTES.login} replace />;

  return (
    <>
      <Seo title={t('settings.title')} description={t('settings.seoDescription', { brand: BRAND_NAME })} />
      {body}
    </>
  );
}
