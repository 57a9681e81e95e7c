import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { BRAND_NAME, ROUTES } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';
import { LoginForm } from '../features/login/login-form';
import { PhoneLoginForm } from '../features/login/phone-login-form';
import { AuthSplitLayout } from '../features/auth-layout/auth-split-layout';
import { safeRedirect } from '../features/login/safe-redirect';

export default function LoginPage() {
  const { t, path } = useT();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  // Email and password, or the mobile number and a code (issue 41).
  const [way, setWay] = useState<'email' | 'phone'>('email');
  const wayClass = (active: boolean) =>
    `min-h-11 flex-1 rounded-full px-4 text-sm font-semibold ${active ? 'bg-brand-700 text-white' : 'text-brand-700 hover:bg-brand-50'}`;
  return (
    <>
      <Seo title={t('seo.login.title')} description={t('seo.login.description')} />
      <AuthSplitLayout
        title={t('login.title')}
        subtitle={t('login.subtitle')}
        phoneIntro={t('welcomeBack')}
        topLink={
          <Link to={path(ROUTES.home)} className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50">
            <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            {t('login.back')}
          </Link>
        }
        brandPanel={
          <>
            <p className="font-display text-4xl leading-tight xl:text-5xl">{t('welcomeBack')}</p>
            <p className="mt-4 font-display text-3xl font-bold text-gold-300">{BRAND_NAME}</p>
          </>
        }
      >
        <div role="group" aria-label={t('phoneSignIn.chooseWay')} className="mb-5 flex gap-1 rounded-full border border-brand-100 p-1">
          <button type="button" aria-pressed={way === 'email'} className={wayClass(way === 'email')} onClick={() => setWay('email')}>
            {t('phoneSignIn.tabEmail')}
          </button>
          <button type="button" aria-pressed={way === 'phone'} className={wayClass(way === 'phone')} onClick={() => setWay('phone')}>
            {t('phoneSignIn.tabPhone')}
          </button>
        </div>
        {way === 'email' ? <LoginForm redirect={redirect} /> : <PhoneLoginForm redirect={redirect} />}
      </AuthSplitLayout>
    </>
  );
}
