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
import type { RequireMember } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { memberRouter } from '../../plugins/member-router.ts';
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
    const realMember = memberRouter(app, { tags, preHandler: deps.requireMember({ allowTrial: false }) });
    const anyMember = memberRouter(app, { tags, preHandler: deps.requireMember({ allowTrial: true }) });

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
    anyMember.get(
      '/wps/relay/GLS2_roomList',
      { query: vendorQuery, value: hotGamesValueSchema },
      ({ query, req }) => deps.games.rooms(hostOf(req), query.language),
    );

    realMember.get(
      '/wps/relay/GCS_recentGame',
      { query: pagedQuery, value: recentGamesValueSchema },
      ({ member, query, req }) => deps.games.recent(member, hostOf(req), query),
    );
    realMember.get('/wps/relay/MCSFE_getFavoriteGames', { value: favouriteIdsValueSchema }, ({ member }) =>
      deps.games.favouriteIds(member),
    );
    realMember.get(
      '/wps/relay/MCSFE_getFavoriteGamesList',
      { query: pagedQuery, value: favouriteGamesValueSchema },
      ({ member, query, req }) => deps.games.favouriteGames(member, hostOf(req), query),
    );
    for (const [path, on] of [
      ['/wps/relay/MCSFE_addFavoriteGame', true],
      ['/wps/relay/MCSFE_removeFavoriteGame', false],
    ] as const) {
      realMember.post(
        path,
        { body: favouriteBodySchema, value: favouriteIdsValueSchema },
        ({ member, body, req }) => deps.games.setFavourite(member, hostOf(req), body.nodeId, on),
      );
    }

    anyMember.get(
      '/wps/game/launchGame',
      { query: launchQuerySchema, value: launchValueSchema },
      ({ actor, query, req }) => deps.games.launch(actor, hostOf(req), query),
    );
    anyMember.post(
      '/wps/game/launchGame/v2',
      { body: launchV2BodySchema, value: launchValueSchema },
      ({ actor, body, req }) => {
        const language = req.headers.language;
        const entities = { ...body.entities };
        if (!entities.language && typeof language === 'string') entities.language = language;
        return deps.games.launch(actor, hostOf(req), entities);
      },
    );
  };
}
