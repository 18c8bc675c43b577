import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, enc, login, randomIp, registerByUsername, uniqueName } from '../../test/identity-helpers.ts';
import { multipartForm, png } from '../../test/multipart.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { vendorClient } from '../../test/vendor-helpers.ts';
import { withdrawalClient } from '../../test/withdrawal-helpers.ts';
import type { MemberTypeName } from './agent.service.ts';

/**
 * Test support for the agent centre: accounts made agents by the operator, downlines opened
 * through the register centre, and real money and play for them (deposits and withdrawals
 * through the cashier, slot rounds through the vendor protocol). `app` is read on each call,
 * so the kit can be made before the test app is built.
 */

export const PASSWORD = 'secret123';

export type Account = { token: string; id: string; account: string };

export function agentKit(app: () => FastifyInstance) {
  const ops = opsFor(app).run;

  const memberType = (account: string, type: MemberTypeName) =>
    ops({ kind: 'member_type', merchant: 'demo', account, type });

  /** A player registered on the site, made `type` by the operator when given. */
  async function registered(type?: MemberTypeName): Promise<Account> {
    const value = (await registerByUsername(app(), { password: PASSWORD })).json().value;
    const account = { token: value.token, id: value.member.id, account: value.member.account };
    if (type) await memberType(account.account, type);
    return account;
  }

  /** A free-play trial account (spec 6 type 4), logged in; it has no account name here. */
  async function trial(): Promise<Account> {
    const res = await app().inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      remoteAddress: randomIp(),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return { token: res.json().value.token, id: '', account: '' };
  }

  const get = (who: Account | null, url: string) =>
    app().inject({ url, headers: who ? bearer(who.token) : {} });

  const putDownline = (who: Account | null, payload: unknown) =>
    app().inject({
      method: 'PUT',
      url: '/wps/agent/downline',
      headers: who ? bearer(who.token) : {},
      payload: payload as object,
    });

  async function downlineForm(fields: Record<string, unknown> = {}) {
    return {
      kind: 'player',
      username: uniqueName('dl'),
      password: await enc(app(), PASSWORD),
      confirmPassword: await enc(app(), PASSWORD),
      ...fields,
    };
  }

  /** Opens a downline under `by` through the register centre, then logs it in. */
  async function openDownline(
    by: Account,
    kind: 'player' | 'agent',
    fields: Record<string, unknown> = {},
  ): Promise<Account & { type: number }> {
    const form = await downlineForm({ kind, ...fields });
    const res = await putDownline(by, form);
    expect(res.statusCode, res.body).toBe(200);
    const { account, type } = res.json().value as { account: string; type: number };
    expect(account).toBe(form.username);
    // An agent (type 2) signs in on the agent site only; every other type on the member site.
    const session = await login(app(), account, PASSWORD, type === 2 ? { site: 'agent' } : {}, randomIp());
    expect(session.statusCode, session.body).toBe(200);
    const value = session.json().value;
    expect(value.member).toMatchObject({ account, type, toUpline: by.account });
    return { token: value.token, id: value.member.id, account, type };
  }

  /** The same account signed in again on the agent site (an agent's own session there). */
  async function onAgentSite(who: Account): Promise<Account> {
    const session = await login(app(), who.account, PASSWORD, { site: 'agent' }, randomIp());
    expect(session.statusCode, session.body).toBe(200);
    return { ...who, token: session.json().value.token };
  }

  const balance = async (who: Account) =>
    (await get(who, '/wps/v2/wallets/balance')).json().value.sumBalance as number;

  /**
   * A bank-transfer deposit of `amount`, requested now and decided by the operator later (the
   * answer, called); its `id` for deciding it some other way.
   */
  async function requestDeposit(who: Account, amount: number) {
    const body = multipartForm(
      { channelCode: 'BANK_VCB', amount: String(amount), requestId: randomUUID() },
      { name: 'proof.png', type: 'image/png', data: png },
    );
    const res = await app().inject({
      method: 'POST',
      url: '/wps/cashier/deposit',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(who.token) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().value.id as string;
    return Object.assign(
      (decision: 'approve' | 'reject' = 'approve') => ops({ kind: 'deposit', id, decision, note: null }),
      { id },
    );
  }

  const deposit = async (who: Account, amount: number, decision: 'approve' | 'reject' = 'approve') =>
    (await requestDeposit(who, amount))(decision);

  /** A withdrawal of `amount` to a new card, requested now and approved by the operator later. */
  async function requestWithdrawal(who: Account, amount: number) {
    const client = withdrawalClient(app, PASSWORD);
    const res = await client.withdraw(who.token, await client.readyToWithdraw(who.token), amount);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().value.id as string;
    return async () => {
      await app().services.withdrawalDesk.decide(id, 'approve', null);
    };
  }

  /** A withdrawal of `amount` to a new card, approved by the operator. */
  const approvedWithdrawal = async (who: Account, amount: number) => (await requestWithdrawal(who, amount))();

  /**
   * A slot round through the vendor protocol: launched, authenticated, debited, then credited
   * (settled), rolled back, or left open. Answers the round id.
   */
  async function slotRound(who: Account, stake: number, outcome: { win: number } | 'rollback' | 'open') {
    const vendor = await vendorClient(app());
    const launch = await get(who, `/wps/game/launchGame?nodeId=${vendor.nodeId}&language=en`);
    expect(launch.statusCode, launch.body).toBe(200);
    const launchToken = new URL(launch.json().value.game_url).searchParams.get('token');
    const session = (await vendor.call('authenticate', { launchToken })).json().value.sessionToken;
    const round = randomUUID();
    const debit = await vendor.debit(session, `d-${round}`, round, stake);
    expect(debit.statusCode, debit.body).toBe(200);
    if (outcome === 'open') return round;
    const after =
      outcome === 'rollback'
        ? await vendor.rollback(who.id, `r-${round}`, `d-${round}`, round)
        : outcome.win > 0
          ? await vendor.credit(who.id, `c-${round}`, round, outcome.win)
          : await vendor.call('endRound', { playerId: who.id, roundId: round, gameCode: 'lucky-reels' });
    expect(after.statusCode, after.body).toBe(200);
    return round;
  }

  return {
    ops,
    memberType,
    registered,
    trial,
    get,
    putDownline,
    downlineForm,
    openDownline,
    onAgentSite,
    balance,
    requestDeposit,
    deposit,
    requestWithdrawal,
    approvedWithdrawal,
    slotRound,
  };
}
