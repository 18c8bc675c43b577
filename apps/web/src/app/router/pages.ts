import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadWithRetry } from '../../lib/load-with-retry.ts';
import type { PageKey } from './route-table.ts';

type Page = LazyExoticComponent<ComponentType>;

/** Each area of spec 2's lazy list is its own chunk, fetched when its route is first visited. */
const page = (load: () => Promise<{ default: ComponentType }>): Page => lazy(() => loadWithRetry(load));

export const pages: Record<PageKey, Page> = {
  home: page(() => import('../home/home-page.tsx')),
  register: page(() => import('../register/register-route.tsx')),
  login: page(() => import('../../features/identity/routes/login-page.tsx')),
  pointMall: page(() => import('../point-mall/point-mall-route.tsx')),
  lottery: page(() => import('../../features/lottery/routes/lottery-page.tsx')),
  vnlottery: page(() => import('../../features/lottery/routes/vnlottery-page.tsx')),
  elott: page(() => import('../../features/lottery/routes/elott-page.tsx')),
  lobby: page(() => import('../../features/games/routes/lobby-page.tsx')),
  seamless: page(() => import('../../features/games/routes/seamless-page.tsx')),
  game: page(() => import('../../features/games/routes/game-page.tsx')),
  promotions: page(() => import('../promotions/promotions-route.tsx')),
  promoDetail: page(() => import('../promotions/promo-detail-route.tsx')),
  help: page(() => import('../../features/help/routes/help-page.tsx')),
  helpmc: page(() => import('../../features/help/routes/helpmc-page.tsx')),
  download: page(() => import('../../features/download/routes/download-page.tsx')),
  agent: page(() => import('../agent-site/agent-site-page.tsx')),
  notFound: page(() => import('../not-found-page.tsx')),
};
