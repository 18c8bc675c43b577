import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useTheme } from '../../theme/theme-context.tsx';

/** Named after what it does next ("Switch to dark theme"), and shows the theme it switches to. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'light' ? t('header.toDark') : t('header.toLight');
  return (
    <Button variant="ghost" iconOnly onClick={toggleTheme} aria-label={label} title={label}>
      <Icon name={theme === 'light' ? 'moon' : 'sun'} />
    </Button>
  );
}
