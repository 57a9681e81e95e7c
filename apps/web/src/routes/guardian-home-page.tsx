import { Link, Navigate } from 'react-router';
import { Eye, ShieldAlert } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { useSession } from '../features/session/session';
import { PageLoading } from '../components/ui/page-loading';
import { buttonClass } from '../components/ui/button';
import { GuardianHome } from '../features/guardians/guardian-home';
import { useT } from '../lib/i18n';

/** /guardian: what a guardian (wali) can read. Members and admins get a notice instead. */
export default function GuardianHomePage() {
  const { user, loading } = useSession();
  const { t } = useT();
  const seo = <Seo title={t('guardianHome.title')} description={t('guardianHome.description')} />;

  if (loading) {
    return (
      <>
        {seo}
        <PageLoading />
      </>
    );
  }
  if (!user) return <Navigate to={`${ROUTES.login}?redirect=${ROUTES.guardianHome}`} replace />;

  if (user.role !== 'guardian') {
    return (
      <>
        {seo}
        <section className="container-page section">
          <div className="card mx-auto max-w-lg p-8 text-center">
            <ShieldAlert className="mx-auto h-10 w-10 text-gold-600" aria-hidden="true" />
            <h1 className="mt-3 text-3xl font-bold text-brand-800">{t('guardianHome.title')}</h1>
            <p className="mt-2 text-muted">{t('guardianHome.notGuardian')}</p>
            <Link to={ROUTES.home} className={buttonClass('primary', 'md', 'mt-6')}>
              {t('guardianAccept.home')}
            </Link>
          </div>
        </section>
      </>
    );
  }

  return (
    <>
      {seo}
      <section className="container-page py-10 sm:py-14">
        <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl">{t('guardianHome.title')}</h1>
        <p className="mt-2 flex items-start gap-2 rounded-xl border border-gold-200 bg-gold-50 px-4 py-3 text-sm text-gold-700">
          <Eye className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{t('guardianHome.readOnly')}</span>
        </p>
        <div className="mt-8">
          <GuardianHome />
        </div>
      </section>
    </>
  );
}
