import { type ComponentType, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { TabList, TabPanel } from '../../../components/ui/tabs.tsx';
import { useAreaText } from '../../../lib/i18n.ts';
import { MyApplications } from '../components/my-applications.tsx';
import { PromotionList } from '../components/promotion-list.tsx';
import styles from '../components/promotions.module.css';
import { useViewer } from '../model/viewer.ts';

/**
 * A titled section of other promotion news (the operator's promotion notices), supplied by the app:
 * they belong to the announcements feature, and features do not import each other. It shows
 * itself only when there is something to read.
 */
export type PromotionNewsSlot = ComponentType<{ title: string }>;

const views = ['list', 'applications'] as const;
type View = (typeof views)[number];

/**
 * /promotions (spec 2): the running and coming promotions by category, each a link to its detail,
 * then the promotion news; a member also has their applications (`?view=applications`). Its text
 * lives in `locales/promotions` and loads with it.
 */
export function PromotionsPage({ News }: { News?: PromotionNewsSlot }) {
  useAreaText('promotions');
  const { t } = useTranslation();
  const base = useId();
  const member = useViewer() === 'member';
  const [params, setParams] = useSearchParams();
  const view: View = member && params.get('view') === 'applications' ? 'applications' : 'list';
  const show = (next: View) =>
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        if (next === 'applications') search.set('view', next);
        else search.delete('view');
        return search;
      },
      { replace: true },
    );
  const list = (
    <>
      <PromotionList />
      {News ? <News title={t('promotions.news')} /> : null}
    </>
  );
  return (
    <Page title={t('promotions.title')} subtitle={t('promotions.subtitle')}>
      {member ? (
        <div className={styles.page}>
          <TabList
            base={base}
            tabs={views}
            value={view}
            onChange={show}
            label={t('promotions.tabs.label')}
            labelOf={(name) => t(`promotions.tabs.${name}`)}
          />
          <TabPanel base={base} value={view}>
            <div className={styles.page}>{view === 'list' ? list : <MyApplications />}</div>
          </TabPanel>
        </div>
      ) : (
        <div className={styles.page}>{list}</div>
      )}
    </Page>
  );
}
