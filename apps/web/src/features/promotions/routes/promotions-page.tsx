import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { HomeLink } from '../../../components/ui/home-link.tsx';
import { Page } from '../../../components/ui/page.tsx';

/** What lists the promotions, given what to show when there are none. */
export type PromotionListSlot = ComponentType<{ empty: ReactNode }>;

/**
 * /promotions (spec 2): the operator's promotions, listed by `List`, supplied by the app (the
 * promotion notices belong to the announcements feature, and features do not import each other).
 * Without one, or when there are none, the page says they will appear here.
 */
export function PromotionsPage({ List }: { List?: PromotionListSlot }) {
  const { t } = useTranslation();
  const empty = <EmptyState icon="gift" text={t('promotions.empty')} action={<HomeLink />} />;
  return <Page title={t('promotions.title')}>{List ? <List empty={empty} /> : empty}</Page>;
}
