import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from './button.tsx';

/** The way back from a screen that has nothing to offer yet. */
export function HomeLink() {
  const { t } = useTranslation();
  return (
    <Link to="/" className={buttonClass('secondary')}>
      {t('common.backHome')}
    </Link>
  );
}
