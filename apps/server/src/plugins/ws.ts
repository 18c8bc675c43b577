import websocket from '@fastify/websocket';
import { AppError } from '@portal/contracts/errors';
import type { HubEvent } from '@portal/contracts/wallet';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/schema.ts';
import type { Hub } from '../lib/hub.ts';
import * as identityRepo from '../modules/identity/identity.repo.ts';
import type { SessionService } from '../modules/identity/session.service.ts';
import type { WalletService } from '../modules/wallet/wallet.service.ts';
import { hostOf } from './request-origin.ts';

const AUTH_TIMEOUT_MS = 5000;
const authMessageSchema = z.object({ type: z.literal('auth'), token: z.string().min(20).max(100) }).strict();

/**
 * WebSocket `/ws`. The first message carries the session token (never the URL, which ends up
 * in logs); then the socket receives the member's events until it closes.
 */
export async function registerWebSocket(
  app: FastifyInstance,
  deps: { db: Db; hub: Hub; sessions: SessionService; wallet: WalletService },
) {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.route({
    method: 'GET',
    url: '/ws',
    schema: { hide: true },
    // A plain request (no Upgrade header) gets the envelope instead of an empty 404.
    handler: async () => {
      throw new AppError(
        'UPGRADE_REQUIRED',
        'This address speaks WebSocket: connect with an Upgrade request',
        426,
      );
    },
    wsHandler: (socket, req) => {
      const host = hostOf(req);
      let unsubscribe: (() => void) | null = null;
      const send = (event: HubEvent) => socket.send(JSON.stringify(event));
      const refuse = (reason: string) => {
        socket.send(JSON.stringify({ type: 'error', code: 'UNAUTHORIZED', message: reason }));
        socket.close(4401, reason);
      };
      const timer = setTimeout(() => refuse('Authenticate within 5 seconds'), AUTH_TIMEOUT_MS);

      socket.on('message', async (raw: Buffer) => {
        if (unsubscribe) return; // After authentication the client only listens.
        clearTimeout(timer);
        let message: unknown;
        try {
          message = JSON.parse(raw.toString('utf8'));
        } catch {
          return refuse('The first message must be {"type":"auth","token":"..."}');
        }
        const auth = authMessageSchema.safeParse(message);
        if (!auth.success) return refuse('The first message must be {"type":"auth","token":"..."}');
        const session = await deps.sessions.resolve(auth.data.token);
        const member = session ? await identityRepo.findMemberById(deps.db, session.memberId) : undefined;
        if (member?.status !== 'active') return refuse('Please log in');
        unsubscribe = deps.hub.subscribe(member.id, send);
        send({ type: 'ready', value: { memberId: member.id } });
        send({ type: 'balance', value: await deps.wallet.balance(member, host) });
      });
      socket.on('close', () => {
        clearTimeout(timer);
        unsubscribe?.();
      });
    },
  });
}
