import { PromotionNotices } from '../../features/announcements/components/promotion-notices.tsx';
import { PromotionsPage } from '../../features/promotions/routes/promotions-page.tsx';

/** /promotions: the operator's promotions, with the promotion notices (type PR) as the news below them. */
export default function PromotionsRoute() {
  return <PromotionsPage News={PromotionNotices} />;
}
