import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { gameIcons } from './game-icons.ts';
import styles from './lobby.module.css';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 350;

type SearchFieldProps = { value: string; onSearch: (value: string) => void };

/** The game-name search: runs once typing pauses, and at once on Enter. */
export function SearchField({ value, onSearch }: SearchFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  // The address may change the search (back button, a new category): follow it.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => latest.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  return (
    <search className={styles.search}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          latest.current(text.trim());
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          {t('games.searchLabel')}
        </label>
        <span className={styles.searchIcon}>
          <Icon path={gameIcons.search} size={18} />
        </span>
        <input
          id={id}
          type="search"
          className={styles.searchInput}
          value={text}
          maxLength={64}
          placeholder={t('games.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
      </form>
    </search>
  );
}
