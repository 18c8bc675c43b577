import type { GameCategory, GameMenus, VendorCard } from '@portal/contracts/games';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useGameMenus } from '../../../features/games/api/get-game-menus.ts';
import { VendorBadge } from '../../../features/games/components/vendor-badge.tsx';
import { categoryPath, vendorAction, visibleCategories } from '../../../features/games/model/categories.ts';
import { categoryIcon } from '../../../features/games/model/category-icons.ts';
import { requestVendorLaunch } from '../../../features/games/model/launch-store.ts';
import { rememberVendor } from '../../../features/games/model/selected-vendor.ts';
import { Chevron, MenuButton, MenuLink } from './menu-item.tsx';
import styles from './side-menu.module.css';

type Props = { collapsed: boolean; onExpandMenu: () => void; onNavigate: () => void };

/**
 * One entry per game category that has vendors (spec 2), each opening to 'all' and the
 * vendors. Lottery categories appear once game_menus lists them.
 */
export function GameCategories(props: Props) {
  const menus = useGameMenus();
  return (
    <>
      {visibleCategories(menus.data).map((entry) => (
        <CategoryEntry key={entry.gameCategory} entry={entry} {...props} />
      ))}
    </>
  );
}

type Entry = GameMenus['list'][number];

function CategoryEntry({ entry, collapsed, onExpandMenu, onNavigate }: Props & { entry: Entry }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const category = entry.gameCategory;
  const here = pathname === categoryPath[category];
  const [open, setOpen] = useState(here);
  const listId = useId();
  const expanded = open && !collapsed;
  const toggle = () => {
    // In mini mode there is no room for the vendors, so opening a category widens the menu first.
    if (collapsed) {
      onExpandMenu();
      setOpen(true);
    } else setOpen(!open);
  };
  return (
    <li>
      <MenuButton
        icon={categoryIcon[category]}
        label={t(`games.categories.${category}`)}
        trailing={<Chevron />}
        aria-expanded={expanded}
        aria-controls={listId}
        className={clsx(styles.item, here && styles.itemHere)}
        onClick={toggle}
      />
      <ul id={listId} className={styles.subList} hidden={!expanded}>
        <li>
          <MenuLink
            to={categoryPath[category]}
            end
            icon="menu"
            label={t('games.all')}
            onNavigate={() => {
              rememberVendor(category, null);
              onNavigate();
            }}
          />
        </li>
        {entry.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <VendorItem category={category} vendor={vendor} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  );
}

function VendorItem({
  category,
  vendor,
  onNavigate,
}: {
  category: GameCategory;
  vendor: VendorCard;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const action = vendorAction(category, vendor);
  const content = (
    <>
      <VendorBadge vendor={vendor} size={24} />
      <span className={styles.label}>
        {vendor.name}{' '}
        {vendor.status === 'maintenance' ? (
          <span className={styles.note}>{t('games.maintenance')}</span>
        ) : null}
      </span>
    </>
  );
  if (action.kind === 'navigate') {
    const current = `${pathname}${search}` === action.to;
    return (
      <Link
        to={action.to}
        className={styles.item}
        title={vendor.name}
        aria-current={current ? 'page' : undefined}
        onClick={() => {
          // Spec 2: the lobby is entered after the vendor choice is stored.
          rememberVendor(category, vendor.vassalage);
          onNavigate();
        }}
      >
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={styles.item}
      title={vendor.name}
      onClick={() => {
        onNavigate();
        requestVendorLaunch(category, vendor, action.fallback);
      }}
    >
      {content}
    </button>
  );
}
