import { useTranslation } from 'react-i18next';
import { updateLanguage } from '../../../features/identity/api/update-language.ts';
import { chooseLanguage } from '../../../lib/i18n.ts';
import { getSession } from '../../../lib/session.ts';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { MenuButton } from './menu-item.tsx';
import styles from './side-menu.module.css';

type Props = { collapsed: boolean; onExpandMenu: () => void };

/** The merchant's languages, shown only when there is a choice to make; the current one is marked. */
export function LanguageMenu({ collapsed, onExpandMenu }: Props) {
  const { t, i18n } = useTranslation();
  const { languages } = useSystemInfo();
  if (languages.list.length < 2) return null;
  if (collapsed) return <MenuButton icon="globe" label={t('menu.language')} onClick={onExpandMenu} />;
  return (
    <div>
      <h2 className={styles.groupTitle}>{t('menu.language')}</h2>
      <ul className={styles.list}>
        {languages.list.map((language) => (
          <li key={language.code}>
            <MenuButton
              icon="globe"
              label={language.name}
              lang={language.code}
              aria-current={i18n.language === language.code ? 'true' : undefined}
              onClick={() => {
                void chooseLanguage(language.code);
                // A signed-in member's choice is kept on the server too; failing that, locally only.
                if (getSession()) updateLanguage(language.code).catch(() => undefined);
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
