import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  AGE_MAX,
  AGE_MIN,
  CURRENCY_SYMBOL,
  FREE_TRIAL_DAYS,
  IMAGE_MAX_BYTES,
  ROUTES,
  type LegalBlock,
  type LegalDocumentText,
} from '@sakinah/contract';
import { isolateLtr, useT } from '../../../lib/i18n';
import { CONTACT_DETAILS } from '../contact-details';
import { LegalContactCard } from './legal-contact-card';
import type { LegalSection } from './legal-document';
import { useRichText, type RichTags } from './rich-text';

const PHOTO_MAX_MB = Math.round(IMAGE_MAX_BYTES / (1024 * 1024));

export interface LegalContent {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/**
 * A legal document (contract `TERMS_DOCUMENT`, `PRIVACY_DOCUMENT`) in the reader's language: its sections and blocks
 * as the contract lists them, each text from the catalogues with its links and bold phrases.
 */
export function useLegalContent(document: LegalDocumentText): LegalContent {
  const { t, path } = useT();
  const rich = useRichText();
  const link = (route: string) => (chunks: ReactNode[]) => <Link to={route}>{chunks}</Link>;
  const tags: RichTags = {
    b: (chunks) => <strong>{chunks}</strong>,
    privacy: link(path(ROUTES.privacy)),
    terms: link(path(ROUTES.terms)),
    pricing: link(path(ROUTES.pricing)),
    contact: link(path(ROUTES.contact)),
    settings: link(ROUTES.settings),
    retention: (chunks) => <a href="#retention-and-deletion">{chunks}</a>,
    grievance: (chunks) => <a href="#grievance-officer">{chunks}</a>,
  };
  const values = {
    ageMin: AGE_MIN,
    ageMax: AGE_MAX,
    currency: CURRENCY_SYMBOL,
    trialDays: FREE_TRIAL_DAYS,
    photoMb: PHOTO_MAX_MB,
    office: isolateLtr(CONTACT_DETAILS.office),
    noAutoRenewal: t('noAutoRenewal'),
  };
  const text = (key: Parameters<typeof rich>[0]) => rich(key, tags, values);
  const block = (item: LegalBlock, index: number): ReactNode => {
    if ('p' in item) return <p key={index}>{text(item.p)}</p>;
    if ('h3' in item) return <h3 key={index}>{text(item.h3)}</h3>;
    if ('ul' in item)
      return (
        <ul key={index}>
          {item.ul.map((key) => (
            <li key={key}>{text(key)}</li>
          ))}
        </ul>
      );
    return <LegalContactCard key={index} title={t(item.card)} />;
  };
  return {
    eyebrow: t(document.eyebrow),
    title: t(document.title),
    intro: <p>{text(document.intro)}</p>,
    sections: document.sections.map((section) => ({
      id: section.id,
      title: t(section.title),
      content: <>{section.blocks.map(block)}</>,
    })),
  };
}
