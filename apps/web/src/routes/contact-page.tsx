import { Link } from 'react-router';
import { ArrowRight, CircleHelp, Clock, ShieldCheck } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';
import { lazy, Suspense, useSyncExternalStore } from 'react';

// The form (and its validation library) loads after the page: the page itself stays light.
const ContactForm = lazy(() => import('../features/marketing/contact/contact-form').then((m) => ({ default: m.ContactForm })));
import { ContactInfoCards } from '../features/marketing/contact/contact-info-cards';

const FORM_HEADING_ID = 'contact-form-heading';

const noop = () => () => undefined;

export function ContactPage() {
  const { t, path } = useT();
  // False on the server and while hydrating, true after: the form then loads in the browser only,
  // so the pre-rendered page and its first browser render agree.
  const hydrated = useSyncExternalStore(noop, () => true, () => false);
  return (
    <>
      <Seo title={t('seo.contact.title')} description={t('seo.contact.description')} />

      <section className="bg-gradient-to-b from-brand-50 to-cream">
        <div className="container-page py-14 text-center sm:py-20">
          <p className="eyebrow">{t('contact.eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-bold text-brand-700 sm:text-5xl">{t('contact.title')}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-muted">
            {t('contact.lead')}
          </p>
        </div>
      </section>

      <div className="container-page pb-16 sm:pb-24">
        <ContactInfoCards />

        <section
          aria-labelledby={FORM_HEADING_ID}
          className="mt-12 overflow-hidden rounded-3xl border border-brand-100 bg-white shadow-sm sm:mt-16 lg:grid lg:grid-cols-[22rem_1fr]"
        >
          <div className="relative overflow-hidden bg-brand-700 px-6 py-10 text-white sm:px-10">
            {/* Soft gold glow; decoration only. */}
            <div
              className="pointer-events-none absolute -end-20 -bottom-24 h-56 w-56 rounded-full bg-gold-400/20 blur-3xl"
              aria-hidden="true"
            />
            <div className="relative">
              <p className="text-xs font-semibold tracking-[0.18em] text-gold-200 uppercase">{t('contact.side.eyebrow')}</p>
              <h2 id={FORM_HEADING_ID} className="mt-3 text-3xl font-bold">
                {t('contact.side.title')}
              </h2>
              <p className="mt-4 leading-relaxed text-brand-100">
                {t('contact.side.lead')}
              </p>
              <ul className="mt-8 space-y-5 text-sm">
                <li className="flex gap-3">
                  <Clock className="mt-0.5 h-5 w-5 shrink-0 text-gold-200" aria-hidden="true" />
                  <span className="text-brand-50">
                    <span className="block font-semibold text-white">{t('contact.side.hours')}</span>
                    {t('contact.hours')}
                  </span>
                </li>
                <li className="flex gap-3">
                  <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-gold-200" aria-hidden="true" />
                  <span className="text-brand-50">
                    <span className="block font-semibold text-white">{t('contact.side.safety')}</span>
                    {t('contact.side.safetyText')}
                  </span>
                </li>
                <li className="flex gap-3">
                  <CircleHelp className="mt-0.5 h-5 w-5 shrink-0 text-gold-200" aria-hidden="true" />
                  <span className="text-brand-50">
                    <span className="block font-semibold text-white">{t('contact.side.quick')}</span>
                    {t('contact.side.quickText')}{' '}
                    <Link to={path(ROUTES.faq)} className="inline-flex items-center gap-1 font-semibold text-gold-200 underline underline-offset-2 hover:text-white">
                      {t('contact.side.faq')}
                      <ArrowRight className="h-3.5 w-3.5 rtl:-scale-x-100" aria-hidden="true" />
                    </Link>
                  </span>
                </li>
              </ul>
            </div>
          </div>
          <div className="px-5 py-8 sm:px-10 sm:py-10">
            {hydrated ? (
              <Suspense fallback={<FormLoading />}>
                <ContactForm headingId={FORM_HEADING_ID} />
              </Suspense>
            ) : (
              <FormLoading />
            )}
          </div>
        </section>
      </div>
    </>
  );
}

function FormLoading() {
  const { t } = useT();
  return (
    // data-needs-app: on the pre-rendered page, public-entry.ts loads the app when this comes into view.
    <p role="status" data-needs-app="" className="flex min-h-96 items-center justify-center text-sm text-muted">
      {t('contact.loading')}
    </p>
  );
}
