// The whole Hindi catalogue: the web app's (`hi-app.ts`), the public pages' long texts and the mails, which only
// the server writes. The server, the pre-renderer and the tests read this one. A key lives in
// exactly one file (catalogues.test.ts checks).
import { HI_APP_PARTS } from './hi-app';
import mail from '../locales/mail.hi.json';
import legal from '../locales/legal.hi.json';
import faq from '../locales/faq.hi.json';
import about from '../locales/about.hi.json';
import contact from '../locales/contact.hi.json';
import landing from '../locales/landing.hi.json';
import safetyCentre from '../locales/safety-centre.hi.json';

export const HI_PARTS: Record<string, Record<string, string>> = { ...HI_APP_PARTS, mail, legal, faq, about, contact, landing, safetyCentre };

export default Object.assign({}, ...Object.values(HI_PARTS)) as Record<string, string>;
