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

function StoreBadge({ store }: { store: 'apple' | 'google' }) {
  const top = store === 'apple' ? 'Download on the' : 'Get it on';
  const bottom = store === 'apple' ? 'App Store' : 'Google Play';
  return (
    <span className="inline-flex items-center gap-2 rounded-xl border border-white/25 bg-black/30 px-3 py-1.5 text-white">
      <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" fill="currentColor">
        {store === 'apple' ? (
          <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.3-.1 1.7-.8 3.3-.8 1.5 0 1.9.8 3.3.8 1.4 0 2.2-1.2 3-2.5 1-1.4 1.4-2.8 1.4-2.9-.1 0-2.6-1-2.6-4.1zM14 5.3c.7-.8 1.1-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4z" />
        ) : (
          <path d="M3.6 2.2c-.3.3-.4.7-.4 1.2v17.2c0 .5.1.9.4 1.2l9.6-9.8-9.6-9.8zm10.7 10.9 2.9 3-11.9 6.8 9-9.8zm0-2.2-9-9.8 11.9 6.8-2.9 3zm4.3-2.4 3 1.7c.9.5.9 1.3 0 1.8l-3 1.7-3.2-2.6 3.2-2.6z" />
        )}
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="text-[10px] uppercase">{top}</span>
        <span className="text-sm font-semibold">{bottom}</span>
      </span>
    </span>
  );
}

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
          <div className="mt-5 flex flex-wrap gap-2" aria-label="Mobile apps">
            <StoreBadge store="apple" />
            <StoreBadge store="google" />
          </div>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wider text-gold-300 uppercase">Quick Links</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-brand-100 hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wider text-gold-300 uppercase">Support</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {SUPPORT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-brand-100 hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
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
