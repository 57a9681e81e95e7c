import { Link } from 'react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { BRAND_NAME, ROUTES } from '@sakinah/contract';
import { BrandLogo } from '../components/ui/brand-logo';
import { CONTACT_DETAILS } from '../features/marketing/contact-details';
import { useSession } from '../features/session/session';
import { audienceOf, menusFor } from './menu-items';
import { useT, type TextKey } from '../lib/i18n';

const SUPPORT_LINKS: { to: string; textKey: TextKey }[] = [
  { to: ROUTES.contact, textKey: 'footer.helpCenter' },
  { to: ROUTES.privacy, textKey: 'footer.privacy' },
  { to: ROUTES.terms, textKey: 'footer.terms' },
  { to: ROUTES.faq, textKey: 'footer.faq' },
  { to: ROUTES.safety, textKey: 'footer.safety' },
];

export function Footer() {
  const { t } = useT();
  const year = new Date().getFullYear();
  const { user, loading } = useSession();
  const quickLinks = menusFor(audienceOf(loading ? null : user)).footer;
  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <BrandLogo tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-brand-100">
            {t('footer.tagline')}
          </p>
        </div>
        <FooterLinkColumn title={t('footer.quickLinks')} links={quickLinks} />
        <FooterLinkColumn title={t('footer.support')} links={SUPPORT_LINKS} />
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wider text-gold-300 uppercase">{t('footer.contact')}</h2>
          <ul className="mt-4 space-y-3 text-sm text-brand-100">
            <li className="flex gap-2">
              <Phone className="mt-0.5 h-4 w-4 shrink-0 text-gold-300" aria-hidden="true" />
              <a href={`tel:${CONTACT_DETAILS.phoneHref}`} className="hover:text-white" dir="ltr">
                {CONTACT_DETAILS.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <Mail className="mt-0.5 h-4 w-4 shrink-0 text-gold-300" aria-hidden="true" />
              <a href={`mailto:${CONTACT_DETAILS.email}`} className="hover:text-white" dir="ltr">
                {CONTACT_DETAILS.email}
              </a>
            </li>
            <li className="flex gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-gold-300" aria-hidden="true" />
              <span>{CONTACT_DETAILS.office}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-5 text-center text-xs text-brand-200">
          {t('footer.rights', { year: String(year), brand: BRAND_NAME })}
        </p>
      </div>
    </footer>
  );
}

/** One column of footer links under its heading (Quick Links, Support). */
function FooterLinkColumn({ title, links }: { title: string; links: ReadonlyArray<{ to: string; textKey: TextKey }> }) {
  const { t, path } = useT();
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold tracking-wider text-gold-300 uppercase">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={path(link.to)} className="text-brand-100 hover:text-white">
              {t(link.textKey)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
