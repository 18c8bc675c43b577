import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { header, registerDialog } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { desktop, phone } from './support/browser.ts';
import { eventually, expectAbsent, expectHidden, expectVisible } from './support/expect.ts';
import { usePortal } from './support/suite.ts';

const contents = (page: Page, name = 'On this page') => page.getByRole('navigation', { name, exact: true });
/** The contents' titles once drawn: the page's heading shows before the topics arrive. */
const topicTitles = (page: Page, name?: string) =>
  eventually(
    'the topics listed',
    async () => (await contents(page, name).getByRole('link').allTextContents()).map((text) => text.trim()),
    (titles) => titles.length > 0,
  );

/**
 * The help centre (spec 2 /help and /helpmc, spec 7 `helpCenter`): what the operator writes with
 * the CLI is what visitors read, in their language, with the links into it still landing.
 */
describe('help centre', () => {
  const suite = usePortal();

  it("shows the merchant's topics; a topic the operator adds appears in its place, in English until translated", async () => {
    const { page } = await suite.open(desktop);
    await page.goto('/help');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Help centre' }));
    expect(await topicTitles(page)).toEqual([
      'Terms and conditions',
      'About us',
      'Deposits',
      'Withdrawals',
      'Account security',
      'Responsible gaming',
      'Affiliate programme',
    ]);
    await expectVisible(page.getByText(/^By using Portal Demo you agree to these terms\./));

    const added = await suite.portal.ops(
      'help',
      'set',
      'lottery-rules',
      '--language',
      'en',
      '--title',
      'Lottery rules',
      '--text',
      'Betting closes before each draw.\nResults come from the official sheet.',
      '--position',
      '25',
    );
    expect(added.code, `${added.stdout}\n${added.stderr}`).toBe(0);

    // A fresh visit reads the new topic, and its address lands on it.
    const next = await suite.open(desktop);
    await next.page.goto('/help#lottery-rules');
    const topic = next.page.getByRole('region', { name: 'Lottery rules' });
    await expectVisible(topic);
    expect(await topicTitles(next.page)).toContain('Lottery rules');
    expect((await topicTitles(next.page)).indexOf('Lottery rules')).toBe(3);
    await eventually(
      'the topic in view',
      () => topic.evaluate((el) => el.getBoundingClientRect().top),
      (top) => top >= 0 && top < 900,
    );

    // In Vietnamese the demo topics are translated; the new one shows in English, marked so.
    await next.page
      .getByRole('navigation', { name: 'Side menu' })
      .getByRole('button', { name: 'Tiếng Việt' })
      .click();
    await expectVisible(next.page.getByRole('heading', { level: 1, name: 'Trung tâm trợ giúp' }));
    await expectVisible(next.page.getByRole('region', { name: 'Điều khoản và điều kiện' }));
    const untranslated = next.page.getByRole('region', { name: 'Lottery rules' });
    await expectVisible(untranslated);
    expect(await untranslated.getAttribute('lang')).toBe('en');

    const removed = await suite.portal.ops('help', 'remove', 'lottery-rules');
    expect(removed.code, `${removed.stdout}\n${removed.stderr}`).toBe(0);
    const after = await suite.open(desktop);
    await after.page.goto('/help');
    await expectVisible(after.page.getByRole('region', { name: 'Terms and conditions' }));
    await expectAbsent(after.page.getByRole('region', { name: 'Lottery rules' }));
  });

  it('has no serious accessibility violations at 375 px in the dark theme, nor on /helpmc', async () => {
    const { context, page } = await suite.open(phone);
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    for (const path of ['/help', '/helpmc']) {
      await page.goto(path);
      await expectVisible(page.getByRole('region', { name: 'Account security' }));
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
  it("the registration form's terms open in the help modal over it, and the form keeps what was typed", async () => {
    const { page } = await suite.open(phone);
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Register', exact: true }).click();
    const form = registerDialog(page);
    await form.getByLabel('Username', { exact: true }).fill('termsreader1');
    await form.getByRole('link', { name: 'terms and conditions' }).click();

    const help = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expectVisible(help);
    // The other topics are a click away, in place.
    await help
      .getByRole('navigation', { name: 'Other topics' })
      .getByRole('link', { name: 'Deposits' })
      .click();
    const deposits = page.getByRole('dialog', { name: 'Deposits' });
    await expectVisible(deposits);
    expect(await seriousViolations(page)).toEqual([]);
    await deposits.getByRole('button', { name: 'Close' }).click();
    await expectHidden(deposits);

    await expectVisible(form);
    expect(await form.getByLabel('Username', { exact: true }).inputValue()).toBe('termsreader1');
    // Reading the terms neither ticked nor unticked the box beside the link.
    expect(
      await form.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).isChecked(),
    ).toBe(false);
  });
});
