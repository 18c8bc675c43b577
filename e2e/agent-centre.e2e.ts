import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accountMenuButton,
  expectSignedIn,
  fillLogin,
  header,
  logInFromHome,
  loginDialog,
  newMember,
  newUsername,
  openVisitor,
  signedInVisitor,
  signOut,
  submitLogin,
  visitorIp,
} from './support/accounts.ts';
import {
  agentCentre,
  agentLogin,
  cellsOf,
  newMasterAgent,
  openAgentCentre,
  openAgentPage,
  openDownline,
  submitDownline,
} from './support/agent.ts';
import { eventually, expectAbsent, expectHidden, expectText, expectVisible } from './support/expect.ts';
import { minorUnits, vnd } from './support/money.ts';
import { openLuckyReels, spinReady } from './support/slot.ts';
import { usePortal } from './support/suite.ts';
import { depositAndApprove } from './support/wallet.ts';

/** The figure a tile of the team overview shows under its label. */
async function expectFigure(dialog: Locator, label: string, value: string): Promise<void> {
  const tile = dialog.getByRole('listitem').filter({ has: dialog.page().getByText(label, { exact: true }) });
  await expect.poll(() => tile.locator('span').nth(1).textContent(), { timeout: 10_000 }).toBe(value);
}

/**
 * The agent centre (spec 2 "Agent centre modal", spec 6): an account the operator makes a
 * master agent finds the centre in its avatar menu, opens a player and an agent under itself
 * in the register centre, finds them in its downline list, and sees the team's figures follow
 * its downline's approved deposit. The new player logs in with what the agent gave it.
 */
describe('agent centre', () => {
  const suite = usePortal();

  it('opens downlines, lists them and counts the team and its money', async () => {
    const { page, username: boss } = await newMember(suite, 'boss');

    // A player has no agent centre.
    await accountMenuButton(page).click();
    await expectVisible(page.getByRole('menuitem', { name: /Sign out/ }));
    await expectAbsent(page.getByRole('menuitem', { name: 'Agent centre' }));
    await page.keyboard.press('Escape');

    const promoted = await suite.portal.ops('member', 'type', boss, 'master-agent');
    expect(promoted.code, `${promoted.stdout}\n${promoted.stderr}`).toBe(0);
    await page.reload();
    await expectSignedIn(page, boss);
    const dialog = await openAgentCentre(page);
    expect(new URL(page.url()).searchParams.get('ac')).toBe('agentTeamOverview');
    await expectText(dialog, 'You have no team yet');

    // Register centre: a player, then an agent (a master agent may open both).
    await dialog.getByRole('button', { name: 'Open an account' }).click();
    await expectVisible(dialog.getByRole('heading', { name: 'Open a downline account' }));
    const player = newUsername('dlp');
    await openDownline(dialog, 'Player', player, 'Downl1ne9');
    await dialog.getByRole('button', { name: 'Open another' }).click();
    const agent = newUsername('dla');
    await openDownline(dialog, 'Agent', agent, 'Downl1ne9');

    // A taken name is refused on its field, and nothing is opened.
    await dialog.getByRole('button', { name: 'Open another' }).click();
    await submitDownline(dialog, 'Player', player, 'Downl1ne9');
    await expectVisible(
      dialog.getByLabel('Username', { exact: true }).and(page.locator('[aria-invalid="true"]')),
    );

    // Downline management: both, newest first; the search narrows to one.
    await openAgentPage(dialog, 'Downline management');
    const rows = dialog.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBe(3); // the header row and two downlines
    await expectText(rows.nth(1), agent);
    await expectText(rows.nth(1), 'Agent');
    await expectText(rows.nth(2), player);
    await expectText(rows.nth(2), 'Never');
    await dialog.getByLabel('Search by account').fill(player.slice(-6).toUpperCase());
    await expect.poll(() => rows.count()).toBe(2);
    await expectText(rows.nth(1), player);

    // The new player logs in with the agent's password and gets its first deposit approved.
    const { page: downline } = await signedInVisitor(suite, player, 'Downl1ne9');
    await depositAndApprove(downline, suite.portal.ops);

    // The team overview counts both accounts and the deposit, today and this month.
    await openAgentPage(dialog, 'Team overview');
    await dialog.getByRole('button', { name: 'This month' }).click();
    await expectFigure(dialog, 'Direct members', '2');
    await expectFigure(dialog, 'Team members', '2');
    await expectFigure(dialog, 'New members', '2');
    await expectFigure(dialog, 'Deposits', '₫1,000,000.00');
    await expectFigure(dialog, 'Team balance', '₫1,000,000.00');
    await dialog.getByRole('button', { name: 'Yesterday' }).click();
    await expectFigure(dialog, 'Deposits', '₫0.00');

    // The list now shows the player's login.
    await openAgentPage(dialog, 'Downline management');
    await dialog.getByLabel('Search by account').fill(player);
    await expect.poll(() => rows.count()).toBe(2);
    await expectAbsent(rows.nth(1).getByText('Never'));

    const audit = await suite.portal.ops('audit');
    expect(audit.code, `${audit.stdout}\n${audit.stderr}`).toBe(0);
  }, 150_000);

  it('shows the team’s bets and each member’s profit and loss, from a real deposit and a real spin', async () => {
    const { page } = await newMasterAgent(suite, 'rboss');
    await page.goto('/?ac=agentRegisterCentre');
    const dialog = agentCentre(page);
    const player = newUsername('rpl');
    await openDownline(dialog, 'Player', player, 'Downl1ne9');

    // Nothing played yet: both reports say so plainly.
    await openAgentPage(dialog, 'Team betting');
    await expectText(dialog, 'No team bets in this period.');
    await openAgentPage(dialog, 'User profit and loss');
    await expectText(dialog, 'No team member deposited, withdrew or bet in this period.');

    // The player logs in, gets a deposit approved and spins Lucky Reels once.
    const { page: downline } = await signedInVisitor(suite, player, 'Downl1ne9');
    await depositAndApprove(downline, suite.portal.ops);
    const { game, spin } = await openLuckyReels(downline);
    await spinReady(spin);
    const stake = Number(await game.locator('#bet').inputValue());
    expect(stake).toBeGreaterThan(0);
    await spin.click();
    const payout = await eventually(
      'the spin to finish with its win shown',
      async () =>
        (await spin.isEnabled()) ? minorUnits((await game.locator('#last-win').textContent()) ?? '') : null,
      (win) => win !== null,
      20_000,
    );
    const result = (payout as number) - stake;
    const signed = `${result > 0 ? '+' : ''}${result < 0 ? '-' : ''}${vnd(Math.abs(result))}`;

    // User profit and loss: the player's deposit and its one bet, and the team's totals.
    await openAgentPage(dialog, 'Team overview');
    await openAgentPage(dialog, 'User profit and loss');
    const members = dialog.getByRole('table', { name: 'Members' });
    await expectVisible(members);
    const memberRows = members.getByRole('row');
    await expect.poll(() => memberRows.count()).toBe(2);
    expect(await cellsOf(memberRows.nth(1))).toEqual([
      `${player} Player`,
      '₫1,000,000.00',
      '₫0.00',
      '1',
      vnd(stake),
      vnd(payout as number),
      signed,
    ]);
    await expectFigure(dialog, 'Deposits', '₫1,000,000.00');
    await expectFigure(dialog, 'Profit or loss', signed);

    // Team betting: the round with its stake and payout; the status filter narrows it away.
    await openAgentPage(dialog, 'Team betting');
    const bets = dialog.getByRole('table', { name: 'Team bets' });
    await expectVisible(bets);
    const betRows = bets.getByRole('row');
    await expect.poll(() => betRows.count()).toBe(2);
    const cells = await cellsOf(betRows.nth(1));
    expect(cells[0]).toBe(player);
    expect(cells[2]).toMatch(/^Lucky Reels/);
    expect(cells.slice(4)).toEqual([vnd(stake), vnd(payout as number), 'Settled']);
    await expectFigure(dialog, 'Bets', '1');
    await expectFigure(dialog, 'Stake', vnd(stake));
    await dialog.getByLabel('Status').selectOption({ label: 'Cancelled' });
    await expectText(dialog, 'No team bets in this period.');
    await expectFigure(dialog, 'Bets', '0');
    await dialog.getByLabel('Status').selectOption({ label: 'All' });
    await expect.poll(() => betRows.count()).toBe(2);

    // A name outside the team finds nothing; the downline's own link opens the report on it.
    await dialog.getByRole('searchbox', { name: 'Account' }).fill('demoplayer');
    await dialog.getByRole('button', { name: 'Show', exact: true }).click();
    await expectText(dialog, 'No bets of “demoplayer” in this period.');
    await openAgentPage(dialog, 'Downline management');
    await dialog.getByRole('link', { name: `Bets of ${player}` }).click();
    await expectVisible(dialog.getByRole('heading', { name: 'Team betting', level: 3 }));
    expect(new URL(page.url()).searchParams.get('account')).toBe(player);
    await expect.poll(() => betRows.count()).toBe(2);
    expect(await dialog.getByRole('searchbox', { name: 'Account' }).inputValue()).toBe(player);

    // Downline transaction details, from the same row: the deposit and the round's money.
    await openAgentPage(dialog, 'Downline management');
    await dialog.getByRole('link', { name: `Transactions of ${player}` }).click();
    await expectVisible(dialog.getByRole('heading', { name: 'Downline transaction details', level: 3 }));
    expect(new URL(page.url()).searchParams.get('ac')).toBe('agentTransactionDetails');
    const movements = dialog.getByRole('table', { name: 'Downline transactions' });
    await expectVisible(movements);
    const movementRows = movements.getByRole('row');
    const deposit = movementRows.filter({ hasText: 'Deposit' });
    await expect.poll(() => deposit.count()).toBe(1);
    const depositCells = await cellsOf(deposit);
    expect(depositCells[0]).toBe(player);
    expect(depositCells.join(' ')).toContain('₫1,000,000.00');
    const bet = movementRows.filter({ has: page.getByRole('cell', { name: 'Bet', exact: true }) });
    await expect.poll(() => bet.count()).toBe(1);
    expect((await cellsOf(bet)).join(' ')).toContain(vnd(stake));
    // The category filter narrows to the deposit alone.
    await dialog.getByLabel('Category').selectOption({ label: 'Deposits' });
    await expect.poll(() => movementRows.count()).toBe(2);

    const audit = await suite.portal.ops('audit');
    expect(audit.code, `${audit.stdout}\n${audit.stderr}`).toBe(0);
  }, 150_000);

  it('lets agents in at the agent site (/agent) and keeps players and pure agents on their own sites', async () => {
    // The seeded master agent logs in at /agent from a new address: the second factor first.
    const { page } = await openVisitor(suite, visitorIp());
    await page.goto('/agent');
    const login = agentLogin(page);
    await expectVisible(login);
    await expectAbsent(page.getByRole('tab'));
    await expectAbsent(header(page).getByRole('button', { name: 'Register', exact: true }));
    await expectAbsent(header(page).getByRole('button', { name: 'Free demo', exact: true }));
    await fillLogin(login, 'demomaster', 'Master12345');
    await submitLogin(login);
    await expectVisible(login.getByRole('heading', { name: "Verify it's you" }));
    await login.getByRole('radio', { name: 'Your full name (as registered)' }).check();
    await login.getByLabel('Full name as given at registration', { exact: true }).fill('Demo Master');
    await login.getByRole('button', { name: 'Verify', exact: true }).click();
    const dialog = agentCentre(page);
    await expectVisible(dialog);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).searchParams.get('ac')).toBe('agentTeamOverview');

    // It opens an agent (type 2) under itself, then signs out.
    await openAgentPage(dialog, 'Register centre');
    const agent = newUsername('pure');
    await openDownline(dialog, 'Agent', agent, 'Downl1ne9');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectHidden(dialog);
    await expectSignedIn(page, 'demomaster');
    await signOut(page);

    // The pure agent cannot log in on the member site; the refusal offers the agent login.
    const { page: visitor } = await openVisitor(suite, visitorIp());
    const memberLogin = await logInFromHome(visitor, agent, 'Downl1ne9');
    await expectText(memberLogin.getByRole('alert'), 'Non-member account unable to login');
    await memberLogin.getByRole('link', { name: 'Agent login' }).click();
    await expectHidden(memberLogin);
    expect(new URL(visitor.url()).pathname).toBe('/agent');
    const itsLogin = agentLogin(visitor);
    await expectVisible(itsLogin);
    expect(await itsLogin.getByLabel('Username', { exact: true }).inputValue()).toBe(agent);
    await itsLogin.getByLabel('Password', { exact: true }).fill('Downl1ne9');
    await submitLogin(itsLogin);

    // Its agent centre: no team yet; it may open players and sub-agents.
    const centre = agentCentre(visitor);
    await expectVisible(centre);
    await expectText(centre, 'You have no team yet');
    await openAgentPage(centre, 'Register centre');
    const kinds = centre.getByRole('group', { name: 'Account type' });
    await expectVisible(kinds);
    await expectVisible(kinds.getByRole('radio', { name: 'Player', exact: true }));
    await expectVisible(kinds.getByRole('radio', { name: 'Sub-agent', exact: true }));
    expect(await kinds.getByRole('radio').count()).toBe(2);
    const player = newUsername('plr');
    await openDownline(centre, 'Player', player, 'Downl1ne9');
    await centre.getByRole('button', { name: 'Close' }).click();
    await expectHidden(centre);
    await expectSignedIn(visitor, agent);

    // A player is refused at the agent login...
    const { page: playerPage } = await openVisitor(suite, visitorIp());
    await playerPage.goto('/agent');
    const refused = agentLogin(playerPage);
    await fillLogin(refused, player, 'Downl1ne9');
    await submitLogin(refused);
    await expectText(refused.getByRole('alert'), 'Non-agents cannot log in');
    // ...and, signed in on the member site, finds /agent is not for it.
    await refused.getByRole('link', { name: 'Player login' }).click();
    const popup = loginDialog(playerPage);
    await expectVisible(popup);
    await fillLogin(popup, player, 'Downl1ne9');
    await submitLogin(popup);
    await expectHidden(popup);
    await expectSignedIn(playerPage, player);
    await playerPage.goto('/agent');
    const notForYou = playerPage.getByRole('region', { name: 'Agent site' });
    await expectText(notForYou, `You are signed in as ${player}, which is not an agent account.`);
    await expectAbsent(notForYou.getByLabel('Password', { exact: true }));
    await notForYou.getByRole('link', { name: 'Go to the member site' }).click();
    await expect.poll(() => new URL(playerPage.url()).pathname).toBe('/');
    await expectSignedIn(playerPage, player);

    const audit = await suite.portal.ops('audit');
    expect(audit.code, `${audit.stdout}\n${audit.stderr}`).toBe(0);
  }, 150_000);
});
