import { promotionStates } from '@portal/contracts/promotions';
import { describe, expect, it } from 'vitest';
import { MATCH_TERMS } from '../../../test/promotion-fixtures.ts';
import {
  applicationStep,
  checkinStep,
  matchStep,
  raffleStep,
  refusalOf,
  stateTone,
} from './promotion-state.ts';

describe('what the detail page offers (spec 4 activity states)', () => {
  it('offers the form to a member while an apply promotion takes applications, again after a rejection', () => {
    expect(applicationStep({ action: 'apply', state: 'join' }, 'member')).toBe('form');
    expect(applicationStep({ action: 'apply', state: 'rejected' }, 'member')).toBe('form');
  });

  it('asks a visitor to log in and a trial account for a real one instead', () => {
    expect(applicationStep({ action: 'apply', state: 'join' }, 'visitor')).toBe('logIn');
    expect(applicationStep({ action: 'apply', state: 'join' }, 'trial')).toBe('trial');
    expect(applicationStep({ action: 'apply', state: 'rejected' }, 'trial')).toBe('trial');
  });

  it('shows the application under review or paid, and no form', () => {
    expect(applicationStep({ action: 'apply', state: 'applying' }, 'member')).toBe('applying');
    expect(applicationStep({ action: 'apply', state: 'issued' }, 'member')).toBe('issued');
  });

  it('says when a promotion is not open, and offers nothing for one that is only read', () => {
    expect(applicationStep({ action: 'apply', state: 'coming_soon' }, 'member')).toBe('comingSoon');
    expect(applicationStep({ action: 'apply', state: 'close' }, 'visitor')).toBe('closed');
    expect(applicationStep({ action: 'info', state: 'close' }, 'member')).toBe('closed');
    expect(applicationStep({ action: 'info', state: null }, 'member')).toBe('none');
    expect(applicationStep({ action: 'info', state: 'join' }, 'member')).toBe('none');
  });

  it('colours each state', () => {
    expect(Object.fromEntries(promotionStates.map((state) => [state, stateTone(state)]))).toEqual({
      coming_soon: 'neutral',
      join: 'pending',
      applying: 'pending',
      rejected: 'danger',
      issued: 'success',
      joined: 'pending',
      claim: 'success',
      claimed: 'success',
      signed: 'success',
      close: 'neutral',
    });
  });
});

describe('what a raffle offers', () => {
  const entry = (won: boolean | null, claimedAt: string | null = null) => ({
    promotionId: '7',
    joinedAt: '2026-11-02T12:00:00.000Z',
    won,
    claimedAt,
  });

  it('offers a member the button to join while it runs, a visitor the log-in, a trial account nothing', () => {
    expect(raffleStep({ state: 'join', entry: null }, 'member')).toBe('join');
    expect(raffleStep({ state: 'join', entry: null }, 'visitor')).toBe('logIn');
    expect(raffleStep({ state: 'join', entry: null }, 'trial')).toBe('trial');
  });

  it("follows the member's entry: in the draw, won and to claim, paid", () => {
    expect(raffleStep({ state: 'joined', entry: entry(null) }, 'member')).toBe('joined');
    expect(raffleStep({ state: 'claim', entry: entry(true) }, 'member')).toBe('claim');
    expect(raffleStep({ state: 'claimed', entry: entry(true, '2026-12-02T12:00:00.000Z') }, 'member')).toBe(
      'claimed',
    );
  });

  it('tells an entrant who did not win from anyone else once it is over, and says when it starts', () => {
    expect(raffleStep({ state: 'close', entry: entry(false) }, 'member')).toBe('lost');
    expect(raffleStep({ state: 'close', entry: null }, 'member')).toBe('closed');
    expect(raffleStep({ state: 'close', entry: null }, 'visitor')).toBe('closed');
    expect(raffleStep({ state: 'coming_soon', entry: null }, 'member')).toBe('comingSoon');
  });
});

describe('what a check-in offers', () => {
  it('offers the button to a member while it runs, and says what stands otherwise', () => {
    expect(checkinStep({ state: 'join' }, 'member')).toBe('checkIn');
    expect(checkinStep({ state: 'join' }, 'visitor')).toBe('logIn');
    expect(checkinStep({ state: 'join' }, 'trial')).toBe('trial');
    expect(checkinStep({ state: 'signed' }, 'member')).toBe('signed');
    expect(checkinStep({ state: 'coming_soon' }, 'member')).toBe('comingSoon');
    expect(checkinStep({ state: 'close' }, 'member')).toBe('closed');
  });
});

describe('what a deposit match offers', () => {
  const terms = { ...MATCH_TERMS, firstDeposit: true };
  it('offers the join to a member while it runs, then the wait for a deposit, then the bonus', () => {
    expect(matchStep({ state: 'join', match: MATCH_TERMS }, 'member')).toBe('join');
    expect(matchStep({ state: 'join', match: MATCH_TERMS }, 'visitor')).toBe('logIn');
    expect(matchStep({ state: 'join', match: MATCH_TERMS }, 'trial')).toBe('trial');
    expect(matchStep({ state: 'joined', match: MATCH_TERMS }, 'member')).toBe('joined');
    expect(matchStep({ state: 'issued', match: MATCH_TERMS }, 'member')).toBe('issued');
    expect(matchStep({ state: 'coming_soon', match: MATCH_TERMS }, 'visitor')).toBe('comingSoon');
    expect(matchStep({ state: 'close', match: MATCH_TERMS }, 'member')).toBe('closed');
  });

  it('tells a member who has deposited that a first-deposit match is not theirs, before the level', () => {
    const deposited = { ...terms, depositedBefore: true };
    expect(matchStep({ state: 'join', match: deposited }, 'member')).toBe('depositedBefore');
    expect(matchStep({ state: 'join', match: { ...terms, depositedBefore: false } }, 'member')).toBe('join');
    expect(matchStep({ state: 'join', match: deposited, eligible: false }, 'member')).toBe('belowLevel');
    // Joined, then a deposit made before joining was approved: no deposit will earn it now.
    expect(matchStep({ state: 'joined', match: deposited }, 'member')).toBe('depositedBefore');
    expect(matchStep({ state: 'joined', match: { ...terms, depositedBefore: false } }, 'member')).toBe(
      'joined',
    );
    expect(refusalOf({ match: deposited })).toBe('depositedBefore');
    expect(refusalOf({ match: { ...MATCH_TERMS, depositedBefore: true } })).toBeNull();
    expect(refusalOf({ eligible: true, match: null })).toBeNull();
  });
});

describe('a member below the promotion’s VIP club level', () => {
  it('is told so in place of each kind’s action, while other steps stand', () => {
    const below = { eligible: false } as const;
    expect(applicationStep({ action: 'apply', state: 'join', ...below }, 'member')).toBe('belowLevel');
    expect(applicationStep({ action: 'apply', state: 'rejected', ...below }, 'member')).toBe('belowLevel');
    expect(raffleStep({ state: 'join', entry: null, ...below }, 'member')).toBe('belowLevel');
    expect(checkinStep({ state: 'join', ...below }, 'member')).toBe('belowLevel');
    expect(matchStep({ state: 'join', ...below }, 'member')).toBe('belowLevel');
    // A visitor logs in first; what the member already has stands.
    expect(matchStep({ state: 'join', eligible: null }, 'visitor')).toBe('logIn');
    expect(applicationStep({ action: 'apply', state: 'applying', ...below }, 'member')).toBe('applying');
    expect(checkinStep({ state: 'join', eligible: true }, 'member')).toBe('checkIn');
  });
});
