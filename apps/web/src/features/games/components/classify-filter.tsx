import { useTranslation } from 'react-i18next';
import styles from './lobby.module.css';

type ClassifyFilterProps = {
  options: string[];
  selected: string | null;
  onSelect: (classify: string | null) => void;
};

/** Kinds of game as toggle buttons: "All" and one per classify the vendor has. */
export function ClassifyFilter({ options, selected, onSelect }: ClassifyFilterProps) {
  const { t } = useTranslation();
  if (options.length < 2 && selected === null) return null;
  const items: Array<string | null> = [null, ...options];
  return (
    <fieldset className={styles.chips}>
      <legend className="visually-hidden">{t('games.classifyLabel')}</legend>
      {items.map((item) => (
        <button
          key={item ?? 'all'}
          type="button"
          className={styles.chip}
          aria-pressed={item === selected}
          onClick={() => onSelect(item)}
        >
          {item === null
            ? t('games.allTypes')
            : t(`games.classify.${item}`, { defaultValue: titleCase(item) })}
        </button>
      ))}
    </fieldset>
  );
}

/** "TABLE_GAME" -> "Table game", for kinds without a translation. */
const titleCase = (code: string) => {
  const words = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
