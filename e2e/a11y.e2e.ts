import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { type ContextOptions, desktop, phone } from './support/browser.ts';
import { expectAttribute, expectVisible, settle } from './support/expect.ts';
import { content } from './support/landmarks.ts';
import { usePortal } from './support/suite.ts';

const cases: Array<{ name: string; options: ContextOptions; theme: 'light' | 'dark' }> = [
  { name: 'home, light, 1440 px', options: desktop, theme: 'light' },
  { name: 'home, dark, 1440 px', options: desktop, theme: 'dark' },
  { name: 'home, light, 375 px', options: phone, theme: 'light' },
  { name: 'home, dark, 375 px', options: phone, theme: 'dark' },
];

describe('accessibility: no serious or critical axe violations (issue 2)', () => {
  const suite = usePortal();

  it.each(cases)('$name', async ({ options, theme }) => {
    const { context, page } = await suite.open(options);
    if (theme === 'dark') await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/');
    await expectVisible(content(page));
    await expectAttribute(page.locator('html'), 'data-theme', theme);
    await settle(page);
    const violations = await seriousViolations(page);
    expect(violations, violations.join('\n')).toEqual([]);
  });

  it('home with the first-visit disclaimer open', async () => {
    const { page } = await suite.open({ ...desktop, acceptDisclaimer: false });
    await page.goto('/');
    await expectVisible(page.getByRole('dialog', { name: 'Notice' }));
    await settle(page);
    const violations = await seriousViolations(page);
    expect(violations, violations.join('\n')).toEqual([]);
  });

  // The dialogs any visitor can open from the side menu (announcements and feedback), and a
  // popup notice, in both themes at both widths.
  it.each(cases)('announcement list and feedback form: $name', async ({ options, theme }) => {
    const { context, page } = await suite.open(options);
    if (theme === 'dark') await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    for (const [address, name] of [
      ['/?an=all', 'Announcements'],
      ['/?fb=1', 'Feedback'],
    ] as const) {
      await page.goto(address);
      const dialog = page.getByRole('dialog', { name });
      await expectVisible(dialog);
      if (name === 'Announcements') await dialog.getByRole('listitem').getByRole('button').first().click();
      if (name === 'Feedback') await dialog.getByRole('button', { name: 'Send feedback' }).click();
      await settle(page);
      const violations = await seriousViolations(page);
      expect(violations, `${address}\n${violations.join('\n')}`).toEqual([]);
    }
  });

  it('a popup notice', async () => {
    const published = await suite.portal.ops(
      'announcement',
      'add',
      '--type',
      'PU',
      '--title',
      'Popup check',
      '--text',
      'Read me.',
    );
    expect(published.code, published.stderr).toBe(0);
    for (const theme of ['light', 'dark'] as const) {
      const { context, page } = await suite.open(phone);
      if (theme === 'dark') await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await page.goto('/');
      await expectVisible(page.getByRole('dialog', { name: 'Popup check' }));
      await settle(page);
      const violations = await seriousViolations(page);
      expect(violations, `${theme}\n${violations.join('\n')}`).toEqual([]);
    }
  });
});
