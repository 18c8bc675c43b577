import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useGameMenus, useVendorNames } from '../api/get-game-menus.ts';
import { useHotGames } from '../api/get-hot-games.ts';
import { categoryPath, vendorAction, visibleCategories } from '../model/categories.ts';
import { categoryIcon } from '../model/category-icons.ts';
import { rememberVendor } from '../model/selected-vendor.ts';
import { GameGrid } from './game-grid.tsx';
import styles from './home-games.module.css';
import { VendorBadge } from './vendor-badge.tsx';

/** How many hot games the home page shows. */
const HOT_ON_HOME = 12;

/** The home page's games: the hot list, then every category with its vendors (issue 5). */
export function HomeGames() {
  const { t, i18n } = useTranslation();
  const menus = useGameMenus();
  const hot = useHotGames({ language: i18n.language });
  const vendorNames = useVendorNames();
  return (
    <>
      {/* Without hot games the section steps aside; the categories below still lead to every game. */}
      {hot.data?.list.length === 0 ? null : (
        <section className={styles.section} aria-labelledby="home-hot-title">
          <h2 id="home-hot-title" className={styles.title}>
            {t('home.hotTitle')}
          </h2>
          <GameGrid
            games={hot.data?.list.slice(0, HOT_ON_HOME)}
            query={hot}
            vendorNames={vendorNames}
            label={t('home.hotTitle')}
          />
        </section>
      )}
      <section className={styles.section} aria-labelledby="home-categories-title">
        <h2 id="home-categories-title" className={styles.title}>
          {t('home.categoriesTitle')}
        </h2>
        <QueryState query={menus}>
          {(value) => {
            const categories = visibleCategories(value);
            if (categories.length === 0) return <EmptyState text={t('home.gamesEmpty')} />;
            return (
              <ul className={styles.categories}>
                {categories.map(({ gameCategory: category, vendors }) => {
                  const name = t(`games.categories.${category}`);
                  return (
                    <li key={category} className={styles.category}>
                      <span className={styles.categoryIcon}>
                        <Icon name={categoryIcon[category]} size={26} />
                      </span>
                      <h3 className={styles.categoryName}>
                        <Link
                          to={categoryPath[category]}
                          className={styles.categoryLink}
                          onClick={() => rememberVendor(category, null)}
                        >
                          {name}
                        </Link>
                      </h3>
                      <p className={styles.count}>{t('home.vendorCount', { count: vendors.length })}</p>
                      <ul className={styles.vendors} aria-label={t('home.browse', { category: name })}>
                        {vendors.map((vendor) => {
                          const action = vendorAction(category, vendor);
                          const to = action.kind === 'navigate' ? action.to : action.fallback;
                          return (
                            <li key={vendor.vassalage}>
                              <Link
                                to={to}
                                className={styles.vendor}
                                onClick={() => rememberVendor(category, vendor.vassalage)}
                              >
                                <VendorBadge vendor={vendor} size={22} />
                                {vendor.name}
                              </Link>
                            </li>
                          );
                        })}
                      </ul>
                    </li>
                  );
                })}
              </ul>
            );
          }}
        </QueryState>
      </section>
    </>
  );
}
