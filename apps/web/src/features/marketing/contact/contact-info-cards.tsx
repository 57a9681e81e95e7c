import type { ReactNode } from 'react';
import { Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { CONTACT_DETAILS } from '../contact-details';
import { EmailText } from '../../../components/ui/email-text';
import { useT, type TextKey } from '../../../lib/i18n';

interface InfoCard {
  id: string;
  icon: LucideIcon;
  title: TextKey;
  text: TextKey;
  value: ReactNode;
}

const CARDS: readonly InfoCard[] = [
  {
    id: 'phone',
    icon: Phone,
    title: 'contact.card.call',
    text: 'contact.hours',
    value: (
      <a href={`tel:${CONTACT_DETAILS.phoneHref}`} className="hover:text-brand-900 hover:underline">
        <span dir="ltr">{CONTACT_DETAILS.phone}</span>
      </a>
    ),
  },
  {
    id: 'email',
    icon: Mail,
    title: 'contact.card.email',
    text: 'contact.card.emailText',
    value: (
      <a href={`mailto:${CONTACT_DETAILS.email}`} className="hover:text-brand-900 hover:underline">
        <EmailText email={CONTACT_DETAILS.email} />
      </a>
    ),
  },
  {
    id: 'office',
    icon: MapPin,
    title: 'contact.card.office',
    text: 'contact.card.officeText',
    value: <OfficeAddress />,
  },
];

/** The office's postal address, written in the page's language. */
function OfficeAddress() {
  const { t } = useT();
  return <address className="not-italic">{t('contact.office')}</address>;
}

/** Phone, email and office, each with its own heading so screen readers can jump between them. */
export function ContactInfoCards() {
  const { t } = useT();
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {CARDS.map(({ id, icon: Icon, title, text, value }) => (
        <li key={id} className="card flex gap-4 p-5 md:flex-col md:gap-0 md:p-6">
          <span
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm md:h-12 md:w-12"
            aria-hidden="true"
          >
            <Icon className="h-5 w-5 md:h-6 md:w-6" />
          </span>
          <div className="min-w-0">
            <h2 className="text-xl font-bold text-brand-700 md:mt-4 md:text-2xl">{t(title)}</h2>
            <p className="mt-1 text-sm text-muted">{t(text)}</p>
            <div className="mt-3 font-semibold text-brand-700 md:mt-4">
              {value}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
