import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import styles from './tabs.module.css';

/** The id of a tab and of the panel it shows, from one `useId` base. */
const tabIdOf = (base: string, tab: string) => `${base}-tab-${tab}`;
const panelIdOf = (base: string) => `${base}-panel`;

/** The key that moves from tab `index` of `count`, or null for any other key. */
function nextIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A row of tabs (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move between them
 * and show the one they reach. It wraps on phones rather than hiding a tab off screen.
 */
export function TabList<T extends string>({
  base,
  tabs,
  value,
  onChange,
  label,
  labelOf,
}: {
  base: string;
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  label: string;
  labelOf: (tab: T) => string;
}) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextIndex(event.key, tabs.indexOf(value), tabs.length);
    const name = next === null ? undefined : tabs[next];
    if (name === undefined) return;
    event.preventDefault();
    onChange(name);
    refs.current.get(name)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
      {tabs.map((name) => (
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
          {labelOf(name)}
        </button>
      ))}
    </div>
  );
}

/** The panel of the selected tab of the `TabList` with the same `base`. */
export function TabPanel({ base, value, children }: { base: string; value: string; children: ReactNode }) {
  return (
    <div
      id={panelIdOf(base)}
      role="tabpanel"
      aria-labelledby={tabIdOf(base, value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel takes the focus after its tab (WAI-ARIA tabs pattern).
      tabIndex={0}
      className={styles.panel}
    >
      {children}
    </div>
  );
}
