import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminApproveResponseSchema, adminAuditResponseSchema, adminContactMessagesResponseSchema, adminDashboardResponseSchema, adminMemberDetailResponseSchema, adminMemberSearchSchema, adminMembersResponseSchema, adminPackageSavedResponseSchema, adminPackagesResponseSchema, adminPaymentsQuerySchema, adminPaymentsResponseSchema, adminRefundResponseSchema, adminReportsQuerySchema, adminReportsResponseSchema, adminReviewQueueResponseSchema, apiUrl, contactHandledSchema, errorResponseSchema, messageResponseSchema, MSG, packageInputSchema, rejectMemberSchema, suspendMemberSchema,
} from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { memberOf, requireAdmin } from '../../plugins/session-auth';
import { listContactMessages, listPayments, setContactHandled } from './admin.repo';
import { allPackages, approve, createPackage, dashboard, editPackage, memberDetail, members, queue, reinstate, reject, removeMember, setPackageActive } from './admin.service';
import { appendAudit, listAudit } from '../../core/member/audit.repo';
import { closeReport, findReport, listReports } from '../../features/safety/safety.repo';
import { isUuid } from '../../lib/ids';
import { DAY_MS, startOfIndiaDate } from '../../lib/india-day';
import { refundByAdmin } from '../../features/billing/payments.service';
import { suspend } from '../../core/member/suspension';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const idParams = z.object({ id: z.string().max(64) });

export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    // Every route in this plugin is admin-only, whatever it is.
    app.addHook('onRequest', requireAdmin(ctx));
    const ok = <T extends object>(extra: T) => ({ success: true as const, ...extra });

    app.get(apiUrl('/admin/dashboard'), { schema: { tags, summary: 'Counts, revenue this month, 30-day series', response: { 200: adminDashboardResponseSchema, ...errors } } }, async () =>
      ok({ data: await dashboard(ctx) }),
    );

    app.get(apiUrl('/admin/review-queue'), { schema: { tags, summary: 'Paid members awaiting review, oldest first', response: { 200: adminReviewQueueResponseSchema, ...errors } } }, async () =>
      ok({ members: await queue(ctx) }),
    );

    app.get(
      apiUrl('/admin/members'),
      { schema: { tags, summary: 'Search members by name, email, phone, status', querystring: adminMemberSearchSchema, response: { 200: adminMembersResponseSchema, ...errors } } },
      async (request) => ok(await members(ctx, request.query.q, request.query.status, request.query.limit, request.query.offset)),
    );

    app.get(apiUrl('/admin/members/:id'), { schema: { tags, summary: 'One member in full (private photos included)', params: idParams, response: { 200: adminMemberDetailResponseSchema, ...errors } } }, async (request) =>
      ok({ member: await memberDetail(ctx, request.params.id) }),
    );

    app.post(apiUrl('/admin/members/:id/approve'), { schema: { tags, summary: 'Approve a paid member (status Active); idempotent', params: idParams, response: { 200: adminApproveResponseSchema, ...errors } } }, async (request) => {
      const result = await approve(ctx, memberOf(request), request.params.id);
      return ok({ message: result.changed ? MSG.memberApproved : MSG.alreadyApproved, changed: result.changed });
    });

    app.post(
      apiUrl('/admin/members/:id/reject'),
      { schema: { tags, summary: 'Reject with a reason (status Rejected; the member edits and resubmits)', params: idParams, body: rejectMemberSchema, response: { 200: messageResponseSchema, ...errors } } },
      async (request) => {
        await reject(ctx, memberOf(request), request.params.id, request.body.reason);
        return ok({ message: MSG.memberRejected });
      },
    );

    app.post(
      apiUrl('/admin/members/:id/suspend'),
      { schema: { tags, summary: 'Suspend: cannot sign in, gone from listings', params: idParams, body: suspendMemberSchema, response: { 200: messageResponseSchema, ...errors } } },
      async (request) => {
        await suspend(ctx, memberOf(request), request.params.id, request.body.reason);
        return ok({ message: MSG.memberSuspended });
      },
    );

    app.post(apiUrl('/admin/members/:id/reinstate'), { schema: { tags, summary: 'Lift a suspension', params: idParams, response: { 200: messageResponseSchema, ...errors } } }, async (request) => {
      await reinstate(ctx, memberOf(request), request.params.id);
      return ok({ message: MSG.memberReinstated });
    });

    app.delete(apiUrl('/admin/members/:id'), { schema: { tags, summary: 'Delete a member (as self-deletion)', params: idParams, response: { 200: messageResponseSchema, ...errors } } }, async (request) => {
      await removeMember(ctx, memberOf(request), request.params.id);
      return ok({ message: MSG.memberDeleted });
    });

    app.get(apiUrl('/admin/packages'), { schema: { tags, summary: 'All plans, active or not', response: { 200: adminPackagesResponseSchema, ...errors } } }, async () => ok({ packages: await allPackages(ctx) }));

    app.post(
      apiUrl('/admin/packages'),
      { schema: { tags, summary: 'Create a plan', body: packageInputSchema, response: { 201: adminPackageSavedResponseSchema, ...errors } } },
      async (request, reply) => reply.status(201).send(ok({ message: MSG.planSaved, package: await createPackage(ctx, memberOf(request), request.body) })),
    );

    app.put(
      apiUrl('/admin/packages/:id'),
      { schema: { tags, summary: 'Edit a plan (existing subscribers keep what they bought)', params: idParams, body: packageInputSchema, response: { 200: adminPackageSavedResponseSchema, ...errors } } },
      async (request) => ok({ message: MSG.planSaved, package: await editPackage(ctx, memberOf(request), request.params.id, request.body) }),
    );

    for (const [action, isActive] of [['deactivate', false], ['activate', true]] as const) {
      app.post(apiUrl(`/admin/packages/:id/${action}`), { schema: { tags, summary: `${action} a plan`, params: idParams, response: { 200: adminPackageSavedResponseSchema, ...errors } } }, async (request) =>
        ok({ message: MSG.planSaved, package: await setPackageActive(ctx, memberOf(request), request.params.id, isActive) }),
      );
    }

    app.get(
      apiUrl('/admin/payments'),
      { schema: { tags, summary: 'Payments with filters, and totals per plan and month (rupees)', querystring: adminPaymentsQuerySchema, response: { 200: adminPaymentsResponseSchema, ...errors } } },
      async (request) => {
        const q = request.query;
        const { rows, totals } = await listPayments(ctx.db, {
          status: q.status,
          from: q.from ? startOfIndiaDate(q.from) : undefined,
          to: q.to ? new Date(startOfIndiaDate(q.to).getTime() + DAY_MS) : undefined,
          member: q.member,
          limit: q.limit,
        });
        return ok({
          payments: rows.map(({ payment, member, planName, duration }) => ({
            id: payment.id,
            paymentId: payment.providerPaymentId,
            provider: payment.provider,
            amount: payment.amountPaise / 100,
            status: payment.status,
            createdAt: payment.createdAt.toISOString(),
            expiryDate: payment.expiryDate.toISOString(),
            planName,
            duration,
            member: { id: member.id, name: `${member.firstName} ${member.lastName}`, email: member.email },
          })),
          totals: totals.map((t) => ({ month: t.month, planName: t.planName, duration: t.duration, amount: Number(t.paise) / 100, count: t.count })),
        });
      },
    );

    app.post(
      apiUrl('/admin/payments/:id/refund'),
      {
        schema: {
          tags,
          summary: 'Refund a captured payment in full through its provider: the plan it paid for ends, later plans move earlier, the member is mailed',
          params: idParams,
          response: { 200: adminRefundResponseSchema, ...errors, 409: errorResponseSchema, 502: errorResponseSchema },
        },
      },
      async (request) => ok(await refundByAdmin(ctx, memberOf(request), request.params.id)),
    );

    app.get(
      apiUrl('/admin/contact-messages'),
      { schema: { tags, summary: 'Messages from the contact form (priority support first, then newest)', querystring: z.object({ handled: z.enum(['true', 'false']).optional() }), response: { 200: adminContactMessagesResponseSchema, ...errors } } },
      async (request) => {
        const handled = request.query.handled === undefined ? undefined : request.query.handled === 'true';
        const rows = await listContactMessages(ctx.db, handled);
        return ok({ messages: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) });
      },
    );

    app.put(
      apiUrl('/admin/contact-messages/:id'),
      { schema: { tags, summary: 'Mark a message handled or not', params: idParams, body: contactHandledSchema, response: { 200: messageResponseSchema, ...errors } } },
      async (request) => {
        const id = request.params.id;
        const result = isUuid(id) ? await setContactHandled(ctx.db, id, request.body.handled) : null;
        if (!result) throw new AppError('NOT_FOUND', MSG.requestNotFound);
        const admin = memberOf(request);
        await appendAudit(ctx.db, {
          actorId: admin.id,
          actorEmail: admin.email,
          action: request.body.handled ? 'contact.handled' : 'contact.reopened',
          targetType: 'contact_message',
          targetId: id,
          targetLabel: `${result.before.name} <${result.before.email}>`,
          before: { handled: result.before.handled },
          after: { handled: result.after.handled },
          createdAt: ctx.now(),
        });
        return ok({ message: MSG.messageUpdated });
      },
    );

    app.get(
      apiUrl('/admin/reports'),
      { schema: { tags, summary: 'Reports from members (open, dismissed or actioned; priority support first, then newest)', querystring: adminReportsQuerySchema, response: { 200: adminReportsResponseSchema, ...errors } } },
      async (request) => {
        const rows = await listReports(ctx.db, request.query.status);
        return ok({
          reports: rows.map(({ report, reported, reporter }) => ({
            id: report.id,
            reason: report.reason,
            note: report.note,
            status: report.status,
            priority: report.priority,
            createdAt: report.createdAt.toISOString(),
            reporterId: report.reporterId,
            reporter: reporter ? { id: reporter.id, name: `${reporter.firstName} ${reporter.lastName}`.trim(), email: reporter.email } : null,
            reported: { id: reported.id, name: `${reported.firstName} ${reported.lastName}`, email: reported.email, status: reported.status },
            message: report.messageText !== null ? { id: report.messageId, text: report.messageText } : null,
          })),
        });
      },
    );

    for (const action of ['dismiss', 'suspend'] as const) {
      app.post(
        apiUrl(`/admin/reports/:id/${action}`),
        { schema: { tags, summary: action === 'dismiss' ? 'Dismiss a report' : 'Suspend the reported member and close the report', params: idParams, response: { 200: messageResponseSchema, ...errors } } },
        async (request) => {
          const admin = memberOf(request);
          const id = request.params.id;
          const report = isUuid(id) ? await findReport(ctx.db, id) : undefined;
          if (!report || report.status !== 'open') throw new AppError('NOT_FOUND', MSG.reportNotFound);
          if (action === 'suspend') await suspend(ctx, admin, report.reportedId, `Reported: ${report.reason.replace(/_/g, ' ')}`);
          await closeReport(ctx.db, report.id, action === 'dismiss' ? 'dismissed' : 'actioned', admin.id, ctx.now());
          await appendAudit(ctx.db, {
            actorId: admin.id,
            actorEmail: admin.email,
            action: `report.${action}`,
            targetType: 'report',
            targetId: report.id,
            targetLabel: report.reason,
            before: { status: 'open' },
            after: { status: action === 'dismiss' ? 'dismissed' : 'actioned' },
            createdAt: ctx.now(),
          });
          return ok({ message: action === 'dismiss' ? MSG.reportDismissed : MSG.reportActioned });
        },
      );
    }

    app.get(
      apiUrl('/admin/audit'),
      { schema: { tags, summary: 'The audit trail, newest first (read-only)', querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).optional().default(100), before: z.iso.datetime().optional() }), response: { 200: adminAuditResponseSchema, ...errors } } },
      async (request) => {
        const rows = await listAudit(ctx.db, request.query.limit, request.query.before ? new Date(request.query.before) : undefined);
        return ok({ entries: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) });
      },
    );
  };
}
