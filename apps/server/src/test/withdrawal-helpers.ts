import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, enc } from './identity-helpers.ts';

export const PAYMENT_PIN = '246810';

/**
 * A member's way to a withdrawal, through the HTTP calls the withdraw page makes: a payment password
 * (set with the login password), a bank card, then the request. `app` is read on each call.
 */
export function withdrawalClient(app: () => FastifyInstance, loginPassword: string) {
  const post = (token: string, url: string, payload: Record<string, unknown>) =>
    app().inject({ method: 'POST', url, headers: bearer(token), payload });

  async function setPaymentPassword(token: string, pin = PAYMENT_PIN) {
    const res = await post(token, '/wps/member/paymentPassword', {
      loginPassword: await enc(app(), loginPassword),
      paymentPassword: await enc(app(), pin),
      confirmPaymentPassword: await enc(app(), pin),
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function bindCard(token: string, accountNumber = '0123456789', pin = PAYMENT_PIN) {
    const res = await post(token, '/wps/member/bankCards', {
      bankName: 'Techcombank',
      accountNumber,
      accountName: 'Nguyen Van A',
      paymentPassword: await enc(app(), pin),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.id as string;
  }

  const withdraw = async (
    token: string,
    cardId: string,
    amount: unknown,
    requestId: string = randomUUID(),
    pin = PAYMENT_PIN,
  ) =>
    post(token, '/wps/cashier/withdraw', {
      bankCardId: cardId,
      amount,
      paymentPassword: await enc(app(), pin),
      requestId,
    });

  /** A payment password and a card: what the withdraw page asks for first. Answers the card's id. */
  async function readyToWithdraw(token: string) {
    await setPaymentPassword(token);
    return bindCard(token);
  }

  return { setPaymentPassword, bindCard, withdraw, readyToWithdraw };
}
