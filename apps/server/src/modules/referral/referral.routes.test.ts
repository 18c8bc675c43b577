import { maskAccount } from '@portal/contracts/identity';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@portal/contracts/referral';
import type { HubEvent } from '@portal/contracts/wallet';
import { describe, expect, it } from 'vitest';
import { registerByUsername } from '../../test/identity-helpers.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { countRows, useTestApp } from '../../test/test-app.ts';
import { type Account, agentKit } from '../agent/agent-test-helpers.ts';
import { auditLedger } from '../ledger/ledger.service.ts';

const t = useTestApp({ audit: true });

const { registered, trial, get, balance, deposit, requestDeposit } = agentKit(() => t.app);
const { cli } = opsFor(() => t.app);

// The demo merchant pays ₫50,000 (5,000,000 minor units) for a friend whose deposit reaches ₫100,000.
const REWARD = 5_000_000;
const MIN_DEPOSIT = 10_000_000;

async function invitation(who: Account) {
  const res = await get(who, '/wps/referral');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

/** A visitor registering through the member's invitation link. */
async function friendOf(code: string): Promise<Account> {
  const res = await registerByUsername(t.app, { referralCode: code });
  expect(res.statusCode, res.body).toBe(200);
  const value = res.json().value;
  return { token: value.token, id: value.member.id, account: value.member.account };
}

const friends = async (who: Account) => {
  const res = await get(who, '/wps/referral/friends');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

describe('invite friends', () => {
  it('gives each member one invite code and link, and counts the friends who registered with it', async () => {
    const member = await registered();
    const first = await invitation(member);
    expect(first).toMatchObject({
      enabled: true,
      currency: 'VND',
      reward: REWARD,
      minDeposit: MIN_DEPOSIT,
      friends: 0,
    });
    expect(first.code).toHaveLength(INVITE_CODE_LENGTH);
    expect([...first.code].every((c: string) => INVITE_CODE_ALPHABET.includes(c))).toBe(true);
    expect(first.path).toBe(`/register?referralCode=${first.code}`);
    expect((await invitation(member)).code).toBe(first.code);
    expect((await invitation(await registered())).code).not.toBe(first.code);

    // The code is matched whatever its case; an unknown one registers the visitor, linked to nobody.
    const friend = await friendOf(first.code.toLowerCase());
    const stranger = await friendOf('NOSUCHCODE');
    const value = await friends(member);
    expect(value).toMatchObject({ total: 1, page: 1, totalPages: 1 });
    expect(value.list).toEqual([
      {
        account: maskAccount(friend.account),
        registeredAt: expect.any(String),
        reward: null,
        rewardedAt: null,
      },
    ]);
    expect(value.list[0].account).not.toBe(friend.account);
    expect((await invitation(stranger)).friends).toBe(0);
  });

  it('pays the inviter once, when a friend’s approved deposit reaches the minimum', async () => {
    const member = await registered();
    const { code } = await invitation(member);
    const friend = await friendOf(code);
    const before = await balance(member);

    await deposit(friend, MIN_DEPOSIT - 100);
    await deposit(friend, MIN_DEPOSIT, 'reject');
    expect(await balance(member)).toBe(before);

    // Two qualifying deposits approved at once: one reward.
    const decide = await Promise.all([
      requestDeposit(friend, MIN_DEPOSIT),
      requestDeposit(friend, MIN_DEPOSIT * 2),
    ]);
    await Promise.all(decide.map((approve) => approve()));
    expect(await balance(member)).toBe(before + REWARD);
    await deposit(friend, MIN_DEPOSIT);
    expect(await balance(member)).toBe(before + REWARD);

    expect(await invitation(member)).toMatchObject({ friends: 1, rewardedFriends: 1, earned: REWARD });
    expect((await friends(member)).list).toEqual([
      expect.objectContaining({ reward: REWARD, rewardedAt: expect.any(String) }),
    ]);
    // The payment is in the member's account record as a bonus.
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const to = new Date(Date.now() + 3_600_000).toISOString();
    const record = await get(
      member,
      `/wps/records/account?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&category=bonus`,
    );
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json().value.list).toEqual([
      expect.objectContaining({ type: 'referral_bonus', amount: REWARD }),
    ]);
    expect((await auditLedger(t.app.database.db)).ok).toBe(true);
  });

  it('tells the inviter’s open tabs the new balance when the reward is paid, and only then', async () => {
    const member = await registered();
    const { code } = await invitation(member);
    const friend = await friendOf(code);
    const before = await balance(member);
    const events: HubEvent[] = [];
    const stop = t.app.services.hub.subscribe(member.id, (event) => events.push(event));
    const balanceEvents = () => events.filter((e) => e.type === 'balance');
    try {
      await deposit(friend, MIN_DEPOSIT - 100);
      expect(balanceEvents()).toEqual([]);
      await deposit(friend, MIN_DEPOSIT);
      expect(balanceEvents()).toEqual([
        { type: 'balance', value: expect.objectContaining({ sumBalance: before + REWARD }) },
      ]);
      // A later qualifying deposit pays nothing, so it announces nothing to the inviter.
      await deposit(friend, MIN_DEPOSIT);
      expect(balanceEvents()).toHaveLength(1);
      // Nor is the inviter told of the friend's deposits themselves.
      expect(events.filter((e) => e.type === 'cashier')).toEqual([]);
    } finally {
      stop();
    }
  });

  it('a merchant without the promotion shows nothing and pays nothing', async () => {
    const member = await registered();
    const { code } = await invitation(member);
    expect((await cli('referral', 'off')).message).toBe(
      `referral off: reward ${REWARD} for a friend's deposit of at least ${MIN_DEPOSIT} (minor units)`,
    );
    try {
      expect(await invitation(member)).toEqual({ enabled: false });
      expect((await get(member, '/wps/referral/friends')).json().code).toBe('FEATURE_DISABLED');
      const friend = await friendOf(code);
      const before = await balance(member);
      await deposit(friend, MIN_DEPOSIT);
      expect(await balance(member)).toBe(before);
    } finally {
      await cli('referral', 'on');
    }
    expect(await invitation(member)).toMatchObject({
      enabled: true,
      reward: REWARD,
      minDeposit: MIN_DEPOSIT,
    });
  });

  it('keeps visitors and trial accounts out and refuses bad queries', async () => {
    expect((await get(null, '/wps/referral')).statusCode).toBe(401);
    expect((await get(await trial(), '/wps/referral')).json()).toMatchObject({ code: 'TRIAL_ACCOUNT' });
    const member = await registered();
    const codes = await countRows(t.app, 'referral_reward');
    for (const query of ['?page=0', '?pageSize=51', '?page=abc', '?extra=1'])
      expect((await get(member, `/wps/referral/friends${query}`)).json().code).toBe('VALIDATION_FAILED');
    expect(await countRows(t.app, 'referral_reward')).toBe(codes);
  });
});
