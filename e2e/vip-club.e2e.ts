import { describe, expect, it } from 'vitest';
import { accountMenuButton, expectSignedIn, header, newMember } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { desktop, phone } from './support/browser.ts';
import { expectAttribute, expectText, expectVisible, settle } from './support/expect.ts';
import { usePortal } from './support/suite.ts';
import { depositApproved, memberCentre } from './support/wallet.ts';

/**
 * VIP club levels (docs/decisions.md "VIP club levels"): a new member is Standard; the approved
 * deposit that reaches the demo ladder's first level (₫5,000,000 in total) lifts the header's
 * label to Bronze while the page is open and pays Bronze's level-up bonus (₫50,000) in the same
 * step, and the level stays after a reload. The VIP club page, from the account menu, shows the
 * level, what is left to Silver and the ladder with the bonus paid and each level's withdrawal limits.
 */
describe('VIP club levels', () => {
  const suite = usePortal();

  it('lifts the header label to the level an approved deposit reaches, live, and pays its bonus', async () => {
    const { page, username } = await newMember(suite, 'vip');
    await expectSignedIn(page, username);
    await expectText(header(page), 'VIP level: Standard');

    await depositApproved(page, suite.portal.ops, '5,000,000', '₫5,050,000.00');
    await expectText(header(page), 'VIP level: Bronze');
    await page.reload();
    await expectText(header(page), 'VIP level: Bronze');

    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'VIP club' }).click();
    const centre = memberCentre(page);
    await expectVisible(centre.getByRole('heading', { name: 'VIP club', level: 3 }));
    const bar = centre.getByRole('progressbar', { name: 'Deposit ₫15,000,000.00 more to reach Silver' });
    await expectAttribute(bar, 'aria-valuetext', '₫5,000,000.00 of ₫20,000,000.00');
    const ladder = centre.getByRole('table', { name: 'Club levels' });
    const bronze = ladder.getByRole('row', { name: /^Bronze/ });
    await expectText(bronze, 'Your level');
    await expectText(bronze, '₫50,000.00');
    await expectText(bronze, 'Bonus paid');
    await expectText(ladder.getByRole('row', { name: /^Silver/ }), 'Not reached');
    // The demo's Gold allows larger withdrawals and more of them than the merchant's ₫50M, 5 a day.
    const limits = centre.getByRole('table', { name: 'Withdrawal limits' });
    await expectText(limits.getByRole('row', { name: /^Gold/ }), '₫100,000,000.00');

    // The page in both themes, at a desktop and a phone width.
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      for (const size of [desktop, phone]) {
        await page.setViewportSize(size.viewport);
        await page.reload();
        await expectAttribute(page.locator('html'), 'data-theme', theme);
        await expectVisible(centre.getByRole('table', { name: 'Club levels' }));
        await settle(page);
        const violations = await seriousViolations(page);
        expect(violations, `${theme} ${size.viewport.width}px\n${violations.join('\n')}`).toEqual([]);
      }
    }

    const audit = await suite.portal.ops('audit');
    expect(audit.code, `${audit.stdout}\n${audit.stderr}`).toBe(0);
  }, 180_000);
});
