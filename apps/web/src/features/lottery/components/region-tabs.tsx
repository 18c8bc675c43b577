import { clsx } from 'clsx';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameMenu, MenuGame } from '../api/get-game-menu.ts';
import { favouritesFirst, gameLabel } from '../model/games.ts';
import { minusSeconds, todayDrawState, weekdayNames } from '../model/schedule.ts';
import { useServerNow } from '../model/server-clock.ts';
import picker from './lottery.module.css';
import { StarButton } from './star-button.tsx';
import styles from './vn.module.css';

type Menu = GameMenu['list'][number];

/**
 * The regions as tabs (North, Centre, South, and the fast in-house draws); each lists its
 * provinces, today's draws first with their draw and close times (Vietnam time) or, once
 * closed, that they are closed or drawn; the others with their weekdays. Choosing a province is
 * a link (`?gameCode=`).
 */
export function RegionTabs({
  menus,
  selected,
  hrefOf,
  username,
  favourites,
  clockOffset,
}: {
  menus: Menu[];
  selected: MenuGame;
  hrefOf: (game: MenuGame) => string;
  username: string | null;
  favourites: readonly string[];
  /** How far the server's clock is ahead of this browser's. */
  clockOffset: number;
}) {
  const { t, i18n } = useTranslation();
  const now = useServerNow(clockOffset, 60_000);
  const base = useId();
  const selectedMenu = menus.find((m) => m.games.some((g) => g.gameCode === selected.gameCode));
  const [tab, setTab] = useState(selectedMenu?.menuCode ?? menus[0]?.menuCode ?? '');
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const menu = menus.find((m) => m.menuCode === tab) ?? menus[0];

  const onKeyDown = (event: KeyboardEvent) => {
    const index = menus.findIndex((m) => m.menuCode === tab);
    let next = index;
    if (event.key === 'ArrowRight') next = (index + 1) % menus.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + menus.length) % menus.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = menus.length - 1;
    else return;
    event.preventDefault();
    const code = menus[next]?.menuCode;
    if (code) {
      setTab(code);
      tabRefs.current.get(code)?.focus();
    }
  };

  const today = menu?.games.filter((g) => g.drawsToday) ?? [];
  const other = menu?.games.filter((g) => !g.drawsToday) ?? [];
  const item = (game: MenuGame) => {
    const here = game.gameCode === selected.gameCode;
    const name = gameLabel(game, t);
    // Every official game is "Xổ số <province>"; under the region tabs the province says it all.
    const shown = name.replace(/^Xổ số\s+/, '');
    let meta: string;
    if (game.cadenceSeconds)
      meta = t('lottery.everyMinutes', { count: Math.round(game.cadenceSeconds / 60) });
    else if (game.drawsToday && game.drawTime) {
      const state = todayDrawState(game.drawTime, game.closeSeconds, now);
      meta =
        state === 'open'
          ? t('lottery.vn.todayAt', {
              time: game.drawTime,
              close: minusSeconds(game.drawTime, game.closeSeconds),
            })
          : t(state === 'closed' ? 'lottery.vn.todayClosed' : 'lottery.vn.todayDrawn', {
              time: game.drawTime,
            });
    } else
      meta =
        game.drawDays?.length === 7
          ? t('lottery.vn.everyDay')
          : weekdayNames(game.drawDays ?? [], i18n.language);
    return (
      <li key={game.gameCode} className={clsx(picker.pickerItem, here && picker.pickerHere)}>
        <Link
          to={hrefOf(game)}
          replace
          preventScrollReset
          className={clsx(picker.pickerLink, styles.provinceLink)}
          aria-current={here ? 'page' : undefined}
        >
          <span className={clsx(picker.pickerName, styles.provinceName)}>{shown}</span>
          <span className={picker.pickerMeta}>{meta}</span>
        </Link>
        {username ? (
          <StarButton
            username={username}
            gameCode={game.gameCode}
            name={name}
            starred={favourites.includes(game.gameCode)}
          />
        ) : null}
      </li>
    );
  };

  return (
    <div className={styles.regions}>
      <div
        role="tablist"
        aria-label={t('lottery.vn.regionsLabel')}
        className={styles.tabs}
        onKeyDown={onKeyDown}
      >
        {menus.map((m) => (
          <button
            key={m.menuCode}
            ref={(el) => {
              if (el) tabRefs.current.set(m.menuCode, el);
              else tabRefs.current.delete(m.menuCode);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${m.menuCode}`}
            aria-selected={m.menuCode === menu?.menuCode}
            aria-controls={`${base}-panel`}
            tabIndex={m.menuCode === menu?.menuCode ? 0 : -1}
            className={clsx(styles.tab, m.menuCode === menu?.menuCode && styles.tabOn)}
            onClick={() => setTab(m.menuCode)}
          >
            {t(`lottery.menus.${m.menuCode}`, { defaultValue: m.menuName })}
            <span className={styles.tabCount}>
              {m.games.some((g) => !g.cadenceSeconds)
                ? t('lottery.vn.todayCount', { count: m.games.filter((g) => g.drawsToday).length })
                : null}
            </span>
          </button>
        ))}
      </div>
      <div
        id={`${base}-panel`}
        role="tabpanel"
        aria-labelledby={`${base}-tab-${menu?.menuCode}`}
        className={styles.panel}
      >
        {today.length > 0 ? (
          <>
            <h2 className={styles.listTitle}>
              {menu?.games.some((g) => g.cadenceSeconds) ? t('lottery.vn.allDay') : t('lottery.vn.today')}
            </h2>
            <ul className={styles.provinces}>{favouritesFirst(today, favourites).map(item)}</ul>
          </>
        ) : null}
        {other.length > 0 ? (
          // Closed unless the chosen game is one of them: the South alone has 18 other provinces.
          <details
            key={menu?.menuCode}
            className={styles.otherDays}
            open={other.some((g) => g.gameCode === selected.gameCode) || today.length === 0}
          >
            <summary className={styles.listTitle}>
              {t('lottery.vn.otherDaysCount', { count: other.length })}
            </summary>
            <ul className={styles.provinces}>{favouritesFirst(other, favourites).map(item)}</ul>
          </details>
        ) : null}
      </div>
    </div>
  );
}
