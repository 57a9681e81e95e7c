// The Urdu catalogue: one JSON file per area of the product (locales/<area>.ur.json), so each area's texts are
// written and reviewed together. A key lives in exactly one file (catalogues.test.ts checks).
import core from '../locales/ur.json';
import mail from '../locales/mail.ur.json';
import notices from '../locales/notices.ur.json';
import calls from '../locales/calls.ur.json';
import chat from '../locales/chat.ur.json';
import checkout from '../locales/checkout.ur.json';
import requests from '../locales/requests.ur.json';
import safety from '../locales/safety.ur.json';
import settings from '../locales/settings.ur.json';
import notifications from '../locales/notifications.ur.json';
import account from '../locales/account.ur.json';
import ui from '../locales/ui.ur.json';
import discovery from '../locales/discovery.ur.json';
import faith from '../locales/faith.ur.json';
import options from '../locales/options.ur.json';
import profile from '../locales/profile.ur.json';
import signup from '../locales/signup.ur.json';
import publicPages from '../locales/public.ur.json';
import family from '../locales/family.ur.json';
import viewProfile from '../locales/view-profile.ur.json';
import guardiansScreen from '../locales/guardians-screen.ur.json';
import passwordReset from '../locales/password-reset.ur.json';
import thankYou from '../locales/thank-you.ur.json';
import profileOverview from '../locales/profile-overview.ur.json';

export const UR_PARTS: Record<string, Record<string, string>> = { core, mail, notices, requests, chat, calls, checkout, safety, settings, notifications, account, ui, signup, profile, options, faith, discovery, publicPages, family, viewProfile, guardiansScreen, passwordReset, thankYou, legal, faq, about, contact, landing, safetyCentre, plans, server, profileOverview };
import legal from '../locales/legal.ur.json';

import faq from '../locales/faq.ur.json';
import about from '../locales/about.ur.json';
import contact from '../locales/contact.ur.json';
import landing from '../locales/landing.ur.json';
import safetyCentre from '../locales/safety-centre.ur.json';

import plans from '../locales/plans.ur.json';
import server from '../locales/server.ur.json';

export default Object.assign({}, ...Object.values(UR_PARTS)) as Record<string, string>;
