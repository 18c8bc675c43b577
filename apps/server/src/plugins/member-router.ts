import { envelopeOf } from '@portal/contracts/envelope';
import type { FastifyInstance, FastifyRequest, HTTPMethods, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { MemberRow } from '../db/schema.ts';
import { type Actor, actorOf } from './auth.ts';
import { ok } from './envelope.ts';

/** What a member route's handler is given: the caller and the parsed input. */
export type MemberCall<Params, Query, Body> = {
  actor: Actor;
  member: MemberRow;
  params: Params;
  query: Query;
  body: Body;
  req: FastifyRequest;
};

/** The parsed input of a schema; `unknown` where the route declares none. */
type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : unknown;

type AddMemberRoute = <
  Value extends z.ZodType,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
>(
  url: string,
  schemas: { params?: Params; query?: Query; body?: Body; value: Value },
  handle: (call: MemberCall<Parsed<Params>, Parsed<Query>, Parsed<Body>>) => Promise<z.output<Value>>,
) => void;

/**
 * Routes that answer a signed-in member with the success envelope. Each declares its params,
 * query or body schema and its value schema and runs behind `preHandler` (a `requireMember`);
 * its handler gets the member and the parsed input, and what it returns is the envelope's value.
 */
export function memberRouter(
  app: FastifyInstance,
  options: { tags: string[]; preHandler: preHandlerAsyncHookHandler },
) {
  const on =
    (method: HTTPMethods): AddMemberRoute =>
    (url, schemas, handle) => {
      app.route({
        method,
        url,
        schema: {
          tags: options.tags,
          ...(schemas.params ? { params: schemas.params } : {}),
          ...(schemas.query ? { querystring: schemas.query } : {}),
          ...(schemas.body ? { body: schemas.body } : {}),
          response: { 200: envelopeOf(schemas.value) },
        },
        preHandler: options.preHandler,
        handler: async (req) => {
          const actor = actorOf(req);
          return ok(
            await handle({
              actor,
              member: actor.member,
              params: req.params as never,
              query: req.query as never,
              body: req.body as never,
              req,
            }),
          );
        },
      });
    };
  return { get: on('GET'), post: on('POST'), put: on('PUT') };
}
