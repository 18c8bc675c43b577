type Translate = (key: string) => string;

const KNOWN = new Set([
  'deposit',
  'withdraw_request',
  'withdraw_reject',
  'withdraw_paid',
  'transfer_upline',
  'transfer_downline',
  'wallet_transfer',
  'bet',
  'bet_payout',
  'bet_refund',
  'rebate',
  // Agent contracts: a daily, an hourly or a real-time salary or a dividend paid for a settled period.
  'salary',
  'hour_salary',
  'realtime_salary',
  'dividend',
  // Invite friends: the reward for a friend whose deposit reached the minimum.
  'referral_bonus',
  // Points mall: points converted to money, a cash reward paid on approval.
  'points_convert',
  'points_redeem',
  // Missions: a reached mission's reward, claimed; a leaderboard place's prize when the week ends.
  'mission_reward',
  'mission_prize',
  // Promotions: the bonus the operator issued for an application.
  'promotion_bonus',
  // Raffle promotions: a winner's prize, claimed.
  'raffle_prize',
  // A check-in promotion's reward for a day's check-in.
  'checkin_reward',
  // The welcome bonus paid into a newly registered account.
  'welcome_bonus',
  // The VIP club: a level's bonus, paid once on reaching it.
  'club_bonus',
]);

/**
 * A ledger movement type in words, for the member's account record and the agent's downline
 * transactions; an unknown type shows as it is rather than not at all. The words
 * (`records.types.*`) are in the member-centre catalogue: a screen outside the member centre
 * loads that area (`useAreaText('member')`) to show them.
 */
export function recordTypeText(type: string, t: Translate): string {
  const key = type.replace(/^withdrawal_/, 'withdraw_');
  return KNOWN.has(key) ? t(`records.types.${key}`) : type;
}
