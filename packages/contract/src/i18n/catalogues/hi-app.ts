// The Hindi catalogue the web app loads with the language: one JSON file per area of the product
// (locales/<area>.hi.json). Left out: the public pages' long texts, which the web loads with their page
// (page-texts.ts), and the mails, which only the server writes. `hi.ts` is the whole
// catalogue. A key lives in exactly one file (catalogues.test.ts checks).
import core from '../locales/hi.json';
import notices from '../locales/notices.hi.json';
import requests from '../locales/requests.hi.json';
import chat from '../locales/chat.hi.json';
import calls from '../locales/calls.hi.json';
import checkout from '../locales/checkout.hi.json';
import safety from '../locales/safety.hi.json';
import settings from '../locales/settings.hi.json';
import notifications from '../locales/notifications.hi.json';
import account from '../locales/account.hi.json';
import ui from '../locales/ui.hi.json';
import signup from '../locales/signup.hi.json';
import profile from '../locales/profile.hi.json';
import options from '../locales/options.hi.json';
import faith from '../locales/faith.hi.json';
import discovery from '../locales/discovery.hi.json';
import publicPages from '../locales/public.hi.json';
import family from '../locales/family.hi.json';
import viewProfile from '../locales/view-profile.hi.json';
import guardiansScreen from '../locales/guardians-screen.hi.json';
import passwordReset from '../locales/password-reset.hi.json';
import thankYou from '../locales/thank-you.hi.json';
import plans from '../locales/plans.hi.json';
import profileOverview from '../locales/profile-overview.hi.json';
import server from '../locales/server.hi.json';

export const HI_APP_PARTS: Record<string, Record<string, string>> = { core, notices, requests, chat, calls, checkout, safety, settings, notifications, account, ui, signup, profile, options, faith, discovery, publicPages, family, viewProfile, guardiansScreen, passwordReset, thankYou, plans, profileOverview, server };

export default Object.assign({}, ...Object.values(HI_APP_PARTS)) as Record<string, string>;
