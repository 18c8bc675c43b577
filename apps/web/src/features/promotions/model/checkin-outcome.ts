import { promotionRefusal } from './promotion-refusal.ts';

/**
 * The server refused because the promotion takes no check-in now (gone, not running, not a
 * check-in, done today already): what the page shows of it is out of date.
 */
export const isCheckinRefusal = promotionRefusal(['CHECKIN_DONE']);
