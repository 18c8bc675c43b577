import { describe, expect, it } from 'vitest';
import { expectSignedIn, header, newMember } from './support/accounts.ts';
import { expectText } from './support/expect.ts';
import { usePortal } from './support/suite.ts';
import { depositApproved } from './support/wallet.ts';

/**
 * VIP club levels (docs/decisions.md "VIP club levels"): a new member is Standard; the approved
 * deposit that reaches the demo ladder's first level (₫5,000,000 in total) lifts the header's
 * label to Bronze while the page is open, and the level stays after a reload.
 */
describe('VIP club levels', () => {
  const suite = usePortal();

  it('lifts the header label to the level an approved deposit reaches, live', async () => {
    const { page, username } = await newMember(suite, 'vip');
    await expectSignedIn(page, username);
    await expectText(header(page), 'VIP level: Standard');

    await depositApproved(page, suite.portal.ops, '5,000,000', '₫5,000,000.00');
    await expectText(header(page), 'VIP level: Bronze');
    await page.reload();
    await expectText(header(page), 'VIP level: Bronze');

    const audit = await suite.portal.ops('audit');
    expect(audit.code, `${audit.stdout}\n${audit.stderr}`).toBe(0);
  }, 120_000);
});
