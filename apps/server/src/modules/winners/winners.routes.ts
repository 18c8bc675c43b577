import { envelopeOf } from '@portal/contracts/envelope';
import { winnersValueSchema } from '@portal/contracts/winners';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.ts';
import { hostOf } from '../../plugins/request-origin.ts';
import type { WinnersService } from './winners.service.ts';

/** The winners board (spec 7 `/wps/relay/GCSGAME_getRankList`, no token). */
export function winnersRoutes(deps: { winners: WinnersService }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/wps/relay/GCSGAME_getRankList',
      { schema: { tags: ['games'], response: { 200: envelopeOf(winnersValueSchema) } } },
      async (req) => ok(await deps.winners.board(hostOf(req))),
    );
  };
}
