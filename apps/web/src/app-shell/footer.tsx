import { Link } from 'react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { BRAND_NAME, ROUTES } from '@sakinah/contract';
import { BrandLogo } from '../components/ui/brand-logo';
import { CONTACT_DETAILS } from '../features/marketing/contact-details';
import { useSession } from '../features/session/session';
import { audienceOf, menusFor } from './menu-items';

const SUPPORT_LINKS = [
  { to: ROUTES.contact, label: 'Help Center' },
  { to: ROUTES.privacy, label: 'Privacy Policy' },
  { to: ROUTES.terms, label: 'Terms of Service' },
  { to: ROUTES.faq, label: 'FAQ' },
  { to: ROUTES.safety, label: 'Safety Centre' },
];

export function Footer() {
  const year = new Date().getFullYear();
  const { user, loading } = useSession();
  const quickLinks = menusFor(audienceOf(loading ? null : user)).footer;
  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <BrandLogo tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-brand-100">
            A Shariah-compliant matrimonial platform for Muslims in India, with family involvement, verified profiles and
            privacy you control.
          </p>
        </div>
        <FooterLinkColumn title="Quick Links" links={quickLinks} />
        <FooterLinkColumn title="Support" links={SUPPORT_LINKS} />
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wider text-gold-300 uppercase">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm text-brand-100">
            <li className="flex gap-2">
              <Phone className="mt-0.5 h-4 w-4 shrink-0 text-gold-300" aria-hidden="true" />
              <a href={`tel:${CONTACT_DETAILS.phoneHref}`} className="hover:text-white">
                {CONTACT_DETAILS.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <Mail className="mt-0.5 h-4 w-4 shrink-0 text-gold-300" aria-hidden="true" />
              <a href={`mailto:${CONTACT_DETAILS.email}`} className="hover:text-white">
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
          © {year} {BRAND_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

/** One column of footer links under its heading (Quick Links, Support). */
function FooterLinkColumn({ title, links }: { title: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold tracking-wider text-gold-300 uppercase">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-brand-100 hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
