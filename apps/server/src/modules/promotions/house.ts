/** The house account promotion bonuses of every kind are paid from (as rebates and missions are). */
export const PROMOTION_HOUSE_KIND = 'promotions';
