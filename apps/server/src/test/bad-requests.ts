import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './identity-helpers.ts';

/** A call a member makes with a JSON body. */
type BodyCall = { method: 'POST' | 'PUT'; url: string; token: string };

/** Each of `bodies`, sent as the member's JSON body, is refused with 400 VALIDATION_FAILED. */
export async function expectInvalidBodies(app: FastifyInstance, call: BodyCall, bodies: unknown[]) {
  for (const payload of bodies) {
    const res = await app.inject({
      method: call.method,
      url: call.url,
      headers: bearer(call.token),
      payload: payload as object,
    });
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  }
}

/** Sends `text`, JSON cut short, as the member's JSON body; answers the response. */
export const sendBrokenJson = (app: FastifyInstance, call: BodyCall, text: string) =>
  app.inject({
    method: call.method,
    url: call.url,
    headers: { ...bearer(call.token), 'content-type': 'application/json' },
    payload: text,
  });
