import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { CONTACT_DETAILS } from '../contact-details';

/** The published contact details inside a legal document (grievance officer, terms contact). */
export function LegalContactCard({ title }: { title: string }) {
  const { t } = useT();
  return (
    <address className="mt-5 rounded-2xl border border-brand-100 bg-cream p-5 not-italic sm:p-6">
      {/* Divs, not p/ul: the document's prose styles would otherwise restyle the card. */}
      <div className="font-semibold text-brand-800">{title}</div>
      <div className="mt-1 text-sm text-muted">{t('legal.card.brand')}</div>
      <div className="mt-4 space-y-3 text-sm">
        <div className="flex gap-3">
          <Mail className="mt-0.5 h-4 w-4 shrink-0 text-gold-600" aria-hidden="true" />
          <span>
            {t('legal.card.email')}{' '}
            <a href={`mailto:${CONTACT_DETAILS.email}`} dir="ltr">
              {CONTACT_DETAILS.email}
            </a>
          </span>
        </div>
        <div className="flex gap-3">
          <Phone className="mt-0.5 h-4 w-4 shrink-0 text-gold-600" aria-hidden="true" />
          <span>
            {t('legal.card.phone')}{' '}
            <a href={`tel:${CONTACT_DETAILS.phoneHref}`} dir="ltr">
              {CONTACT_DETAILS.phone}
            </a>
          </span>
        </div>
        <div className="flex gap-3">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-gold-600" aria-hidden="true" />
          <span>
            {t('legal.card.post')} <span dir="ltr">{CONTACT_DETAILS.office}</span>
          </span>
        </div>
        <div className="flex gap-3">
          <Clock className="mt-0.5 h-4 w-4 shrink-0 text-gold-600" aria-hidden="true" />
          <span>
            {t('legal.card.hours')} {t('legal.card.hoursValue')}
          </span>
        </div>
      </div>
    </address>
  );
}
