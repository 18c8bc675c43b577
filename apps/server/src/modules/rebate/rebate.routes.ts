import {
  rebateClaimBodySchema,
  rebateClaimsQuerySchema,
  rebateClaimsValueSchema,
  rebateClaimValueSchema,
  rebateValueSchema,
} from '@portal/contracts/rebate';
import type { FastifyInstance } from 'fastify';
import type { RequireMember } from '../../plugins/auth.ts';
import { memberRouter } from '../../plugins/member-router.ts';
import type { RebateService } from './rebate.service.ts';

/** Manual rebate (spec 2 member centre `manualRebate`): what may be claimed, the claim, the claims. */
export function rebateRoutes(deps: { rebate: RebateService; requireMember: RequireMember }) {
  return async (app: FastifyInstance) => {
    // A trial account's play is not real money: 'in_need_true_account'.
    const routes = memberRouter(app, {
      tags: ['rebate'],
      preHandler: deps.requireMember({ allowTrial: false }),
    });

    routes.get('/wps/rebate', { value: rebateValueSchema }, ({ member }) => deps.rebate.preview(member));
    routes.post(
      '/wps/rebate/claim',
      { body: rebateClaimBodySchema, value: rebateClaimValueSchema },
      ({ member, body }) => deps.rebate.claim(member, body),
    );
    routes.get(
      '/wps/rebate/claims',
      { query: rebateClaimsQuerySchema, value: rebateClaimsValueSchema },
      ({ member, query }) => deps.rebate.claims(member, query),
    );
  };
}
