import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { header, newUsername, signedInVisitor } from './support/accounts.ts';
import {
  agentCentre,
  agentSignedIn,
  cellsOf,
  newMasterAgent,
  offerContract,
  openAgentPage,
  openDownline,
  setHouseContract,
} from './support/agent.ts';
import { eventually, expectAbsent, expectAttribute, expectText, expectVisible } from './support/expect.ts';
import { vnd } from './support/money.ts';
import { openLuckyReels, spinOnce } from './support/slot.ts';
import { type Suite, usePortal } from './support/suite.ts';
import { depositAndApprove, memberCentre } from './support/wallet.ts';

/** A contract's tiers table (its caption names it): the cells of each tier. */
async function tiersOf(dialog: Locator, name: string): Promise<string[][]> {
  const rows = dialog.getByRole('table', { name, exact: true }).getByRole('row');
  await expect.poll(() => rows.count()).toBeGreaterThan(1);
  const cells: string[][] = [];
  for (let i = 1; i < (await rows.count()); i++) cells.push(await cellsOf(rows.nth(i)));
  return cells;
}

/**
 * A master agent with the house's contract of `kind` at `tiers`, which then opens an agent under
 * itself in the register centre: its page and agent centre, and both account names.
 */
async function masterWithAgent(
  suite: Suite,
  prefixes: { boss: string; agent: string },
  kind: string,
  tiers: string,
): Promise<{ page: Page; dialog: Locator; boss: string; agent: string }> {
  const { page, username: boss } = await newMasterAgent(suite, prefixes.boss);
  await setHouseContract(suite, boss, kind, tiers);
  await page.goto('/?ac=agentRegisterCentre');
  const dialog = agentCentre(page);
  const agent = newUsername(prefixes.agent);
  await openDownline(dialog, 'Agent', agent, 'Downl1ne9');
  return { page, dialog, boss, agent };
}

/** `agent`'s row in the open contract page's table of downline contracts. */
const downlineRow = (dialog: Locator, agent: string) =>
  dialog.getByRole('table', { name: 'Downline contracts' }).getByRole('row').filter({ hasText: agent });

/**
 * The newest row of the settled records table `name` (after a settlement with nothing played):
 * its window by the clock, a date and a time range, and nothing paid.
 */
async function expectIdleWindow(dialog: Locator, name: string): Promise<void> {
  const table = dialog.getByRole('table', { name });
  await expectVisible(table);
  const records = table.getByRole('row');
  await expect.poll(() => records.count()).toBeGreaterThanOrEqual(2);
  const [period, ...figures] = await cellsOf(records.nth(1));
  // (with seconds when the window is shorter than a minute: the other test settled just before).
  expect(period).toMatch(
    /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}(:\d{2})?( [AP]M)? – \d{1,2}:\d{2}(:\d{2})? [AP]M$/,
  );
  expect(figures.at(-1)).toBe('₫0.00');
}

/**
 * Spins Lucky Reels `count` times at its default stake, each to its end (the fairness nonce
 * moves on once per spin); answers the stakes and the wins.
 */
async function playLuckyReels(page: Page, count: number): Promise<{ stakes: number; wins: number }> {
  const reels = await openLuckyReels(page);
  let stakes = 0;
  let wins = 0;
  for (let round = 0; round < count; round++) {
    const { stake, win } = await spinOnce(reels, `spin ${round + 1}`);
    stakes += stake;
    wins += win;
  }
  return { stakes, wins };
}

/**
 * Agent contracts (spec 2 "daily wages", "my income"; spec 4 "Contract (offered by upline)"):
 * the operator gives a master agent a daily salary of 1%; the master offers its downline agent
 * 0.5% (a rate above its own is refused in the form), the downline accepts on the agent site,
 * a player under the downline plays real spins, and once the operator settles, each agent's
 * income shows its share less its downline's, paid into its main wallet.
 */
describe('agent contracts', () => {
  const suite = usePortal();

  it('offers, accepts and pays a daily salary on a downline player’s real spins', async () => {
    // The master agent, with the house's daily salary of 1% from the first bet; it opens an
    // agent under itself in the register centre.
    const { page, dialog, boss, agent } = await masterWithAgent(
      suite,
      { boss: 'cboss', agent: 'cagt' },
      'dailySalary',
      '0:0:1',
    );

    // Daily wages: its own contract from the operator, and the new agent without one.
    await openAgentPage(dialog, 'Daily wages');
    expect(new URL(page.url()).searchParams.get('ac')).toBe('agentDailyWages');
    const mine = dialog.getByRole('region', { name: 'My contract' });
    await expectText(mine, 'Offered by the operator, in force since');
    expect(await tiersOf(mine, 'Tiers of my contract')).toEqual([['Tier 1', '₫0.00', '0', '1%']]);
    const agentRow = downlineRow(dialog, agent);
    await expectVisible(agentRow);
    expect((await cellsOf(agentRow)).slice(0, 3)).toEqual([agent, 'Agent', 'No contract']);

    // The offer form refuses a rate above the master's own, with a message on the field.
    await dialog.getByRole('button', { name: `Offer a contract to ${agent}` }).click();
    const form = dialog.getByRole('form', { name: `Contract offer to ${agent}` });
    await expectVisible(form);
    await expectText(
      dialog.getByRole('region', { name: `Contract offer to ${agent}` }),
      'Your own contract pays up to 1%',
    );
    await form.getByLabel('Valid bets from').fill('0');
    await form.getByLabel('Active members from').fill('0');
    const rate = form.getByLabel('Rate (%)');
    await rate.fill('2');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await expectText(form, 'Your own contract pays 1% at these thresholds: this tier cannot pay more');
    await expectAttribute(rate, 'aria-invalid', 'true');
    expect((await cellsOf(agentRow))[2]).toBe('No contract');

    // 0.5% fits under it: the offer goes out and waits for the agent's answer.
    await rate.fill('0.5');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await expectText(
      dialog.getByRole('status').filter({ hasText: 'Offer sent' }),
      `Offer sent to ${agent}. It applies once they accept it.`,
    );
    await expectAbsent(form);
    await eventually(
      'the row to show the offer waiting',
      async () => (await cellsOf(agentRow))[2],
      (state) => state === 'Offer waiting, up to 0.5%',
    );
    await expectVisible(dialog.getByRole('button', { name: `Change the offer to ${agent}` }));

    // The downline agent (type 2) logs in at the agent site and accepts the offer.
    const centre = await agentSignedIn(suite, agent, 'Downl1ne9');
    await openAgentPage(centre, 'Daily wages');
    const itsContract = centre.getByRole('region', { name: 'My contract' });
    await expectText(itsContract, 'You have no daily salary contract.');
    const waiting = centre.getByRole('region', { name: 'Offer waiting for your answer' });
    await expectText(waiting, `Offered by ${boss} on`);
    expect(await tiersOf(waiting, 'Tiers of the offer')).toEqual([['Tier 1', '₫0.00', '0', '0.5%']]);
    await waiting.getByRole('button', { name: 'Accept', exact: true }).click();
    await expectText(itsContract.getByRole('status'), 'You accepted the contract. It is in force now.');
    await expectAbsent(waiting);
    await expectText(itsContract, `Offered by ${boss}, in force since`);
    expect(await tiersOf(itsContract, 'Tiers of my contract')).toEqual([['Tier 1', '₫0.00', '0', '0.5%']]);

    // The master sees it in force.
    await page.reload();
    await eventually(
      'the row to show the contract in force',
      async () => (await cellsOf(agentRow))[2],
      (state) => state === 'Active, up to 0.5%',
    );

    // The agent opens a player, who deposits and spins Lucky Reels three times.
    await openAgentPage(centre, 'Register centre');
    const player = newUsername('cply');
    await openDownline(centre, 'Player', player, 'Downl1ne9');
    const { page: playerPage } = await signedInVisitor(suite, player, 'Downl1ne9');
    await depositAndApprove(playerPage, suite.portal.ops);
    const { stakes, wins } = await playLuckyReels(playerPage, 3);

    // The operator settles the running day up to now (it has not ended yet); the scheduled pass
    // would settle the rest of it from there.
    await expectText(header(page), 'Balance ₫0.00');
    const until = new Date().toISOString();
    const settled = await suite.portal.ops('contract', 'settle', '--until', until);
    expect(settled.code, `${settled.stdout}\n${settled.stderr}`).toBe(0);
    expect(settled.stdout).toMatch(/contract window\(s\) settled, up to /);
    // Settling up to the same instant again finds nothing left: nothing is paid twice.
    const again = await suite.portal.ops('contract', 'settle', '--until', until);
    expect(again.code, `${again.stdout}\n${again.stderr}`).toBe(0);
    expect(again.stdout).toMatch(/\b0 contract window\(s\) settled/);

    // Salary = floor(valid bets × rate): the master's 1% less the agent's 0.5% is the master's pay.
    const share = Math.floor((stakes * 100) / 10_000);
    const agentShare = Math.floor((stakes * 50) / 10_000);
    const paid = share - agentShare;
    expect(agentShare).toBeGreaterThan(0);
    expect(paid).toBeGreaterThan(0);
    // The master's open page hears of the payment at once (it had no money before).
    await expectText(header(page), `Balance ${vnd(paid)}`);

    // My income of the master: one daily salary row with its share, its downline's and its pay.
    await page.goto('/?ac=agentMyIncome');
    await expectVisible(dialog.getByRole('link', { name: 'My income', exact: true }));
    const income = dialog.getByRole('table', { name: 'My income' });
    await expectVisible(income);
    const incomeRows = income.getByRole('row');
    await expect.poll(() => incomeRows.count()).toBe(2);
    expect((await cellsOf(incomeRows.nth(1))).slice(1)).toEqual([
      'Daily salary',
      vnd(stakes),
      vnd(stakes - wins),
      '1',
      '1%',
      vnd(share),
      vnd(agentShare),
      vnd(paid),
    ]);
    await expectText(dialog, '1 settled period, newest first');
    await expectText(
      dialog.getByRole('listitem').filter({ has: page.getByText('Total paid', { exact: true }) }),
      vnd(paid),
    );

    // The agent's: its 0.5%, nothing below it; the daily wage records under its contract show it too.
    await openAgentPage(centre, 'My income');
    const itsIncome = centre.getByRole('table', { name: 'My income' }).getByRole('row');
    await expect.poll(() => itsIncome.count()).toBe(2);
    expect((await cellsOf(itsIncome.nth(1))).slice(1)).toEqual([
      'Daily salary',
      vnd(stakes),
      vnd(stakes - wins),
      '1',
      '0.5%',
      vnd(agentShare),
      '₫0.00',
      vnd(agentShare),
    ]);
    await openAgentPage(centre, 'Daily wages');
    const records = centre.getByRole('table', { name: 'Daily wage records' }).getByRole('row');
    await expect.poll(() => records.count()).toBe(2);
    expect((await cellsOf(records.nth(1))).at(-1)).toBe(vnd(agentShare));

    // The master's account record names the payment, as a bonus.
    await page.goto('/?mc=transactionHistory');
    const member = memberCentre(page);
    await member.getByLabel('Type').selectOption({ label: 'Bonuses' });
    await expectText(member.getByRole('row').filter({ hasText: 'Daily salary' }), vnd(paid));

    const audit = await suite.portal.ops('audit');
    expect(audit.code, `${audit.stdout}\n${audit.stderr}`).toBe(0);
  }, 180_000);

  it('offers and accepts an hourly salary, and lists its settled hour by the clock', async () => {
    // A master agent with the house's hourly salary of 1%, and an agent under it.
    const { page, dialog, agent } = await masterWithAgent(
      suite,
      { boss: 'hboss', agent: 'hagt' },
      'hourSalary',
      '0:0:1',
    );

    // Hourly salary, next to the daily wages: its own contract, offered to the agent at 0.5%.
    await openAgentPage(dialog, 'Hourly salary');
    expect(new URL(page.url()).searchParams.get('ac')).toBe('agentHourlySalary');
    const mine = dialog.getByRole('region', { name: 'My contract' });
    await expectText(mine, 'An hourly salary pays a rate on your team’s valid bets of each hour.');
    expect(await tiersOf(mine, 'Tiers of my contract')).toEqual([['Tier 1', '₫0.00', '0', '1%']]);
    const agentRow = downlineRow(dialog, agent);
    await offerContract(dialog, agent, '0.5');
    await eventually(
      'the row to show the offer waiting',
      async () => (await cellsOf(agentRow))[2],
      (state) => state === 'Offer waiting, up to 0.5%',
    );

    // The agent accepts it on the agent site.
    const centre = await agentSignedIn(suite, agent, 'Downl1ne9');
    await openAgentPage(centre, 'Hourly salary');
    const itsContract = centre.getByRole('region', { name: 'My contract' });
    await expectText(itsContract, 'You have no hourly salary contract.');
    const waiting = centre.getByRole('region', { name: 'Offer waiting for your answer' });
    await waiting.getByRole('button', { name: 'Accept', exact: true }).click();
    await expectText(itsContract.getByRole('status'), 'You accepted the contract. It is in force now.');
    expect(await tiersOf(itsContract, 'Tiers of my contract')).toEqual([['Tier 1', '₫0.00', '0', '0.5%']]);

    // The operator settles the running hour up to now: the master's hourly records show the
    // window by the clock (a date and a time range within the hour), nothing played, nothing paid.
    const settled = await suite.portal.ops('contract', 'settle', '--until', new Date().toISOString());
    expect(settled.code, `${settled.stdout}\n${settled.stderr}`).toBe(0);
    expect(settled.stdout).toMatch(/contract window\(s\) settled, up to /);
    await page.reload();
    await expectIdleWindow(dialog, 'Hourly salary records');

    const audit = await suite.portal.ops('audit');
    expect(audit.code, `${audit.stdout}\n${audit.stderr}`).toBe(0);
  }, 120_000);

  it('offers and accepts a real-time salary by single bet, profit and loss rate, and lists its 5-minute window', async () => {
    // A master agent with the house's real-time salary: from a ₫100 bet, 1% when the player wins, 2% when it loses.
    const { page, dialog, agent } = await masterWithAgent(
      suite,
      { boss: 'rboss', agent: 'ragt' },
      'realtimeSalary',
      '10000:1:2',
    );

    // Real-time salary, after the hourly salary: its tiers by single bet, offered to the agent.
    await openAgentPage(dialog, 'Real-time salary');
    expect(new URL(page.url()).searchParams.get('ac')).toBe('agentRealtimeSalary');
    const mine = dialog.getByRole('region', { name: 'My contract' });
    await expectText(mine, 'A real-time salary pays on each settled bet of your team');
    await expectText(mine, 'Settled every 5 minutes, a minute after each window ends.');
    expect(await tiersOf(mine, 'Tiers of my contract')).toEqual([['Tier 1', '₫100.00', '1%', '2%']]);
    const agentRow = downlineRow(dialog, agent);
    await dialog.getByRole('button', { name: `Offer a contract to ${agent}` }).click();
    const form = dialog.getByRole('form', { name: `Contract offer to ${agent}` });
    await expectAbsent(form.getByLabel('Active members from'));
    await form.getByLabel('Single bet from').fill('100');
    await form.getByLabel('Profit rate (%)').fill('0.5');
    // Above the master's own loss rate: refused in the form, the field marked.
    await form.getByLabel('Loss rate (%)').fill('2.5');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await expectAttribute(form.getByLabel('Loss rate (%)'), 'aria-invalid', 'true');
    await expectText(form, 'Your own contract pays 2% at this single bet amount: this tier cannot pay more');
    await form.getByLabel('Loss rate (%)').fill('1');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await eventually(
      'the row to show the offer waiting',
      async () => (await cellsOf(agentRow))[2],
      (state) => state === 'Offer waiting, up to 1%',
    );

    // The agent accepts it on the agent site.
    const centre = await agentSignedIn(suite, agent, 'Downl1ne9');
    await openAgentPage(centre, 'Real-time salary');
    const itsContract = centre.getByRole('region', { name: 'My contract' });
    await expectText(itsContract, 'You have no real-time salary contract.');
    const waiting = centre.getByRole('region', { name: 'Offer waiting for your answer' });
    expect(await tiersOf(waiting, 'Tiers of the offer')).toEqual([['Tier 1', '₫100.00', '0.5%', '1%']]);
    await waiting.getByRole('button', { name: 'Accept', exact: true }).click();
    await expectText(itsContract.getByRole('status'), 'You accepted the contract. It is in force now.');
    expect(await tiersOf(itsContract, 'Tiers of my contract')).toEqual([['Tier 1', '₫100.00', '0.5%', '1%']]);

    // The operator settles the running 5 minutes up to now: the master's records show the window
    // by the clock (a date and a time range within 5 minutes), nothing played, nothing paid.
    const settled = await suite.portal.ops('contract', 'settle', '--until', new Date().toISOString());
    expect(settled.code, `${settled.stdout}\n${settled.stderr}`).toBe(0);
    await page.reload();
    await expectIdleWindow(dialog, 'Real-time salary records');

    // My income names the kind.
    await openAgentPage(dialog, 'My income');
    await expectVisible(dialog.getByRole('table', { name: 'My income' }));
    await expectText(dialog.getByRole('table', { name: 'My income' }), 'Real-time salary');

    const audit = await suite.portal.ops('audit');
    expect(audit.code, `${audit.stdout}\n${audit.stderr}`).toBe(0);
  }, 120_000);
});
