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
import { actorOf, type RequireMember } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
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
    const member = deps.requireMember({ allowTrial: true });
    const realMember = deps.requireMember({ allowTrial: false });

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
    app.get(
      '/lgw/vn/games/game_menu/recent',
      { schema: { tags, response: { 200: envelopeOf(recentGamesValueSchema) } }, preHandler: realMember },
      async (req) => ok(await deps.lottery.recent(actorOf(req).member, hostOf(req))),
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

    app.get(
      '/lotto/lgw/games/opened/numero',
      {
        schema: {
          tags,
          querystring: openedNumeroQuerySchema,
          response: { 200: envelopeOf(openedNumeroValueSchema) },
        },
        preHandler: member,
      },
      async (req) => ok(await deps.lottery.openedNumero(req.query)),
    );

    app.get(
      '/lotto/lgw/launch',
      {
        schema: {
          tags,
          querystring: lotteryLaunchQuerySchema,
          response: { 200: envelopeOf(lotteryLaunchValueSchema) },
        },
        preHandler: member,
      },
      async (req) => ok(await deps.lottery.launch(req.query)),
    );

    app.post(
      '/lotto/lgw/bets',
      {
        schema: { tags, body: placeBetsBodySchema, response: { 200: envelopeOf(placeBetsValueSchema) } },
        preHandler: member,
      },
      async (req) => ok(await deps.lottery.placeBets(actorOf(req).member, hostOf(req), req.body)),
    );

    app.post(
      '/lotto/lgw/bets/cancel',
      {
        schema: { tags, body: cancelBetBodySchema, response: { 200: envelopeOf(cancelBetValueSchema) } },
        preHandler: member,
      },
      async (req) => ok(await deps.lottery.cancelBet(actorOf(req).member, hostOf(req), req.body)),
    );

    app.get(
      '/lotto/lgw/bets',
      {
        schema: { tags, querystring: myBetsQuerySchema, response: { 200: envelopeOf(myBetsValueSchema) } },
        preHandler: member,
      },
      async (req) => ok(await deps.lottery.myBets(actorOf(req).member, req.query)),
    );
  };
}
