import { randomUUID } from 'node:crypto';
import type { OddsValue } from '@portal/contracts/lottery';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/identity-helpers.ts';
import { insertOtherMerchant } from '../../test/merchants.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { countRows, useTestApp } from '../../test/test-app.ts';
import { openDraw, player } from './lottery-test-helpers.ts';

/** The operator's odds commands: `npm run ops -- lottery odds show|set|max-per-draw`. */

const t = useTestApp({ audit: true });
const { cli, refuses } = opsFor(() => t.app);

async function odds(gameCode: string): Promise<OddsValue> {
  const res = await t.app.inject(`/lgw/vn/games/odds?gameCode=${gameCode}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}
const entry = (value: OddsValue, betType: string, selection: string | null = null) =>
  value.list.find((e) => e.betType === betType && e.selection === selection);

beforeAll(async () => {
  await odds('VN_MB'); // the merchant's first table, made from the defaults
});

/** A command that must be refused, changing nothing. */
const refused = (words: string[], message: RegExp) =>
  refuses(words, message, () => countRows(t.app, 'lottery_odds'));

describe('lottery odds commands', () => {
  it('shows the odds in force by group, as a winning unit pays, with the stake limits', async () => {
    const { message } = await cli('lottery', 'odds', 'show', '--group', 'north');
    const lines = message.split('\n');
    expect(lines[0]).toBe(
      "odds version 1; a member's open stake on one draw at most 50000000000 minor units",
    );
    // Bet types in their own order: lô first.
    expect(lines[1]).toBe('north  lo2  pays 99; unit stake 100000-1000000000 minor units');
    expect(lines).toContain('north  dau  pays 9.5; unit stake 100000-1000000000 minor units');
    expect(lines.every((line, i) => i === 0 || line.startsWith('north  '))).toBe(true);
    const k3 = (await cli('lottery', 'odds', 'show', '--group', 'k3')).message;
    expect(k3).toMatch(/^k3 {2}k3_sum {2}pays 7\.6, by selection 3:207 4:69 .* 18:207; unit stake/m);
  });

  it('makes a new version players see at once, and refuses a slip priced at the old one', async () => {
    const p = await player(t.app, 100_000_000n);
    const draw = await openDraw(t.app, 'VN_MB', new Date());
    const before = await odds('VN_MB');

    const changed = await cli(
      'lottery',
      'odds',
      'set',
      'north',
      'lo2',
      '--odds',
      '98.5',
      '--max',
      '500000000',
    );
    expect(changed.message).toBe(
      `odds version ${before.oddsVersion + 1}: north lo2 pays 98.5; unit stake 100000-500000000 minor units`,
    );
    const after = await odds('VN_MB');
    expect(after.oddsVersion).toBe(before.oddsVersion + 1);
    expect(entry(after, 'lo2')).toMatchObject({ oddsMilli: 98_500, odds: '98.5', maxStake: 500_000_000 });
    // The other groups and bet types are as they were.
    expect(entry(after, 'de')).toEqual(entry(before, 'de'));
    expect((await odds('VN_HCM')).list).toEqual((await odds('VN_HCM')).list);
    expect(entry(await odds('VN_HCM'), 'lo2')).toMatchObject({ oddsMilli: 99_000 });

    const slip = (oddsVersion: number) =>
      t.app.inject({
        method: 'POST',
        url: '/lotto/lgw/bets',
        headers: bearer(p.token),
        payload: {
          drawId: draw,
          oddsVersion,
          requestId: randomUUID(),
          bets: [{ betType: 'lo2', selection: '27', unitStake: 100_000 }],
        },
      });
    const stale = await slip(before.oddsVersion);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'ODDS_CHANGED', value: { oddsVersion: after.oddsVersion } });
    const fresh = await slip(after.oddsVersion);
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('changes one three-dice sum, and the open stake per draw', async () => {
    await cli('lottery', 'odds', 'set', 'k3', 'k3_sum', '--odds', '200', '--selection', '3');
    const k3 = await odds('K3_1');
    expect(entry(k3, 'k3_sum', '3')).toMatchObject({ oddsMilli: 200_000 });
    expect(entry(k3, 'k3_sum', '18')).toMatchObject({ oddsMilli: 207_000 });
    expect((await cli('lottery', 'odds', 'max-per-draw', '20000000000')).message).toMatch(
      /^odds version \d+: a member's open stake on one draw at most 20000000000 minor units$/,
    );
    expect((await odds('VN_MB')).maxStakePerDraw).toBe(20_000_000_000);
  });

  it('refuses what is not a valid change, adding no version', async () => {
    const set = (...rest: string[]) => ['lottery', 'odds', 'set', ...rest];
    await refused(set('north', 'ssc_digit', '--odds', '9'), /ssc_digit is not offered in the north group/);
    await refused(set('west', 'lo2', '--odds', '9'), /Invalid option|expected one of/i);
    await refused(set('north', 'lo9', '--odds', '9'), /Invalid option|expected one of/i);
    await refused(set('north', 'lo2'), /Say what to change/);
    await refused(set('north', 'lo2', '--odds', '0'), /Odds above 0/);
    await refused(set('north', 'lo2', '--odds', '-1'), /--odds is what a winning unit pays/);
    await refused(set('north', 'lo2', '--odds', '9.1234'), /3 decimals at most/);
    await refused(set('north', 'lo2', '--odds', '1e3'), /--odds is what a winning unit pays/);
    await refused(set('north', 'lo2', '--min', '900', '--max', '100'), /maxStake below minStake/);
    await refused(
      set('north', 'lo2', '--odds', '9', '--selection', '3'),
      /pays one price for every selection/,
    );
    await refused(set('k3', 'k3_sum', '--odds', '9', '--selection', '19'), /prices these selections: 3, 4/);
    await refused(set('k3', 'k3_sum', '--selection', '3'), /--selection goes with --odds/);
    await refused(['lottery', 'odds', 'max-per-draw', '0'], /whole number above 0/);
    await refused(['lottery', 'odds', 'max-per-draw', 'lots'], /whole number of minor units/);
    await refused(['lottery', 'odds', 'show', '--group', 'west'], /Invalid option|expected one of/i);
  });

  it('keeps each merchant’s table its own', async () => {
    await insertOtherMerchant(t.app.database.db, 'other-odds');
    const other = (await cli('lottery', 'odds', 'show', '--merchant', 'other-odds', '--group', 'north'))
      .message;
    expect(other).toMatch(/^odds version 1;/);
    expect(other).toContain('north  lo2  pays 99; unit stake 100000-1000000000 minor units');
  });
});
