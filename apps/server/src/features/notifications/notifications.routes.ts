import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API, apiUrl, errorResponseSchema, markNotificationsReadSchema, messageResponseSchema, MSG, NOTIFICATION_TEXT, notificationPreferencesResponseSchema,
  notificationPreferencesSchema, notificationsQuerySchema, notificationsReadResponseSchema, notificationsResponseSchema, pushPublicKeyResponseSchema,
  pushSubscriptionSchema, pushUnsubscribeSchema, directionOf, type Language,
} from '@sakinah/contract';
import { CATALOGUES, translate } from '@sakinah/contract/translate';
import type { AppContext } from '../../context';
import { memberOf, optionalMember, requireMember } from '../../plugins/session-auth';
import { languageOf } from '../../plugins/language';
import {
  markNotificationsRead, notificationPage, preferencesOf, savePreferences, subscribe, unsubscribe, unsubscribeByToken,
} from './notifications.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };
const tokenQuery = z.object({ token: z.string().max(300).optional() });

/** Push subscriptions, the notification centre and its preferences (issue 42); a guardian has them too. */
export function notificationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['notifications'];
    const auth = requireMember(ctx, { allowGuardian: true });

    app.get(
      apiUrl(API.pushPublicKey),
      { schema: { tags, summary: 'The VAPID public key browsers subscribe with (available: false when push is off)', response: { 200: pushPublicKeyResponseSchema } } },
      async () => ({ success: true as const, available: ctx.push.publicKey !== null, publicKey: ctx.push.publicKey }),
    );
    app.post(
      apiUrl(API.pushSubscriptions),
      { onRequest: auth, schema: { tags, summary: "Turn push on for this device (the browser's PushSubscription)", body: pushSubscriptionSchema, response: { 201: messageResponseSchema, ...errors } } },
      async (request, reply) => {
        await subscribe(ctx, memberOf(request), request.body);
        return reply.status(201).send({ success: true as const, message: MSG.pushSubscribed });
      },
    );
    app.delete(
      apiUrl(API.pushSubscriptions),
      { onRequest: auth, schema: { tags, summary: 'Turn push off for this device (only her own)', body: pushUnsubscribeSchema, response: { 200: messageResponseSchema, ...errors } } },
      async (request) => {
        await unsubscribe(ctx, memberOf(request), request.body.endpoint);
        return { success: true as const, message: MSG.pushUnsubscribed };
      },
    );
    app.get(
      apiUrl(API.notifications),
      { onRequest: auth, schema: { tags, summary: 'My notifications, newest first, paged', querystring: notificationsQuerySchema, response: { 200: notificationsResponseSchema, ...errors } } },
      async (request) => ({ success: true as const, ...(await notificationPage(ctx, memberOf(request), request.query.before, request.query.limit)) }),
    );
    app.post(
      apiUrl(API.notificationsRead),
      { onRequest: auth, schema: { tags, summary: 'Mark some of my notifications, or all, read', body: markNotificationsReadSchema, response: { 200: notificationsReadResponseSchema, ...errors } } },
      async (request) => {
        const body = request.body;
        return { success: true as const, unread: await markNotificationsRead(ctx, memberOf(request), 'ids' in body ? body.ids : 'all') };
      },
    );
    app.get(
      apiUrl(API.notificationPreferences),
      { onRequest: auth, schema: { tags, summary: 'Settings → Notifications', response: { 200: notificationPreferencesResponseSchema, ...errors } } },
      async (request) => ({ success: true as const, preferences: await preferencesOf(ctx, memberOf(request).id), pushAvailable: ctx.push.publicKey !== null }),
    );
    app.put(
      apiUrl(API.notificationPreferences),
      { onRequest: auth, schema: { tags, summary: 'Save Settings → Notifications (every field)', body: notificationPreferencesSchema, response: { 200: notificationPreferencesResponseSchema, ...errors } } },
      async (request) => ({
        success: true as const,
        message: MSG.notificationPreferencesSaved,
        preferences: await savePreferences(ctx, memberOf(request), request.body),
        pushAvailable: ctx.push.publicKey !== null,
      }),
    );
    // One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` as a form, without a session.
    // Only this plugin reads form bodies (their content is not needed: the token in the link says everything).
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
    app.post(
      apiUrl(API.notificationsUnsubscribe),
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        // The signed-in member's language, else the visitor's (cookie, then Accept-Language): the page and the JSON.
        onRequest: optionalMember(ctx),
        // No response schema: a browser's form post gets the page, a mail client the JSON.
        schema: { tags, summary: 'One-click unsubscribe from a notification mail (RFC 8058)', querystring: tokenQuery },
      },
      async (request, reply) => {
        const language = languageOf(request);
        const kind = request.query.token ? await unsubscribeByToken(ctx, request.query.token) : null;
        const message = kind
          ? translate(language, 'unsubscribedText', { kind: kindLabel(language, kind) })
          : translate(language, 'unsubscribeInvalid');
        if (request.headers.accept?.includes('text/html')) {
          return reply
            .status(kind ? 200 : 400)
            .type('text/html; charset=utf-8')
            .send(page(language, kind ? translate(language, 'unsubscribedTitle') : translate(language, 'unsubscribeInvalid'), message));
        }
        if (!kind) return reply.status(400).send({ success: false, message });
        return { success: true as const, message };
      },
    );
    // Opened in a browser: a button that posts it. A GET changes nothing, since mail scanners open every link.
    app.get(
      apiUrl(API.notificationsUnsubscribe),
      { onRequest: optionalMember(ctx), schema: { tags, summary: 'The unsubscribe link opened in a browser: a page with the button', querystring: tokenQuery } },
      async (request, reply) => {
        const language = languageOf(request);
        const token = request.query.token ?? '';
        const action = `${apiUrl(API.notificationsUnsubscribe)}?token=${encodeURIComponent(token)}`;
        const title = translate(language, 'unsubscribeTitle');
        return reply
          .type('text/html; charset=utf-8')
          .send(page(language, title, translate(language, 'unsubscribeConfirm'), `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font:inherit;padding:.6rem 1.2rem">${escapeHtml(title)}</button></form>`));
      },
    );
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A kind of notification as Settings → Notifications names it, in a language. */
function kindLabel(language: Language, kind: keyof typeof NOTIFICATION_TEXT.kindLabels): string {
  return language === 'en' ? NOTIFICATION_TEXT.kindLabels[kind] : (CATALOGUES[language][`notifications.kind.${kind}`] ?? NOTIFICATION_TEXT.kindLabels[kind]);
}

/** A small page of its own: this link is opened from a mail, often without the app loaded; Urdu right to left. */
function page(language: Language, title: string, text: string, extra = ''): string {
  return `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><main style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.8"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${extra}</main></html>`;
}
