import type { Application, Promotion, PromotionDetail, RaffleEntry } from '@portal/contracts/promotions';

/** A running deposit promotion to apply for, from 1 to 30 November (midday, so every time zone sees the same dates). */
export const promotion = (id: string, overrides: Partial<Promotion> = {}): Promotion => ({
  id,
  category: 'deposit',
  action: 'apply',
  title: `Promotion ${id}`,
  summary: `What promotion ${id} gives`,
  image: null,
  startsAt: '2026-11-01T12:00:00.000Z',
  endsAt: '2026-11-30T12:00:00.000Z',
  bonusMax: 50_000_000,
  state: 'join',
  raffle: null,
  checkin: null,
  match: null,
  level: null,
  eligible: null,
  ...overrides,
});

export const application = (id: string, overrides: Partial<Application> = {}): Application => ({
  id,
  promotionId: '7',
  promotionTitle: 'Weekend reload 50%',
  status: 'applying',
  remark: 'Deposit of 21 Nov',
  images: 2,
  amount: null,
  reason: null,
  createdAt: '2026-11-21T12:00:00.000Z',
  reviewedAt: null,
  ...overrides,
});

export const detail = (overrides: Partial<PromotionDetail> = {}): PromotionDetail => ({
  ...promotion('7', { title: 'Weekend reload 50%', summary: 'Half again on weekend deposits' }),
  currency: 'VND',
  content: 'Deposit on Saturday or Sunday.\nOne application a week.',
  turnoverTimes: 3,
  application: null,
  entry: null,
  ...overrides,
});

/** A running raffle: 3 winners of ₫100,000.00 each, 41 entries so far, drawn after 30 November. */
export const raffle = (overrides: Partial<PromotionDetail> = {}): PromotionDetail =>
  detail({
    action: 'raffle',
    category: 'other',
    title: 'Lucky Friday',
    summary: 'Three winners share the luck',
    content: 'One entry per member.',
    bonusMax: null,
    raffle: { prize: 10_000_000, winners: 3, entries: 41, drawnAt: null },
    ...overrides,
  });

export const raffleEntry = (overrides: Partial<RaffleEntry> = {}): RaffleEntry => ({
  promotionId: '7',
  joinedAt: '2026-11-02T12:00:00.000Z',
  won: null,
  claimedAt: null,
  ...overrides,
});

/** A running check-in paying ₫5,000.00 a day; the member checked in on 3 days, the last 2 in a row up to yesterday. */
export const checkin = (overrides: Partial<PromotionDetail> = {}): PromotionDetail =>
  detail({
    action: 'checkin',
    category: 'other',
    title: 'Daily check-in',
    summary: 'A reward every day',
    content: 'Check in once a day.',
    bonusMax: null,
    checkin: { reward: 500_000, days: 3, streak: 2, today: false },
    ...overrides,
  });

/** A deposit match's terms: 100% of a deposit of ₫100,000.00 or more, any deposit; not joined. */
export const MATCH_TERMS: NonNullable<PromotionDetail['match']> = {
  percent: 100,
  minDeposit: 10_000_000,
  firstDeposit: false,
  depositedBefore: null,
  joinedAt: null,
  bonus: null,
  paidAt: null,
};

/** A running deposit match: 100% of a deposit of ₫100,000.00 or more, up to ₫1,000,000.00; not joined. */
export const depositMatch = (overrides: Partial<PromotionDetail> = {}): PromotionDetail =>
  detail({
    action: 'match',
    title: 'Double your deposit',
    summary: 'Your next deposit, doubled',
    content: 'One bonus per member.',
    bonusMax: 100_000_000,
    match: MATCH_TERMS,
    ...overrides,
  });
