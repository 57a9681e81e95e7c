import { ROUTES, formatPlanDate } from '@sakinah/contract';
import { composeMail, mailLanguage, type NoticeLine } from '../../core/member/notice-mail';
import { greetingName } from '../../core/member/account-holder.presenter';
import type { AppContext } from '../../context';
import { DAY_MS, startOfIndiaDay } from '../../lib/india-day';
import { recordNotificationOnce } from '../../core/notifications/notification-outbox.repo';

export { startOfIndiaDay };
import { claimReminder, plansEndingBetween, releaseReminder, type ReminderKind } from './renewals.repo';

/** Whole India calendar days from today to the day the plan ends (0 = it ends today). */
export function calendarDaysLeft(endsAt: Date, now: Date): number {
  return Math.round((startOfIndiaDay(endsAt).getTime() - startOfIndiaDay(now).getTime()) / DAY_MS);
}

/**
 * The one reminder due for a plan with this many days left: 7 days before (or the first run
 * inside that week, for a plan bought late), 1 day before, and on the day. Each is sent once.
 */
export function reminderDue(daysLeft: number): { kind: ReminderKind; days: number } | null {
  if (daysLeft === 0) return { kind: '0d', days: 0 };
  if (daysLeft === 1) return { kind: '1d', days: 1 };
  if (daysLeft >= 2 && daysLeft <= 7) return { kind: '7d', days: daysLeft };
  return null;
}

/** Mails renewal reminders that are due (and records each as a plan-ending notification); returns how many mails were sent. Safe to run often and on several instances. */
export async function sendRenewalReminders(ctx: AppContext, signal?: AbortSignal): Promise<number> {
  const now = ctx.now();
  const today = startOfIndiaDay(now);
  const plans = await plansEndingBetween(ctx.db, today, new Date(today.getTime() + 8 * DAY_MS), now);
  const base = ctx.config.PUBLIC_URL;
  let sent = 0;
  for (const plan of plans) {
    // A stopping instance claims no more; the next run (on any instance) takes the rest.
    if (signal?.aborted) break;
    const due = reminderDue(calendarDaysLeft(plan.endsAt, now));
    if (!due) continue;
    // The claim and her notification (centre and push) commit together; a mail that fails gives back only the claim,
    // and the notification, recorded once per plan and day count, is not repeated by the retry.
    const claimed = await ctx.db.transaction(async (tx) => {
      if (!(await claimReminder(tx, plan.subscriptionId, due.kind, now))) return false;
      await recordNotificationOnce(tx, { userId: plan.userId, kind: 'planEnding', subjectId: plan.subscriptionId, daysLeft: due.days, url: ROUTES.pricing });
      return true;
    });
    if (!claimed) continue;
    if (!plan.wantsMail) continue;
    // One click back into checkout for the same plan, while it is on sale; otherwise the plans.
    const renewUrl = plan.packageOnSale ? `${base}${ROUTES.payment}?id=${encodeURIComponent(plan.packageId)}` : `${base}${ROUTES.pricing}`;
    const ended = plan.endsAt <= now;
    const language = mailLanguage(plan);
    const when: NoticeLine =
      due.days === 0
        ? { key: ended ? 'renewalMailEndedToday' : 'renewalMailEndsToday', values: { planName: plan.planName } }
        : { key: 'renewalMailEndsOn', values: { planName: plan.planName, date: formatPlanDate(plan.endsAt, language) } };
    try {
      await ctx.mail.send(
        composeMail(language, {
          to: plan.email,
          subject: { key: 'renewalReminderSubject', values: { planName: plan.planName, days: due.days } },
          greetingName: greetingName(plan),
          lines: [when, { key: 'renewalMailRenew' }, renewUrl, '', { key: 'renewalMailOff' }, `${base}${ROUTES.settings}`],
        }),
      );
      sent += 1;
    } catch {
      await releaseReminder(ctx.db, plan.subscriptionId, due.kind);
    }
  }
  return sent;
}
