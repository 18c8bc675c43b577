import { describe, expect, it } from 'vitest';
import { newUsername, signedInVisitor } from './support/accounts.ts';
import {
  agentCentre,
  newMasterAgent,
  offerContract,
  setHouseContract,
  submitDownline,
} from './support/agent.ts';
import { seriousViolations } from './support/axe.ts';
import { expectVisible, settle } from './support/expect.ts';
import { forEachLook } from './support/looks.ts';
import { navigateInApp } from './support/navigate.ts';
import { usePortal } from './support/suite.ts';
import { depositAndApprove } from './support/wallet.ts';

const pages = [
  ['agentTeamOverview', 'Team overview'],
  ['agentRegisterCentre', 'Register centre'],
  ['agentDownlineManagement', 'Downline management'],
  ['agentTeamBetting', 'Team betting'],
  ['agentUserProfit', 'User profit and loss'],
  ['agentMyIncome', 'My income'],
  ['agentDividendRecord', 'Dividend record'],
  ['agentDailyWages', 'Daily wages'],
  ['agentHourlySalary', 'Hourly salary'],
  ['agentRealtimeSalary', 'Real-time salary'],
] as const;

/**
 * Every agent-centre page, with a team on it (a downline with a deposit, so the profit and loss
 * report has a row; a downline agent with a daily salary offer waiting, and a settled period, so
 * the contract pages and my income have rows) and the register centre's and the offer form's
 * field errors shown, at 1280 and 390 px in both themes: no serious or critical axe violations.
 */
describe('accessibility of the agent centre', () => {
  const suite = usePortal();

  it('has no serious or critical axe violations on any page, size or theme', async () => {
    const { page, username: agent } = await newMasterAgent(suite, 'axa');
    for (const kind of ['dailySalary', 'hourSalary']) await setHouseContract(suite, agent, kind, '0:0:1');
    // A real-time salary's tiers are SINGLEBET:PROFIT%:LOSS%.
    await setHouseContract(suite, agent, 'realtimeSalary', '0:1:1');
    const dialog = agentCentre(page);
    await page.goto('/?ac=agentRegisterCentre');
    const player = newUsername('axd');
    await submitDownline(dialog, 'Player', player, 'Downl1ne9');
    await expectVisible(dialog.getByRole('button', { name: 'Open another' }));
    // The downline's approved deposit puts a row in user profit and loss.
    const { page: downline } = await signedInVisitor(suite, player, 'Downl1ne9');
    await depositAndApprove(downline, suite.portal.ops);
    // A downline agent with a daily salary offer waiting (from the offer form) ...
    await page.goto('/?ac=agentRegisterCentre');
    const subAgent = newUsername('axs');
    await submitDownline(dialog, 'Agent', subAgent, 'Downl1ne9');
    await expectVisible(dialog.getByRole('button', { name: 'Open another' }));
    await page.goto('/?ac=agentDailyWages');
    await offerContract(dialog, subAgent, '0.5');
    await expectVisible(dialog.getByText(`Offer sent to ${subAgent}.`));
    // ... and a settled period (nothing played: a row of zeros) in my income.
    const settled = await suite.portal.ops('contract', 'settle', '--until', new Date().toISOString());
    expect(settled.code, `${settled.stdout}\n${settled.stderr}`).toBe(0);

    const problems: string[] = [];
    await forEachLook(page, async ({ at }) => {
      // One load per theme and width; the pages are then reached inside the app.
      await page.goto('/');
      await settle(page);
      for (const [name, heading] of pages) {
        await navigateInApp(page, `/?ac=${name}`);
        await expectVisible(dialog.getByRole('link', { name: heading, exact: true }));
        await expectVisible(dialog.locator('[aria-current="page"]', { hasText: heading }));
        if (name === 'agentRegisterCentre') {
          // The form with its errors showing: an empty submit marks every required field.
          await dialog.getByRole('button', { name: 'Open account' }).click();
          await expectVisible(dialog.locator('[aria-invalid="true"]').first());
        }
        if (name === 'agentUserProfit') await expectVisible(dialog.getByRole('table', { name: 'Members' }));
        if (name === 'agentMyIncome') await expectVisible(dialog.getByRole('table', { name: 'My income' }));
        if (name === 'agentDividendRecord')
          await expectVisible(dialog.getByRole('table', { name: 'Downline contracts' }));
        if (name === 'agentDailyWages') {
          await expectVisible(dialog.getByRole('table', { name: 'Daily wage records' }));
          // The offer form with its error showing: a rate above the agent's own.
          await dialog.getByRole('button', { name: `Change the offer to ${subAgent}` }).click();
          const form = dialog.getByRole('form', { name: `Contract offer to ${subAgent}` });
          await form.getByLabel('Rate (%)').fill('2');
          await form.getByRole('button', { name: 'Send offer' }).click();
          await expectVisible(form.locator('[aria-invalid="true"]').first());
        }
        if (name === 'agentHourlySalary')
          await expectVisible(dialog.getByRole('table', { name: 'Hourly salary records' }));
        if (name === 'agentRealtimeSalary')
          await expectVisible(dialog.getByRole('table', { name: 'Real-time salary records' }));
        if (name === 'agentTeamBetting')
          await expectVisible(dialog.getByText('No team bets in this period.'));
        await settle(page);
        const found = await seriousViolations(page, { include: '[data-modal="agentCentre"]' });
        if (found.length) problems.push(`${name}, ${at}:\n${found.join('\n')}`);
      }
    });
    expect(problems, problems.join('\n\n')).toEqual([]);
  }, 180_000);
});
