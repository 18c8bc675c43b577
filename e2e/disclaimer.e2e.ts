import { describe, expect, it } from 'vitest';
import { eventually, expectAbsent, expectHidden, expectVisible, settle } from './support/expect.ts';
import { content } from './support/landmarks.ts';
import { usePortal } from './support/suite.ts';

describe('21+ disclaimer (spec 1, 4 "Disclaimer")', () => {
  const suite = usePortal();

  it('shows "Notice" on the first visit with Accept and a terms link whose address is /help#term', async () => {
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

  it('the terms link opens them in the help modal; closing it brings the notice back, unanswered', async () => {
    const { page } = await suite.open({ acceptDisclaimer: false });
    await page.goto('/');
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await notice.getByRole('link', { name: /term/i }).click();
    const help = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expectVisible(help);
    await expectVisible(help.getByText(/^By using Portal Demo you agree to these terms\./));
    expect(new URL(page.url()).search).toBe('?hp=term');
    // The notice steps aside while its terms are read, and is still to be answered after.
    await expectHidden(notice);
    await page.keyboard.press('Escape');
    await expectHidden(help);
    await expectVisible(notice);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => sessionStorage.getItem('disclaimerAccept'))).toBeNull();
  });

  it("the help modal's link opens the help page at the terms section", async () => {
    const { page } = await suite.open({ acceptDisclaimer: false });
    await page.goto('/');
    await page.getByRole('dialog', { name: 'Notice' }).getByRole('link', { name: /term/i }).click();
    const help = page.getByRole('dialog', { name: 'Terms and conditions' });
    await help.getByRole('link', { name: 'Open the help centre' }).click();
    await eventually(
      'the address /help#term',
      async () => new URL(page.url()),
      (url) => {
        return url.pathname === '/help' && url.hash === '#term';
      },
    );
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Help centre' }));
    await expectAbsent(page.getByRole('dialog'));
    const terms = page.getByRole('region', { name: 'Terms and conditions', includeHidden: true });
    await eventually(
      'the terms section in view',
      () => terms.evaluate((el) => el.getBoundingClientRect().top),
      (top) => top >= 0 && top < 900,
    );
  });

  it('is modal: Escape and a click outside do not dismiss it', async () => {
    const { page } = await suite.open({ acceptDisclaimer: false });
    await page.goto('/');
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await expectVisible(notice);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
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
