import type { VendorCard } from '@portal/contracts/games';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './lobby.module.css';
import { VendorBadge } from './vendor-badge.tsx';

type VendorTabsProps = {
  vendors: VendorCard[];
  /** The chosen vendor's code; null for all vendors. */
  selected: string | null;
  onSelect: (vassalage: string | null) => void;
  panelId: string;
};

/**
 * The lobby's vendor tabs (spec 2: `?page=` selects one). Arrow keys, Home and End move
 * between tabs; Enter, Space or a click chooses one.
 */
export function VendorTabs({ vendors, selected, onSelect, panelId }: VendorTabsProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const tabs: Array<{ code: string | null; vendor: VendorCard | null }> = [
    { code: null, vendor: null },
    ...vendors.map((vendor) => ({ code: vendor.vassalage, vendor })),
  ];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? (at + 1) % buttons.length
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? (at - 1 + buttons.length) % buttons.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };
  return (
    <div
      ref={list}
      className={styles.tabs}
      role="tablist"
      aria-label={t('games.vendorsLabel')}
      onKeyDown={onKeyDown}
    >
      {tabs.map(({ code, vendor }) => {
        const active = code === selected;
        return (
          <button
            key={code ?? 'all'}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(code)}
          >
            {vendor ? <VendorBadge vendor={vendor} size={24} /> : null}
            <span>{vendor ? vendor.name : t('games.allVendors')}</span>
            {vendor?.status === 'maintenance' ? (
              <span className={styles.tabNote}>{t('games.maintenance')}</span>
            ) : vendor?.isNew ? (
              <span className={styles.tabNew}>{t('games.new')}</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
