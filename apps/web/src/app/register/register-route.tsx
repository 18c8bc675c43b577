import RegisterPage from '../../features/identity/routes/register-page.tsx';
import { NewPlayerPromotions } from '../../features/promotions/components/new-player-promotions.tsx';

/** /register: the registration page, with the promotions for new players under the form (spec 2). */
export default function RegisterRoute() {
  return <RegisterPage Promotions={NewPlayerPromotions} />;
}
