import { PromotionNotices } from '../../features/announcements/components/promotion-notices.tsx';
import { PromotionsPage } from '../../features/promotions/routes/promotions-page.tsx';

/** /promotions: the promotions page, listing the operator's promotion notices (type PR). */
export default function PromotionsRoute() {
  return <PromotionsPage List={PromotionNotices} />;
}
