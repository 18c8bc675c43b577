import { describe, expect, it } from 'vitest';
import { useAuditedApp } from '../../test/audited-app.ts';
import { bearer, randomIp, registerByUsername, testClock } from '../../test/identity-helpers.ts';
import { opsFor } from '../../test/ops-helpers.ts';

const clock = testClock();
const t = useAuditedApp('welcome-bonus', clock);
const cli = opsFor(() => t.app).cli;

async function register(ip: string): Promise<{ token: string; id: string }> {
  const res = await registerByUsername(t.app, {}, ip);
  expect(res.statusCode, res.body).toBe(200);
  const value = res.json().value;
  return { token: value.token, id: value.member.id };
}
const balance = async (who: { token: string }) =>
  (await t.app.inject({ url: '/wps/v2/wallets/balance', headers: bearer(who.token) })).json().value
    .sumBalance as number;
const welcomeBonus = async () =>
  (await t.app.inject({ url: '/wps/system/setting/register' })).json().value.welcomeBonus as number;
const bonusesPaid = async () =>
  Number(
    (
      await t.app.database.db
        .selectFrom('ledger_transfer')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('type', '=', 'welcome_bonus')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('welcome bonus (spec 1 "new-member registration bonus")', () => {
  it('is off until the operator sets it: a new account starts at zero', async () => {
    expect(await welcomeBonus()).toBe(0);
    expect(await balance(await register(randomIp()))).toBe(0);
  });

  it('pays the bonus into an account a visitor registers, once a day for each address', async () => {
    expect((await cli('register', 'bonus', '100000')).message).toBe(
      'welcome bonus 100000 minor units for each new account (once a day per address)',
    );
    expect(await welcomeBonus()).toBe(100_000);
    const ip = randomIp();
    const first = await register(ip);
    expect(await balance(first)).toBe(100_000);
    const records = await t.app.inject({
      url: `/wps/records/account?from=${encodeURIComponent(new Date(clock.now().getTime() - 60_000).toISOString())}&to=${encodeURIComponent(new Date(clock.now().getTime() + 60_000).toISOString())}`,
      headers: bearer(first.token),
    });
    expect(records.json().value.list).toEqual([
      expect.objectContaining({ type: 'welcome_bonus', amount: 100_000 }),
    ]);
    // The same address again today: the account opens, without a bonus.
    expect(await balance(await register(ip))).toBe(0);
    // Another address is another visitor.
    expect(await balance(await register(randomIp()))).toBe(100_000);
    // The next day, the first address may earn it again.
    clock.advance(24 * 3_600_000);
    expect(await balance(await register(ip))).toBe(100_000);
  });

  it('pays once when registrations from one address race', async () => {
    const before = await bonusesPaid();
    const ip = randomIp();
    const accounts = await Promise.all(Array.from({ length: 5 }, () => register(ip)));
    const balances = await Promise.all(accounts.map(balance));
    expect(balances.filter((b) => b === 100_000)).toHaveLength(1);
    expect(balances.filter((b) => b === 0)).toHaveLength(4);
    expect(await bonusesPaid()).toBe(before + 1);
  });

  it('refuses an amount that is not a whole number of minor units, and stops at 0', async () => {
    for (const amount of ['-5', '1.5', 'abc', '1e6', '9999999999999'])
      expect(() => cli('register', 'bonus', amount)).toThrow(/whole number of minor units/);
    expect(await welcomeBonus()).toBe(100_000);
    expect((await cli('register', 'bonus', '0')).message).toBe('welcome bonus off');
    expect(await balance(await register(randomIp()))).toBe(0);
  });
});
