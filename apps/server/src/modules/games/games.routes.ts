import { envelopeOf } from '@portal/contracts/envelope';
import {
  favouriteBodySchema,
  favouriteGamesValueSchema,
  favouriteIdsValueSchema,
  gameCategorySchema,
  gameClassifiesValueSchema,
  gameListQuerySchema,
  gameListValueSchema,
  gameMenusValueSchema,
  hotGamesValueSchema,
  LOBBY_PAGE_SIZE,
  launchQuerySchema,
  launchV2BodySchema,
  launchValueSchema,
  recentGamesValueSchema,
  vendorListValueSchema,
} from '@portal/contracts/games';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, type RequireMember } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { hostOf } from '../../plugins/request-origin.ts';
import type { GamesService } from './games.service.ts';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const vendorQuery = z.object({
  vassalage: z.preprocess(emptyAsUndefined, z.string().max(32).optional()),
  gameType: z.preprocess(emptyAsUndefined, gameCategorySchema.optional()),
  language: z.string().max(8).optional(),
});
const pagedQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LOBBY_PAGE_SIZE),
  gameType: z.preprocess(emptyAsUndefined, z.string().max(16).optional()),
  language: z.string().max(8).optional(),
});

/** Spec 7 "Games", verbatim paths. Browsing is open; favourites, recents and launching need a member. */
export function gamesRoutes(deps: { games: GamesService; requireMember: RequireMember }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['games'];
    // Type 4 (trial) accounts are kept out of favourites and recents ('in_need_true_account').
    const realMember = deps.requireMember({ allowTrial: false });
    const anyMember = deps.requireMember({ allowTrial: true });

    app.get(
      '/lgw/games/game_menus',
      { schema: { tags, response: { 200: envelopeOf(gameMenusValueSchema) } } },
      async (req) => ok(await deps.games.menus(hostOf(req))),
    );
    app.get(
      '/wps/relay/GCSGAME_gameList',
      {
        schema: {
          tags,
          querystring: gameListQuerySchema,
          response: { 200: envelopeOf(gameListValueSchema) },
        },
      },
      // The cached page is already envelope JSON: Fastify sends a Buffer as it is.
      async (req, reply) =>
        reply
          .type('application/json; charset=utf-8')
          .send((await deps.games.list(hostOf(req), req.query)).json as never),
    );
    app.get(
      '/wps/relay/GCSGAME_hotGamesV2',
      { schema: { tags, querystring: vendorQuery, response: { 200: envelopeOf(hotGamesValueSchema) } } },
      async (req) => ok(await deps.games.hot(hostOf(req), req.query)),
    );
    app.get(
      '/wps/relay/GCSGAME_getVassGameType',
      {
        schema: { tags, querystring: vendorQuery, response: { 200: envelopeOf(gameClassifiesValueSchema) } },
      },
      async (req) => ok(await deps.games.classifies(hostOf(req), req.query)),
    );
    app.get(
      '/wps/relay/GCSGAME_newGameVendor',
      { schema: { tags, response: { 200: envelopeOf(vendorListValueSchema) } } },
      async (req) => ok(await deps.games.newVendors(hostOf(req))),
    );
    app.get(
      '/wps/relay/GLS2_roomList',
      {
        schema: { tags, querystring: vendorQuery, response: { 200: envelopeOf(hotGamesValueSchema) } },
        preHandler: anyMember,
      },
      async (req) => ok(await deps.games.rooms(hostOf(req), req.query.language)),
    );

    app.get(
      '/wps/relay/GCS_recentGame',
      {
        schema: { tags, querystring: pagedQuery, response: { 200: envelopeOf(recentGamesValueSchema) } },
        preHandler: realMember,
      },
      async (req) => ok(await deps.games.recent(actorOf(req).member, hostOf(req), req.query)),
    );
    app.get(
      '/wps/relay/MCSFE_getFavoriteGames',
      { schema: { tags, response: { 200: envelopeOf(favouriteIdsValueSchema) } }, preHandler: realMember },
      async (req) => ok(await deps.games.favouriteIds(actorOf(req).member)),
    );
    app.get(
      '/wps/relay/MCSFE_getFavoriteGamesList',
      {
        schema: { tags, querystring: pagedQuery, response: { 200: envelopeOf(favouriteGamesValueSchema) } },
        preHandler: realMember,
      },
      async (req) => ok(await deps.games.favouriteGames(actorOf(req).member, hostOf(req), req.query)),
    );
    for (const [path, on] of [
      ['/wps/relay/MCSFE_addFavoriteGame', true],
      ['/wps/relay/MCSFE_removeFavoriteGame', false],
    ] as const) {
      app.post(
        path,
        {
          schema: { tags, body: favouriteBodySchema, response: { 200: envelopeOf(favouriteIdsValueSchema) } },
          preHandler: realMember,
        },
        async (req) =>
          ok(await deps.games.setFavourite(actorOf(req).member, hostOf(req), req.body.nodeId, on)),
      );
    }

    app.get(
      '/wps/game/launchGame',
      {
        schema: { tags, querystring: launchQuerySchema, response: { 200: envelopeOf(launchValueSchema) } },
        preHandler: anyMember,
      },
      async (req) => ok(await deps.games.launch(actorOf(req), hostOf(req), req.query)),
    );
    app.post(
      '/wps/game/launchGame/v2',
      {
        schema: { tags, body: launchV2BodySchema, response: { 200: envelopeOf(launchValueSchema) } },
        preHandler: anyMember,
      },
      async (req) => {
        const language = req.headers.language;
        const entities = { ...req.body.entities };
        if (!entities.language && typeof language === 'string') entities.language = language;
        return ok(await deps.games.launch(actorOf(req), hostOf(req), entities));
      },
    );
  };
}
