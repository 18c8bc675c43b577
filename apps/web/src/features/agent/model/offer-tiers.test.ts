import { describe, expect, it } from 'vitest';
import { readOffer, type TierDraft, tierDraft } from './offer-tiers.ts';

const draft = (minValidBet: string, minActiveMembers: string, rate: string): TierDraft => ({
  key: 0,
  minValidBet,
  minActiveMembers,
  rate,
  lossRate: '',
});

/** A real-time salary's row: single bet amount, profit rate, loss rate. */
const rtDraft = (singleBet: string, profit: string, loss: string): TierDraft => ({
  key: 0,
  minValidBet: singleBet,
  minActiveMembers: '',
  rate: profit,
  lossRate: loss,
});

const read = (drafts: TierDraft[], extra: Partial<Parameters<typeof readOffer>[0]> = {}) =>
  readOffer({ kind: 'dailySalary', account: ' sub01 ', drafts, exponent: 2, ...extra });

describe('reading the offer form', () => {
  it('turns major units into minor units and percents into basis points', () => {
    expect(read([draft('0', '0', '0.5'), draft('1,000.50', '3', '1.25')])).toEqual({
      ok: true,
      body: {
        kind: 'dailySalary',
        account: 'sub01',
        tiers: [
          { minValidBet: 0, minActiveMembers: 0, rateBp: 50 },
          { minValidBet: 100_050, minActiveMembers: 3, rateBp: 125 },
        ],
      },
    });
  });

  it('names what cannot be read, field by field', () => {
    const result = read([draft('', 'two', '1.234'), draft('12.345', '1', '')]);
    expect(result).toEqual({
      ok: false,
      problems: {
        'tiers.0.minValidBet': { key: 'amount', problem: 'empty' },
        'tiers.0.minActiveMembers': { key: 'members' },
        'tiers.0.rateBp': { key: 'rate', problem: 'decimals' },
        'tiers.1.minValidBet': { key: 'amount', problem: 'decimals' },
        'tiers.1.rateBp': { key: 'rate', problem: 'empty' },
      },
    });
  });

  it('refuses what the contract schema refuses: rates that do not climb, thresholds that fall, too high', () => {
    expect(read([draft('100', '1', '1'), draft('200', '2', '1')])).toEqual({
      ok: false,
      problems: { 'tiers.1.rateBp': { key: 'rateNotClimbing' } },
    });
    expect(read([draft('200', '2', '1'), draft('100', '2', '1.5')])).toEqual({
      ok: false,
      problems: { 'tiers.1': { key: 'thresholdsNotClimbing' } },
    });
    expect(read([draft('0', '0', '3.01')])).toEqual({
      ok: false,
      problems: { 'tiers.0.rateBp': { key: 'rateAboveMax', maxBp: 300 } },
    });
    expect(read([draft('0', '0', '0')])).toEqual({
      ok: false,
      problems: { 'tiers.0.rateBp': { key: 'rateTooLow' } },
    });
    expect(read([draft('0', '100001', '1')])).toEqual({
      ok: false,
      problems: { 'tiers.0.minActiveMembers': { key: 'membersTooMany', max: 100_000 } },
    });
    // A dividend may pay up to 50%.
    expect(read([draft('0', '0', '30')], { kind: 'dividend' }).ok).toBe(true);
  });

  it('keeps to the merchant’s limit and to the agent’s own contract', () => {
    expect(read([draft('0', '0', '2.5')], { maxRateBp: 200 })).toEqual({
      ok: false,
      problems: { 'tiers.0.rateBp': { key: 'rateAboveMax', maxBp: 200 } },
    });
    // My contract pays 1% from nothing and 2% from ₫1,000 with 5 members.
    const uplineTiers = [
      { minValidBet: 0, minActiveMembers: 0, rateBp: 100 },
      { minValidBet: 100_000, minActiveMembers: 5, rateBp: 200 },
    ];
    expect(read([draft('0', '0', '1'), draft('1,000', '5', '2')], { uplineTiers }).ok).toBe(true);
    expect(read([draft('0', '0', '1'), draft('1,000', '4', '1.5')], { uplineTiers })).toEqual({
      ok: false,
      problems: { 'tiers.1.rateBp': { key: 'rateAboveUpline', uplineBp: 100 } },
    });
  });

  it('fills a row from a tier, in the units a person types', () => {
    expect(tierDraft({ minValidBet: 100_050, minActiveMembers: 3, rateBp: 125 })).toMatchObject({
      minValidBet: '1000.5',
      minActiveMembers: '3',
      rate: '1.25',
    });
    expect(tierDraft()).toMatchObject({ minValidBet: '', minActiveMembers: '', rate: '' });
    expect(tierDraft().key).not.toBe(tierDraft().key);
  });

  it('reads a real-time salary’s tiers: single bet amount, profit and loss rates, no active members', () => {
    const rt = (drafts: TierDraft[], extra: Partial<Parameters<typeof readOffer>[0]> = {}) =>
      read(drafts, { kind: 'realtimeSalary', ...extra });
    expect(rt([rtDraft('100', '0.2', '0.4'), rtDraft('1,000', '0.2', '0.6')])).toEqual({
      ok: true,
      body: {
        kind: 'realtimeSalary',
        account: 'sub01',
        tiers: [
          { minValidBet: 10_000, minActiveMembers: 0, rateBp: 20, lossRateBp: 40 },
          { minValidBet: 100_000, minActiveMembers: 0, rateBp: 20, lossRateBp: 60 },
        ],
      },
    });
    expect(rt([rtDraft('100', '0.2', '')])).toEqual({
      ok: false,
      problems: { 'tiers.0.lossRateBp': { key: 'rate', problem: 'empty' } },
    });
    expect(rt([rtDraft('100', '0.2', '3.5')])).toEqual({
      ok: false,
      problems: { 'tiers.0.lossRateBp': { key: 'rateAboveMax', maxBp: 300 } },
    });
    expect(rt([rtDraft('100', '0.2', '0')])).toEqual({
      ok: false,
      problems: { 'tiers.0.lossRateBp': { key: 'rateTooLow' } },
    });
    // Not climbing: the same single bet; nothing more paid.
    expect(rt([rtDraft('100', '0.2', '0.4'), rtDraft('100', '0.3', '0.5')])).toEqual({
      ok: false,
      problems: { 'tiers.1': { key: 'singleBetNotClimbing' } },
    });
    expect(rt([rtDraft('100', '0.2', '0.4'), rtDraft('200', '0.2', '0.4')])).toEqual({
      ok: false,
      problems: { 'tiers.1.rateBp': { key: 'ratesNotClimbing' } },
    });
    // Above the agent's own at the tier's single bet amount, on either rate.
    const uplineTiers = [{ minValidBet: 10_000, minActiveMembers: 0, rateBp: 30, lossRateBp: 50 }];
    expect(rt([rtDraft('100', '0.4', '0.6')], { uplineTiers })).toEqual({
      ok: false,
      problems: {
        'tiers.0.rateBp': { key: 'rateAboveUpline', uplineBp: 30 },
        'tiers.0.lossRateBp': { key: 'rateAboveUpline', uplineBp: 50 },
      },
    });
    expect(rt([rtDraft('99', '0.1', '0.1')], { uplineTiers })).toMatchObject({
      ok: false,
      problems: { 'tiers.0.rateBp': { key: 'rateAboveUpline', uplineBp: 0 } },
    });
    expect(rt([rtDraft('100', '0.3', '0.5')], { uplineTiers }).ok).toBe(true);
  });
});
