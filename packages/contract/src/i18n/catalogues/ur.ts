// The whole Urdu catalogue: the web app's (`ur-app.ts`), the public pages' long texts and the mails, which only
// the server writes. The server, the pre-renderer and the tests read this one. A key lives in
// exactly one file (catalogues.test.ts checks).
import { UR_APP_PARTS } from './ur-app';
import mail from '../locales/mail.ur.json';
import legal from '../locales/legal.ur.json';
import faq from '../locales/faq.ur.json';
import about from '../locales/about.ur.json';
import contact from '../locales/contact.ur.json';
import landing from '../locales/landing.ur.json';
import safetyCentre from '../locales/safety-centre.ur.json';

export const UR_PARTS: Record<string, Record<string, string>> = { ...UR_APP_PARTS, mail, legal, faq, about, contact, landing, safetyCentre };

export default Object.assign({}, ...Object.values(UR_PARTS)) as Record<string, string>;
