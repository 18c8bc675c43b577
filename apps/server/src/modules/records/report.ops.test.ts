import { describe, expect, it } from 'vitest';
import { opsFor } from '../../test/ops-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { agentKit } from '../agent/agent-test-helpers.ts';

/** The operator's daily report: `npm run ops -- report [--date D] [--days N]`. */

const t = useTestApp({ audit: true });
const { cli, refuses: refused } = opsFor(() => t.app);
const { registered, deposit, slotRound, requestWithdrawal } = agentKit(() => t.app);

const headers = [
  'day',
  'new',
  'deposits',
  'count',
  'withdrawals paid',
  'players',
  'bets',
  'stake',
  'payout',
  'GGR',
] as const;
type Figure = Exclude<(typeof headers)[number], 'day'>;

/** Today's line of the report as numbers by column name (the day aside). */
async function today(): Promise<Record<Figure, number>> {
  const lines = (await cli('report', '--days', '1')).message.split('\n');
  expect(lines[0]).toBe('VND minor units, days in Asia/Ho_Chi_Minh');
  expect(lines[1]?.trim().split(/ {2,}/)).toEqual(headers);
  const cells = (lines[2] ?? '').trim().split(/ +/);
  expect(cells[0]).toMatch(/^\d{4}-\d\d-\d\d$/);
  return Object.fromEntries(headers.slice(1).map((h, i) => [h, Number(cells[i + 1])])) as Record<
    Figure,
    number
  >;
}

describe('daily report', () => {
  it('counts the day’s accounts, money in and out, players, stakes, payouts and GGR', async () => {
    const before = await today();
    const member = await registered();
    await deposit(member, 10_000_000);
    await slotRound(member, 1_000, { win: 2_500 });
    await slotRound(member, 3_000, { win: 0 });
    await slotRound(member, 500, 'rollback');
    const approve = await requestWithdrawal(member, 200_000);
    await approve();
    const paidId = /^(\d+) /.exec((await cli('withdrawal', 'list')).message)?.[1] as string;
    await cli('withdrawal', 'paid', paidId);

    const after = await today();
    expect(after.new - before.new).toBe(1);
    expect(after.deposits - before.deposits).toBe(10_000_000);
    expect(after.count - before.count).toBe(1);
    expect(after['withdrawals paid'] - before['withdrawals paid']).toBe(200_000);
    expect(after.players - before.players).toBe(1);
    // The rolled-back round is no bet.
    expect(after.bets - before.bets).toBe(2);
    expect(after.stake - before.stake).toBe(4_000);
    expect(after.payout - before.payout).toBe(2_500);
    expect(after.GGR - before.GGR).toBe(1_500);
  });

  it('covers a run of days up to a date, and refuses bad dates and lengths', async () => {
    const lines = (await cli('report', '--date', '2026-02-28', '--days', '3')).message.split('\n');
    expect(lines.slice(2).map((l) => l.slice(0, 10))).toEqual(['2026-02-26', '2026-02-27', '2026-02-28']);
    expect(lines[2]).toMatch(/^2026-02-26(\s+0){9}$/);
    await refused(['report', '--date', '2026-02-30'], /--date is a calendar date/);
    await refused(['report', '--days', '40'], /31 days at most/);
    await refused(['report', '--days', '0'], /Too small|at least/i);
    await refused(['report', 'today'], /Usage/);
  });
});
