import { describe, expect, it } from 'vitest';
import { expectAbsent, expectHidden, expectVisible, settle } from './support/expect.ts';
import { content } from './support/landmarks.ts';
import { usePortal } from './support/suite.ts';

describe('21+ disclaimer (spec 1, 4 "Disclaimer")', () => {
  const suite = usePortal();

  it('shows "Notice" on the first visit with Accept and a terms link to /help#term', async () => {
    const { page } = await suite.open({ acceptDisclaimer: false });
    await page.goto('/');
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await expectVisible(notice);
    await expectVisible(notice.getByRole('button', { name: 'Accept', exact: true }));

    const terms = notice.getByRole('link', { name: /term/i });
    await expectVisible(terms);
    const target = new URL((await terms.getAttribute('href')) ?? '', suite.baseURL);
    expect(`${target.pathname}${target.hash}`).toBe('/help#term');
  });

  it('is modal: Escape does not dismiss it', async () => {
    const { page } = await suite.open({ acceptDisclaimer: false });
    await page.goto('/');
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await expectVisible(notice);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    await expectVisible(notice, 1_000);
    expect(await page.evaluate(() => sessionStorage.getItem('disclaimerAccept'))).toBeNull();
  });

  it('Accept closes it, a reload in the same session does not show it, a new session does', async () => {
    const { context, page } = await suite.open({ acceptDisclaimer: false });
    await page.goto('/');
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await expectVisible(notice);
    await notice.getByRole('button', { name: 'Accept', exact: true }).click();
    await expectHidden(notice);
    expect(await page.evaluate(() => sessionStorage.getItem('disclaimerAccept'))).toBe('true');

    await page.reload();
    await expectVisible(content(page));
    await settle(page);
    await expectAbsent(page.getByRole('dialog', { name: 'Notice' }));

    // A new context is a new session: sessionStorage starts empty.
    await context.close();
    const fresh = await suite.open({ acceptDisclaimer: false });
    await fresh.page.goto('/');
    await expectVisible(fresh.page.getByRole('dialog', { name: 'Notice' }));
  });
});
