// The Urdu catalogue the web app loads with the language: one JSON file per area of the product
// (locales/<area>.ur.json). Left out: the public pages' long texts, which the web loads with their page
// (page-texts.ts), and the mails, which only the server writes. `ur.ts` is the whole
// catalogue. A key lives in exactly one file (catalogues.test.ts checks).
import core from '../locales/ur.json';
import notices from '../locales/notices.ur.json';
import requests from '../locales/requests.ur.json';
import chat from '../locales/chat.ur.json';
import calls from '../locales/calls.ur.json';
import checkout from '../locales/checkout.ur.json';
import safety from '../locales/safety.ur.json';
import settings from '../locales/settings.ur.json';
import notifications from '../locales/notifications.ur.json';
import account from '../locales/account.ur.json';
import ui from '../locales/ui.ur.json';
import signup from '../locales/signup.ur.json';
import profile from '../locales/profile.ur.json';
import options from '../locales/options.ur.json';
import faith from '../locales/faith.ur.json';
import discovery from '../locales/discovery.ur.json';
import publicPages from '../locales/public.ur.json';
import family from '../locales/family.ur.json';
import viewProfile from '../locales/view-profile.ur.json';
import guardiansScreen from '../locales/guardians-screen.ur.json';
import passwordReset from '../locales/password-reset.ur.json';
import thankYou from '../locales/thank-you.ur.json';
import plans from '../locales/plans.ur.json';
import profileOverview from '../locales/profile-overview.ur.json';
import server from '../locales/server.ur.json';

export const UR_APP_PARTS: Record<string, Record<string, string>> = { core, notices, requests, chat, calls, checkout, safety, settings, notifications, account, ui, signup, profile, options, faith, discovery, publicPages, family, viewProfile, guardiansScreen, passwordReset, thankYou, plans, profileOverview, server };

export default Object.assign({}, ...Object.values(UR_APP_PARTS)) as Record<string, string>;
