import {
  accountRecordsQuerySchema,
  accountRecordsValueSchema,
  bettingRecordsQuerySchema,
  bettingRecordsValueSchema,
  bonusRecordsQuerySchema,
  bonusRecordsValueSchema,
  profitQuerySchema,
  profitValueSchema,
} from '@portal/contracts/records';
import type { FastifyInstance } from 'fastify';
import type { RequireMember } from '../../plugins/auth.ts';
import { memberRouter } from '../../plugins/member-router.ts';
import type { RecordsService } from './records.service.ts';

/** The member's own records; every query is scoped to the session's member. */
export function recordsRoutes(deps: { records: RecordsService; requireMember: RequireMember }) {
  return async (app: FastifyInstance) => {
    const routes = memberRouter(app, {
      tags: ['records'],
      preHandler: deps.requireMember({ allowTrial: true }),
    });

    routes.get(
      '/wps/records/account',
      { query: accountRecordsQuerySchema, value: accountRecordsValueSchema },
      ({ member, query }) => deps.records.account(member, query),
    );
    routes.get(
      '/wps/records/bets',
      { query: bettingRecordsQuerySchema, value: bettingRecordsValueSchema },
      ({ member, query }) => deps.records.bets(member, query),
    );
    routes.get(
      '/wps/records/bonus',
      { query: bonusRecordsQuerySchema, value: bonusRecordsValueSchema },
      ({ member, query }) => deps.records.bonus(member, query),
    );
    routes.get(
      '/wps/records/profit',
      { query: profitQuerySchema, value: profitValueSchema },
      ({ member, query }) => deps.records.profit(member, query),
    );
  };
}
