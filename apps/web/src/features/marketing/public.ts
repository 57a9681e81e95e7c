/** What other features use of the public site: the office's contact details. */
export { CONTACT_DETAILS } from './contact-details';
