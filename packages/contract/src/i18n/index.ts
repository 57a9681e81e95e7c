// The catalogues and their formatter are a subpath of their own (`@sakinah/contract/translate`), so importing the
// contract never brings the Hindi and Urdu texts into a bundle.
export * from './languages';
export * from './templates';
export * from './ui-texts';
export { PRIVACY_DOCUMENT, TERMS_DOCUMENT, type LegalBlock, type LegalDocumentText, type LegalSectionText, type LegalTextKey } from './texts/legal';

export * from './texts/plans';
