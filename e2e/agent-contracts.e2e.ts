import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectSignedIn,
  fillLogin,
  header,
  newUsername,
  openLogin,
  openVisitor,
  registerByUsername,
  submitLogin,
  visitorIp,
} from './support/accounts.ts';
import { eventually, expectAbsent, expectAttribute, expectText, expectVisible } from './support/expect.ts';
import { openLuckyReels, spinReady } from './support/slot.ts';
import { usePortal } from './support/suite.ts';
import { depositAndApprove, memberCentre } from './support/wallet.ts';

const agentCentre = (page: Page) => page.getByRole('dialog', { name: 'Agent centre' });
/** The agent site's login card at /agent (spec 6). */
const agentLogin = (page: Page) => page.getByRole('region', { name: 'Agent login' });

async function openAgentPage(dialog: Locator, name: string): Promise<void> {
  await dialog.getByRole('link', { name }).click();
  await expectVisible(
    dialog.getByRole('link', { name, exact: true }).and(dialog.locator('[aria-current="page"]')),
  );
}

/** "₫1,234.50" -> 123450 (minor units), or null when no amount is shown. */
function minorUnits(text: string): number | null {
  const match = /(\d[\d,]*)\.(\d{2})/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return Number(match[1].replace(/,/g, '')) * 100 + Number(match[2]);
}

/** Minor units as the portal writes them in VND: "₫1,234.50", "-₫1,234.50". */
const vnd = (minor: number) =>
  `${minor < 0 ? '-' : ''}₫${(Math.abs(minor) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The cells of a table row as a person reads them, whitespace folded. */
async function cellsOf(row: Locator): Promise<string[]> {
  const texts = await row.locator('th, td').allInnerTexts();
  return texts.map((text) => text.replace(/\s+/g, ' ').trim());
}

async function openDownline(dialog: Locator, kind: 'Player' | 'Agent', username: string, password: string) {
  await dialog.getByRole('radio', { name: kind, exact: true }).check();
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Open account' }).click();
  await expectText(
    dialog.getByRole('status'),
    `The account ${username} (${kind}) has been opened under yours.`,
  );
}

/** A contract's tiers table (its caption names it): the cells of each tier. */
async function tiersOf(dialog: Locator, name: string): Promise<string[][]> {
  const rows = dialog.getByRole('table', { name, exact: true }).getByRole('row');
  await expect.poll(() => rows.count()).toBeGreaterThan(1);
  const cells: string[][] = [];
  for (let i = 1; i < (await rows.count()); i++) cells.push(await cellsOf(rows.nth(i)));
  return cells;
}

/**
 * Spins Lucky Reels `count` times at its default stake, each to its end (the fairness nonce
 * moves on once per spin); answers the stakes and the wins.
 */
async function playLuckyReels(page: Page, count: number): Promise<{ stakes: number; wins: number }> {
  const { game, spin } = await openLuckyReels(page);
  const nonce = async () => Number(await game.locator('#fair-nonce').textContent());
  let stakes = 0;
  let wins = 0;
  for (let round = 0; round < count; round++) {
    await spinReady(spin);
    const before = await nonce();
    expect(Number.isInteger(before)).toBe(true);
    const stake = Number(await game.locator('#bet').inputValue());
    expect(stake).toBeGreaterThan(0);
    await spin.click();
    const win = await eventually(
      `spin ${round + 1} to finish with its win shown`,
      async () =>
        (await nonce()) === before + 1 && (await spin.isEnabled())
          ? minorUnits((await game.locator('#last-win').textContent()) ?? '')
          : null,
      (shown) => shown !== null,
      20_000,
    );
    stakes += stake;
    wins += win as number;
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
    // The master agent, with the house's daily salary of 1% from the first bet.
    const { page } = await openVisitor(suite, visitorIp());
    await page.goto('/');
    const boss = newUsername('cboss');
    await registerByUsername(page, { username: boss, password: 'Passw0rd1' });
    const promoted = await suite.portal.ops('member', 'type', boss, 'master-agent');
    expect(promoted.code, `${promoted.stdout}\n${promoted.stderr}`).toBe(0);
    const contract = await suite.portal.ops('contract', 'set', boss, 'dailySalary', '--tiers', '0:0:1');
    expect(contract.code, `${contract.stdout}\n${contract.stderr}`).toBe(0);

    // It opens an agent under itself in the register centre.
    await page.goto('/?ac=agentRegisterCentre');
    const dialog = agentCentre(page);
    const agent = newUsername('cagt');
    await openDownline(dialog, 'Agent', agent, 'Downl1ne9');

    // Daily wages: its own contract from the operator, and the new agent without one.
    await openAgentPage(dialog, 'Daily wages');
    expect(new URL(page.url()).searchParams.get('ac')).toBe('agentDailyWages');
    const mine = dialog.getByRole('region', { name: 'My contract' });
    await expectText(mine, 'Offered by the operator, in force since');
    expect(await tiersOf(mine, 'Tiers of my contract')).toEqual([['Tier 1', '₫0.00', '0', '1%']]);
    const downlines = dialog.getByRole('table', { name: 'Downline contracts' });
    const agentRow = downlines.getByRole('row').filter({ hasText: agent });
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
    const { page: agentPage } = await openVisitor(suite, visitorIp());
    await agentPage.goto('/agent');
    const login = agentLogin(agentPage);
    await fillLogin(login, agent, 'Downl1ne9');
    await submitLogin(login);
    const centre = agentCentre(agentPage);
    await expectVisible(centre);
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
    const { page: playerPage } = await openVisitor(suite, visitorIp());
    await playerPage.goto('/');
    const playerLogin = await openLogin(playerPage);
    await fillLogin(playerLogin, player, 'Downl1ne9');
    await submitLogin(playerLogin);
    await expectSignedIn(playerPage, player);
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
    const { page } = await openVisitor(suite, visitorIp());
    await page.goto('/');
    const boss = newUsername('hboss');
    await registerByUsername(page, { username: boss, password: 'Passw0rd1' });
    const promoted = await suite.portal.ops('member', 'type', boss, 'master-agent');
    expect(promoted.code, `${promoted.stdout}\n${promoted.stderr}`).toBe(0);
    const contract = await suite.portal.ops('contract', 'set', boss, 'hourSalary', '--tiers', '0:0:1');
    expect(contract.code, `${contract.stdout}\n${contract.stderr}`).toBe(0);
    await page.goto('/?ac=agentRegisterCentre');
    const dialog = agentCentre(page);
    const agent = newUsername('hagt');
    await openDownline(dialog, 'Agent', agent, 'Downl1ne9');

    // Hourly salary, next to the daily wages: its own contract, offered to the agent at 0.5%.
    await openAgentPage(dialog, 'Hourly salary');
    expect(new URL(page.url()).searchParams.get('ac')).toBe('agentHourlySalary');
    const mine = dialog.getByRole('region', { name: 'My contract' });
    await expectText(mine, 'An hourly salary pays a rate on your team’s valid bets of each hour.');
    expect(await tiersOf(mine, 'Tiers of my contract')).toEqual([['Tier 1', '₫0.00', '0', '1%']]);
    const agentRow = dialog
      .getByRole('table', { name: 'Downline contracts' })
      .getByRole('row')
      .filter({ hasText: agent });
    await dialog.getByRole('button', { name: `Offer a contract to ${agent}` }).click();
    const form = dialog.getByRole('form', { name: `Contract offer to ${agent}` });
    await form.getByLabel('Valid bets from').fill('0');
    await form.getByLabel('Active members from').fill('0');
    await form.getByLabel('Rate (%)').fill('0.5');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await eventually(
      'the row to show the offer waiting',
      async () => (await cellsOf(agentRow))[2],
      (state) => state === 'Offer waiting, up to 0.5%',
    );

    // The agent accepts it on the agent site.
    const { page: agentPage } = await openVisitor(suite, visitorIp());
    await agentPage.goto('/agent');
    const login = agentLogin(agentPage);
    await fillLogin(login, agent, 'Downl1ne9');
    await submitLogin(login);
    const centre = agentCentre(agentPage);
    await expectVisible(centre);
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
    const table = dialog.getByRole('table', { name: 'Hourly salary records' });
    await expectVisible(table);
    const records = table.getByRole('row');
    await expect.poll(() => records.count()).toBeGreaterThanOrEqual(2);
    const [period, ...figures] = await cellsOf(records.nth(1));
    // (with seconds when the window is shorter than a minute: the other test settled just before).
    expect(period).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}(:\d{2})?( [AP]M)? – \d{1,2}:\d{2}(:\d{2})? [AP]M$/,
    );
    expect(figures.at(-1)).toBe('₫0.00');

    const audit = await suite.portal.ops('audit');
    expect(audit.code, `${audit.stdout}\n${audit.stderr}`).toBe(0);
  }, 120_000);

  it('offers and accepts a real-time salary by single bet, profit and loss rate, and lists its 5-minute window', async () => {
    // A master agent with the house's real-time salary: from a ₫100 bet, 1% when the player wins, 2% when it loses.
    const { page } = await openVisitor(suite, visitorIp());
    await page.goto('/');
    const boss = newUsername('rboss');
    await registerByUsername(page, { username: boss, password: 'Passw0rd1' });
    const promoted = await suite.portal.ops('member', 'type', boss, 'master-agent');
    expect(promoted.code, `${promoted.stdout}\n${promoted.stderr}`).toBe(0);
    const contract = await suite.portal.ops(
      'contract',
      'set',
      boss,
      'realtimeSalary',
      '--tiers',
      '10000:1:2',
    );
    expect(contract.code, `${contract.stdout}\n${contract.stderr}`).toBe(0);
    await page.goto('/?ac=agentRegisterCentre');
    const dialog = agentCentre(page);
    const agent = newUsername('ragt');
    await openDownline(dialog, 'Agent', agent, 'Downl1ne9');

    // Real-time salary, after the hourly salary: its tiers by single bet, offered to the agent.
    await openAgentPage(dialog, 'Real-time salary');
    expect(new URL(page.url()).searchParams.get('ac')).toBe('agentRealtimeSalary');
    const mine = dialog.getByRole('region', { name: 'My contract' });
    await expectText(mine, 'A real-time salary pays on each settled bet of your team');
    await expectText(mine, 'Settled every 5 minutes, a minute after each window ends.');
    expect(await tiersOf(mine, 'Tiers of my contract')).toEqual([['Tier 1', '₫100.00', '1%', '2%']]);
    const agentRow = dialog
      .getByRole('table', { name: 'Downline contracts' })
      .getByRole('row')
      .filter({ hasText: agent });
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
    const { page: agentPage } = await openVisitor(suite, visitorIp());
    await agentPage.goto('/agent');
    const login = agentLogin(agentPage);
    await fillLogin(login, agent, 'Downl1ne9');
    await submitLogin(login);
    const centre = agentCentre(agentPage);
    await expectVisible(centre);
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
    const table = dialog.getByRole('table', { name: 'Real-time salary records' });
    await expectVisible(table);
    const records = table.getByRole('row');
    await expect.poll(() => records.count()).toBeGreaterThanOrEqual(2);
    const [period, ...figures] = await cellsOf(records.nth(1));
    expect(period).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}(:\d{2})?( [AP]M)? – \d{1,2}:\d{2}(:\d{2})? [AP]M$/,
    );
    expect(figures.at(-1)).toBe('₫0.00');

    // My income names the kind.
    await openAgentPage(dialog, 'My income');
    await expectVisible(dialog.getByRole('table', { name: 'My income' }));
    await expectText(dialog.getByRole('table', { name: 'My income' }), 'Real-time salary');

    const audit = await suite.portal.ops('audit');
    expect(audit.code, `${audit.stdout}\n${audit.stderr}`).toBe(0);
  }, 120_000);
});
