import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './missions.module.css';

export const missionTabs = ['missions', 'leaderboard'] as const;
export type MissionTab = (typeof missionTabs)[number];

/** The id of a tab and of the panel it shows, from one `useId` base. */
export const tabIdOf = (base: string, tab: MissionTab) => `${base}-tab-${tab}`;
export const panelIdOf = (base: string) => `${base}-panel`;

/**
 * The page's two tabs, missions and leaderboard (WAI-ARIA tabs): arrow keys, Home and End move
 * between them and show the one they reach.
 */
export function MissionTabs({
  base,
  value,
  onChange,
}: {
  base: string;
  value: MissionTab;
  onChange: (tab: MissionTab) => void;
}) {
  const { t } = useTranslation();
  const refs = useRef(new Map<MissionTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = missionTabs.indexOf(value);
    let next: number;
    if (event.key === 'ArrowRight') next = (index + 1) % missionTabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + missionTabs.length) % missionTabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = missionTabs.length - 1;
    else return;
    event.preventDefault();
    const name = missionTabs[next];
    if (!name) return;
    onChange(name);
    refs.current.get(name)?.focus();
  };

  return (
    <div role="tablist" aria-label={t('missions.tabs.label')} className={styles.tabs} onKeyDown={onKeyDown}>
      {missionTabs.map((name) => (
        <button
          key={name}
          ref={(element) => {
            if (element) refs.current.set(name, element);
            else refs.current.delete(name);
          }}
          type="button"
          role="tab"
          id={tabIdOf(base, name)}
          aria-selected={value === name}
          aria-controls={panelIdOf(base)}
          tabIndex={value === name ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(name)}
        >
          {t(`missions.tabs.${name}`)}
        </button>
      ))}
    </div>
  );
}
