import { useTranslation } from 'react-i18next';
import { splitDuration } from '../model/reality-check.ts';

/** "1 h 30 min", "2 h", "45 min" in the page language, for a length of time in milliseconds. */
export function useDuration() {
  const { t } = useTranslation();
  return (ms: number) => {
    const { hours, minutes } = splitDuration(ms);
    if (hours === 0) return t('responsibleGaming.duration.minutes', { minutes });
    if (minutes === 0) return t('responsibleGaming.duration.hours', { hours });
    return t('responsibleGaming.duration.hoursMinutes', { hours, minutes });
  };
}
