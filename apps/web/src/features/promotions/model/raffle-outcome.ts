import { promotionRefusal } from './promotion-refusal.ts';

/**
 * The server refused because the raffle does not take this now (gone, not running, not a raffle,
 * not drawn or not won, claimed already): what the page shows of it is out of date.
 */
export const isRaffleRefusal = promotionRefusal(['RAFFLE_NOT_WON', 'RAFFLE_CLAIMED']);
