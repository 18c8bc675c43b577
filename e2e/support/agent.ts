import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { accountMenuButton, fillLogin, newMember, openVisitor, submitLogin, visitorIp } from './accounts.ts';
import { expectText, expectVisible } from './expect.ts';
import type { Suite } from './suite.ts';

/** The agent centre (spec 2 "Agent centre modal", spec 6), by roles and visible text. */

export const agentCentre = (page: Page) => page.getByRole('dialog', { name: 'Agent centre' });
/** The agent site's login card at /agent (spec 6). */
export const agentLogin = (page: Page) => page.getByRole('region', { name: 'Agent login' });

/** Opens the agent centre from the account menu of a signed-in agent. */
export async function openAgentCentre(page: Page): Promise<Locator> {
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Agent centre' }).click();
  const dialog = agentCentre(page);
  await expectVisible(dialog);
  return dialog;
}

/** Goes to a page of the agent centre by its menu link and waits until the menu marks it current. */
export async function openAgentPage(dialog: Locator, name: string): Promise<void> {
  await dialog.getByRole('link', { name }).click();
  await expectVisible(
    dialog.getByRole('link', { name, exact: true }).and(dialog.locator('[aria-current="page"]')),
  );
}

/** The cells of a table row as a person reads them, whitespace folded. */
export async function cellsOf(row: Locator): Promise<string[]> {
  const texts = await row.locator('th, td').allInnerTexts();
  return texts.map((text) => text.replace(/\s+/g, ' ').trim());
}

/** Fills the register centre's form for a downline `kind` and submits it; see `openDownline`. */
export async function submitDownline(
  dialog: Locator,
  kind: 'Player' | 'Agent',
  username: string,
  password: string,
): Promise<void> {
  await dialog.getByRole('radio', { name: kind, exact: true }).check();
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Open account' }).click();
}

/** Opens a downline account in the register centre, and waits for the status saying it is open. */
export async function openDownline(
  dialog: Locator,
  kind: 'Player' | 'Agent',
  username: string,
  password: string,
): Promise<void> {
  await submitDownline(dialog, kind, username, password);
  await expectText(
    dialog.getByRole('status'),
    `The account ${username} (${kind}) has been opened under yours.`,
  );
}

/** A new member (see `newMember`) that the operator then makes a master agent from the CLI. */
export async function newMasterAgent(suite: Suite, prefix: string): ReturnType<typeof newMember> {
  const member = await newMember(suite, prefix);
  const promoted = await suite.portal.ops('member', 'type', member.username, 'master-agent');
  expect(promoted.code, `${promoted.stdout}\n${promoted.stderr}`).toBe(0);
  return member;
}

/** The house's contract of `kind` (dailySalary, hourSalary, realtimeSalary) for `agent`, set from the CLI. */
export async function setHouseContract(
  suite: Suite,
  agent: string,
  kind: string,
  tiers: string,
): Promise<void> {
  const contract = await suite.portal.ops('contract', 'set', agent, kind, '--tiers', tiers);
  expect(contract.code, `${contract.stdout}\n${contract.stderr}`).toBe(0);
}

/**
 * A fresh visitor who logs in as the agent `username` at the agent site (/agent), with no
 * second factor asked; answers its agent centre, open.
 */
export async function agentSignedIn(suite: Suite, username: string, password: string): Promise<Locator> {
  const { page } = await openVisitor(suite, visitorIp());
  await page.goto('/agent');
  const login = agentLogin(page);
  await fillLogin(login, username, password);
  await submitLogin(login);
  const centre = agentCentre(page);
  await expectVisible(centre);
  return centre;
}

/**
 * Offers `agent` a contract of one tier, from no valid bets and no active members, at `rate`
 * ("0.5", in %) from the open contract page's form, and sends it; answers the form.
 */
export async function offerContract(dialog: Locator, agent: string, rate: string): Promise<Locator> {
  await dialog.getByRole('button', { name: `Offer a contract to ${agent}` }).click();
  const form = dialog.getByRole('form', { name: `Contract offer to ${agent}` });
  await form.getByLabel('Valid bets from').fill('0');
  await form.getByLabel('Active members from').fill('0');
  await form.getByLabel('Rate (%)').fill(rate);
  await form.getByRole('button', { name: 'Send offer' }).click();
  return form;
}
