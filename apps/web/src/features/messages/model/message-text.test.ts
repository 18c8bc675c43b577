import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadArea } from '../../../lib/i18n.ts';
import { message } from '../../../test/messages-fixtures.ts';
import { messageText } from './message-text.ts';

const t = (key: string, options?: Record<string, string>) => i18n.t(key, options);
const amount = (minor: number, currency: string | undefined) => `${minor} ${currency ?? '?'}`;

beforeAll(async () => {
  await loadArea('member', 'en');
});

describe('messageText', () => {
  it("keeps a notice's own words, split into paragraphs at blank lines, and names an untitled one", () => {
    expect(
      messageText(
        message('1', 'notice', { title: '  ', content: 'Line one\nline two\n\n\nNext' }),
        t,
        amount,
      ),
    ).toEqual({ title: 'Notice', paragraphs: ['Line one\nline two', 'Next'] });
    expect(messageText(message('1', 'notice', { title: 'Hi', content: null }), t, amount)).toEqual({
      title: 'Hi',
      paragraphs: [],
    });
  });

  it('names the promotion of a reviewed application: the amount issued, or the reason refused', () => {
    const issued = { reference: 'Weekend reload', amount: 500, currency: 'VND' };
    expect(messageText(message('1', 'promotion_issued', { params: issued }), t, amount)).toEqual({
      title: 'Promotion bonus issued',
      paragraphs: [
        'Your application to “Weekend reload” was approved: 500 VND has been credited to your main wallet.',
      ],
    });
    const rejected = { reference: 'VIP gift', note: 'Wrong month' };
    expect(messageText(message('1', 'promotion_rejected', { params: rejected }), t, amount)).toEqual({
      title: 'Promotion application rejected',
      paragraphs: [
        'Your application to “VIP gift” was not approved. You may apply again while the promotion runs.',
        'Reason: Wrong month',
      ],
    });
  });

  it('names the raffle a member won and the prize to claim, with no reason even if a note came along', () => {
    const won = { reference: 'Lucky Friday', amount: 100_000, currency: 'VND', note: 'ignored' };
    expect(messageText(message('1', 'raffle_won', { params: won }), t, amount)).toEqual({
      title: 'You won a raffle',
      paragraphs: ['You won 100000 VND in “Lucky Friday”. Claim it on the promotion’s page.'],
    });
    // Without the prize, the title alone says what happened.
    expect(
      messageText(message('1', 'raffle_won', { params: { reference: 'Lucky Friday' } }), t, amount),
    ).toEqual({ title: 'You won a raffle', paragraphs: [] });
  });

  it("writes the amount in the message's currency and gives a rejection's reason only", () => {
    const params = { reference: 'D1', amount: 500, currency: 'USD', note: 'Checked by Anna' };
    expect(messageText(message('1', 'deposit_approved', { params }), t, amount).paragraphs).toEqual([
      'Your deposit D1 of 500 USD has been credited to your wallet.',
    ]);
    expect(messageText(message('1', 'deposit_rejected', { params }), t, amount).paragraphs).toEqual([
      'Your deposit D1 of 500 USD was not approved. Nothing was added to your wallet.',
      'Reason: Checked by Anna',
    ]);
    expect(
      messageText(message('1', 'withdrawal_rejected', { params: { ...params, note: ' ' } }), t, amount)
        .paragraphs,
    ).toHaveLength(1);
  });

  it('falls back to the title alone when the platform left out the reference or amount', () => {
    expect(
      messageText(message('1', 'withdrawal_paid', { params: { amount: 100, currency: 'VND' } }), t, amount),
    ).toEqual({ title: 'Withdrawal paid', paragraphs: [] });
  });
});
