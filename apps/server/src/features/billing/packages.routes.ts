import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, apiUrl, errorResponseSchema, MSG, packageResponseSchema, packagesResponseSchema } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { presentPackage } from '../../core/plans/package.presenter';
import { findActivePackage } from '../../core/plans/packages.repo';
import { activePackageViews } from '../../core/plans/packages.service';
import { isUuid } from '../../lib/ids';


export function packagesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiUrl(API.getPackages),
      {
        schema: {
          tags: ['plans'],
          summary: 'Active plans, in display order (public)',
          response: { 200: packagesResponseSchema },
        },
      },
      async () => ({ success: true as const, packages: await activePackageViews(ctx.db) }),
    );

    app.get(
      apiUrl('/get-package/:id'),
      {
        schema: {
          tags: ['plans'],
          summary: 'One active plan',
          params: z.object({ id: z.string().max(64) }),
          response: { 200: packageResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request) => {
        const row = isUuid(request.params.id) ? await findActivePackage(ctx.db, request.params.id) : undefined;
        if (!row) throw new AppError('NOT_FOUND', MSG.packageNotFound);
        const view = presentPackage(row);
        return { success: true as const, package: view, data: view };
      },
    );
  };
}
