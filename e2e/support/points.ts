import type { Locator, Page } from 'playwright-core';
import { header } from './accounts.ts';
import { eventually, expectAttribute, expectHidden, expectText, expectVisible } from './expect.ts';
import { content } from './landmarks.ts';
import type { OpsResult } from './portal.ts';

/** The points mall (/pointMall), by roles and visible text. */

/** The member's summary: current points, points in process, the earn rule and the ratio. */
export const pointsSummary = (page: Page) => content(page).getByRole('region', { name: 'Your points' });
export const mallTab = (page: Page, name: string) => content(page).getByRole('tab', { name, exact: true });
export const mallPanel = (page: Page) => content(page).getByRole('tabpanel');
export const redeemDialog = (page: Page, reward: string) =>
  page.getByRole('dialog', { name: `Redeem ${reward}`, exact: true });

/** Shows one of the mall's tabs (Rewards, Redeem history, Points details, Convert) and answers its panel. */
export async function openMallTab(page: Page, name: string): Promise<Locator> {
  await mallTab(page, name).click();
  await expectAttribute(mallTab(page, name), 'aria-selected', 'true');
  return mallPanel(page);
}

/** One figure of the summary ("Current points", "In process") reads `value` ("1,000"). */
export async function expectPoints(page: Page, term: string, value: string): Promise<void> {
  const figure = pointsSummary(page)
    .locator('dl > div')
    .filter({ has: page.getByText(term, { exact: true }) });
  await eventually(
    `${term} to read ${value}`,
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a person reads
    () => figure.locator('dd').first().innerText(),
    (text) => text.trim() === value,
  );
}

/** Opens the redeem dialog of `reward` from the Rewards tab. */
export async function openRedeem(page: Page, reward: string): Promise<Locator> {
  const panel = await openMallTab(page, 'Rewards');
  await panel
    .getByRole('article', { name: reward, exact: true })
    .getByRole('button', { name: 'Redeem', exact: true })
    .click();
  const dialog = redeemDialog(page, reward);
  await expectVisible(dialog);
  return dialog;
}

/** Redeems one `reward` with the payment password: the dialog closes and the page says it is in process. */
export async function redeemOne(page: Page, reward: string, paymentPassword: string): Promise<void> {
  const dialog = await openRedeem(page, reward);
  await dialog.getByLabel('Payment password', { exact: true }).fill(paymentPassword);
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expectHidden(dialog);
  await expectText(mallPanel(page).getByRole('status'), `Request sent: in process. 1 × ${reward}`);
}

/**
 * The ids of `account`'s redeem requests in process, oldest first, as the operator reads them
 * from `points redeem list` ("ok: ID  WHEN  ACCOUNT  1 x REWARD  POINTS points", a line each).
 */
export async function redeemsInProcess(
  ops: (...args: string[]) => Promise<OpsResult>,
  account: string,
): Promise<string[]> {
  const listed = await ops('points', 'redeem', 'list');
  if (listed.code !== 0) throw new Error(`points redeem list exited ${listed.code}: ${listed.stderr}`);
  return listed.stdout
    .split('\n')
    .map((line) => line.replace(/^ok: /, '').trim().split(/\s+/))
    .filter((words) => words.includes(account))
    .map((words) => words[0] ?? '');
}

/** The header's balance ("Balance ₫1,234.50") in minor units, once it shows an amount. */
export async function headerBalance(page: Page): Promise<number> {
  const text = await eventually(
    'the header to show a balance',
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a person reads
    () => header(page).innerText(),
    (shown) => /Balance\s*₫[\d,]+\.\d{2}/.test(shown),
  );
  const match = /Balance\s*₫([\d,]+)\.(\d{2})/.exec(text);
  return Number(match?.[1]?.replace(/,/g, '')) * 100 + Number(match?.[2]);
}
