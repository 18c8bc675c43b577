import { envelopeOf } from '@portal/contracts/envelope';
import {
  cancelBetBodySchema,
  cancelBetValueSchema,
  gameMenuQuerySchema,
  gameMenuValueSchema,
  lotteryLaunchQuerySchema,
  lotteryLaunchValueSchema,
  myBetsQuerySchema,
  myBetsValueSchema,
  oddsQuerySchema,
  oddsValueSchema,
  openedNumeroQuerySchema,
  openedNumerosQuerySchema,
  openedNumerosValueSchema,
  openedNumeroValueSchema,
  placeBetsBodySchema,
  placeBetsValueSchema,
  popularQuerySchema,
  popularValueSchema,
  recentGamesValueSchema,
  verifyDrawQuerySchema,
  verifyDrawValueSchema,
} from '@portal/contracts/lottery';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RequireMember } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { memberRouter } from '../../plugins/member-router.ts';
import { hostOf } from '../../plugins/request-origin.ts';
import type { LotteryService } from './lottery.service.ts';

/**
 * Lottery calls of spec 7 "Lottery and home", verbatim, plus bet placement, cancellation,
 * the member's bets, odds and draw verification in the same style.
 */
export function lotteryRoutes(deps: { lottery: LotteryService; requireMember: RequireMember }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['lottery'];
    const anyMember = memberRouter(app, { tags, preHandler: deps.requireMember({ allowTrial: true }) });
    const realMember = memberRouter(app, { tags, preHandler: deps.requireMember({ allowTrial: false }) });

    app.get(
      '/lgw/vn/games/game_menu',
      {
        schema: {
          tags,
          querystring: gameMenuQuerySchema,
          response: { 200: envelopeOf(gameMenuValueSchema) },
        },
      },
      async (req) => ok(await deps.lottery.gameMenu(hostOf(req), req.query)),
    );

    // Recents are a member feature: trial accounts get 'in_need_true_account' (spec 6).
    realMember.get('/lgw/vn/games/game_menu/recent', { value: recentGamesValueSchema }, ({ member, req }) =>
      deps.lottery.recent(member, hostOf(req)),
    );

    app.get(
      '/lgw/games/popular',
      {
        schema: { tags, querystring: popularQuerySchema, response: { 200: envelopeOf(popularValueSchema) } },
      },
      async (req) => ok(await deps.lottery.popular(hostOf(req), req.query)),
    );

    app.get(
      '/lgw/vn/numeros/opened/game',
      {
        schema: {
          tags,
          querystring: openedNumerosQuerySchema,
          response: { 200: envelopeOf(openedNumerosValueSchema) },
        },
      },
      async (req) => ok(await deps.lottery.openedNumeros(req.query)),
    );

    app.get(
      '/lgw/vn/numeros/verify',
      {
        schema: {
          tags,
          querystring: verifyDrawQuerySchema,
          response: { 200: envelopeOf(verifyDrawValueSchema) },
        },
      },
      async (req) => ok(await deps.lottery.verify(req.query.drawId)),
    );

    app.get(
      '/lgw/vn/games/odds',
      { schema: { tags, querystring: oddsQuerySchema, response: { 200: envelopeOf(oddsValueSchema) } } },
      async (req) => ok(await deps.lottery.odds(hostOf(req), req.query.gameCode)),
    );

    anyMember.get(
      '/lotto/lgw/games/opened/numero',
      { query: openedNumeroQuerySchema, value: openedNumeroValueSchema },
      ({ query }) => deps.lottery.openedNumero(query),
    );

    anyMember.get(
      '/lotto/lgw/launch',
      { query: lotteryLaunchQuerySchema, value: lotteryLaunchValueSchema },
      ({ query }) => deps.lottery.launch(query),
    );

    anyMember.post(
      '/lotto/lgw/bets',
      { body: placeBetsBodySchema, value: placeBetsValueSchema },
      ({ member, body, req }) => deps.lottery.placeBets(member, hostOf(req), body),
    );

    anyMember.post(
      '/lotto/lgw/bets/cancel',
      { body: cancelBetBodySchema, value: cancelBetValueSchema },
      ({ member, body, req }) => deps.lottery.cancelBet(member, hostOf(req), body),
    );

    anyMember.get(
      '/lotto/lgw/bets',
      { query: myBetsQuerySchema, value: myBetsValueSchema },
      ({ member, query }) => deps.lottery.myBets(member, query),
    );
  };
}
