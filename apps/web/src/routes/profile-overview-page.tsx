import { RefreshCw } from 'lucide-react';
import { Button } from '../components/ui/button';
import { PageLoading } from '../components/ui/page-loading';
import { errorMessage } from '../lib/api';
import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';
import { useOwnProfile } from '../features/profile-overview/own-profile';
import { ProfileOverview } from '../features/profile-overview/profile-overview';

/** /user/profile-page: the signed-in member's own profile (RequireUser guards the route). */
export default function ProfileOverviewPage() {
  const query = useOwnProfile();
  const { t } = useT();

  let body;
  if (query.data) body = <ProfileOverview user={query.data} />;
  else if (query.isPending) body = <PageLoading />;
  else {
    body = (
      <section className="container-page section flex flex-col items-center text-center">
        <h1 className="text-2xl font-bold text-brand-800">{t('noUserData')}</h1>
        <p className="mt-2 text-muted">{errorMessage(query.error, t('anErrorOccurred'))}</p>
        <Button variant="back" className="mt-6" onClick={() => void query.refetch()}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          {t('overview.tryAgain')}
        </Button>
      </section>
    );
  }

  return (
    <>
      <Seo title={t('overview.eyebrow')} description={t('overview.seoDescription')} />
      {body}
    </>
  );
}
